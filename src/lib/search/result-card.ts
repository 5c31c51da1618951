// What a search result's card and its buttons need, carried in the result's Pagefind metadata
// (src/build/search-index.ts writes it, ./answer.ts reads it from the fragment Pagefind fetches
// for each result shown): the page's first results then need the fragments alone, one round trip,
// not each product's display file after them. Browser-safe.
import type { IndexedProduct } from '../catalogue/catalogue-index.ts';
import type { CardVariant, ShopCard } from '../shop/card.ts';

export interface ResultCard {
  card: ShopCard;
  variants: CardVariant[];
}

/** The metadata's key. */
export const CARD_META = 'card';

/**
 * A product's card in the index's language. Stock is kept only as there or not (1 or 0): a card
 * and its buttons read no more of it (out of stock, which variant Add to cart adds), and the index
 * is built again only when that changes, as the filters' in-stock variants do.
 */
export function resultCardOf(product: IndexedProduct, variants: readonly CardVariant[]): ResultCard {
  const { id, name, price, salePrice, discount, rating, thumb, image, colorImages, shortDescription } = product;
  const inStock = (stock: number) => (stock > 0 ? 1 : 0);
  return {
    card: { id, name, price, salePrice, discount, new: product.new, rating, stock: inStock(product.stock), thumb, image, colorImages, shortDescription },
    variants: variants.map((variant) => ({ ...variant, stock: inStock(variant.stock) })),
  };
}

const isCard = (value: unknown): value is ResultCard => {
  const { card, variants } = (value ?? {}) as Partial<ResultCard>;
  return (
    typeof card?.id === 'string' &&
    typeof card.name === 'string' &&
    typeof card.price === 'number' &&
    typeof card.salePrice === 'number' &&
    typeof card.stock === 'number' &&
    typeof card.thumb === 'string' &&
    Array.isArray(variants) &&
    variants.every((variant) => typeof variant?.id === 'number' && typeof variant.stock === 'number')
  );
};

/** The card a result's metadata carries; throws when it carries none (an index of another build). */
export function readResultCard(meta: Readonly<Record<string, string | undefined>>, result: string): ResultCard {
  let card: unknown;
  try {
    card = JSON.parse(meta[CARD_META] ?? 'null');
  } catch {
    card = null;
  }
  if (!isCard(card)) throw new Error(`Search result ${result} carries no product card`);
  return card;
}
