// Which products the home page shows. Pure, over the validated catalogue, so the choice is
// repeatable from build to build.
import type { Product } from '../../lib/catalogue/schema.ts';
import { isInStock, isOfferActive } from '../../lib/catalogue/variants.ts';
import type { ShopCategory } from '../../lib/shop/categories.ts';

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

/** The product that pictures a category on the home page: its first in catalogue order. */
export function tileProduct(products: Product[], tile: ShopCategory): Product | undefined {
  const list: readonly string[][] = products.map((p) => (tile.param === 'tag' ? p.tag : p.category));
  return products.find((_, i) => list[i]!.includes(tile.value));
}
