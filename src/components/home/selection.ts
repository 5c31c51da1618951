// Which products the home page shows. Pure, over the validated catalogue, so the choice is
// repeatable from build to build.
import type { Product } from '../../lib/catalogue/schema.ts';
import { isInStock, isOfferActive } from '../../lib/catalogue/variants.ts';

/** Products flagged new, in catalogue order (the catalogue lists newer products later). */
export function newArrivals(products: Product[], count: number): Product[] {
  return products.filter((p) => p.new && isInStock(p)).slice(-count).reverse();
}

/** The most sold products first. */
export function bestSellers(products: Product[], count: number): Product[] {
  return [...products].filter(isInStock).sort((a, b) => b.saleCount - a.saleCount || Number(a.id) - Number(b.id)).slice(0, count);
}

/** Discounted products: running offers first, then the deepest discounts. */
export function deals(products: Product[], count: number, now = new Date()): Product[] {
  const live = (p: Product) => (isOfferActive(p, now) ? 1 : 0);
  return products
    .filter((p) => p.discount > 0 && isInStock(p))
    .sort((a, b) => live(b) - live(a) || b.discount - a.discount || Number(a.id) - Number(b.id))
    .slice(0, count);
}

/** The shop's main kinds, each a filter the shop understands, with the product that pictures it. */
export const CATEGORY_TILES = [
  { key: 'home.categoryShaylas', param: 'tag', value: 'shayla' },
  { key: 'home.categoryHijabs', param: 'tag', value: 'hijab' },
  { key: 'home.categoryNiqabs', param: 'tag', value: 'niqab' },
  { key: 'home.categoryAbayas', param: 'tag', value: 'abaya' },
  { key: 'home.categoryKaftans', param: 'tag', value: 'kaftan' },
  { key: 'home.categoryMen', param: 'category', value: 'men' },
] as const;

export function tileProduct(products: Product[], tile: (typeof CATEGORY_TILES)[number]): Product | undefined {
  const list: readonly string[][] = products.map((p) => (tile.param === 'tag' ? p.tag : p.category));
  return products.find((_, i) => list[i]!.includes(tile.value));
}
