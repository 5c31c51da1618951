// Build-time access to the catalogue: loaded and validated once per build, shared by every page.
import { loadCatalogue } from '../lib/catalogue/load.ts';
import type { Product } from '../lib/catalogue/schema.ts';

let cached: Product[] | undefined;

export function catalogue(): Product[] {
  cached ??= loadCatalogue();
  return cached;
}

export function productById(id: string): Product | undefined {
  return catalogue().find((product) => product.id === id);
}

/** Products that show each product-detail kind in the menu: simple, with variations, affiliate. */
export function menuSamples(): { simple: string; variation: string; affiliate: string } {
  const products = catalogue();
  const first = products[0]?.id ?? '1';
  return {
    simple: products.find((p) => !p.variation && !p.affiliateLink && p.stock > 0)?.id ?? first,
    variation: products.find((p) => p.variation && !p.affiliateLink)?.id ?? first,
    affiliate: products.find((p) => p.affiliateLink)?.id ?? first,
  };
}
