// A scheduled sale (offerStart … offerEnd): what a product is at a given moment. Publishing writes
// this effective product for the build and into the columns checkout prices from, and a timer
// publishes again at each start and end, so the pages and the charged price change together.
// A product without offerStart keeps the catalogue's old rule: its discount stays after offerEnd,
// only the countdown ends (docs/DESIGN.md, the spec's sample offers).
import type { Product } from './schema.ts';

export function effectiveProduct(product: Product, now: Date): Product {
  if (!product.offerStart) return product;
  const t = now.getTime();
  const before = t < Date.parse(product.offerStart);
  const after = product.offerEnd !== undefined && t >= Date.parse(product.offerEnd);
  if (!before && !after) return product;
  const { offerStart: _start, offerEnd: _end, ...rest } = product;
  return { ...rest, discount: 0 };
}

/** The next moment after `now` at which one of these products' sale starts or ends. */
export function nextSaleChange(products: Iterable<Product>, now: Date): { at: Date; productIds: string[] } | null {
  let at = Infinity;
  let ids: string[] = [];
  for (const p of products) {
    if (!p.offerStart) continue;
    for (const moment of [p.offerStart, p.offerEnd]) {
      if (moment === undefined) continue;
      const m = Date.parse(moment);
      if (m <= now.getTime()) continue;
      if (m < at) [at, ids] = [m, [p.id]];
      else if (m === at && !ids.includes(p.id)) ids.push(p.id);
    }
  }
  return at === Infinity ? null : { at: new Date(at), productIds: ids };
}
