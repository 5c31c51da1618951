// What a product card shows, computed once for the build's card and the filter island's card, so
// both render the same thing from either a catalogue Product or a catalogue-index entry.
import type { IndexedProduct } from '../catalogue/catalogue-index.ts';
import type { Product } from '../catalogue/schema.ts';
import type { Locale } from '../locale.ts';
import { smallImagePath } from '../catalogue/images.ts';
import { salePrice, totalStock } from '../catalogue/variants.ts';

export type CardSource = Pick<
  IndexedProduct,
  'id' | 'name' | 'price' | 'salePrice' | 'discount' | 'new' | 'rating' | 'stock' | 'thumb' | 'image' | 'shortDescription'
>;

export type CardLayout = 'grid' | 'list';

/** The strings a card needs, already translated (common.new, common.outOfStock, …). */
export interface CardStrings {
  new: string;
  outOfStock: string;
  /** With {{percent}}. */
  sale: string;
  /** With {{rating}}. */
  rating: string;
}

export const CARD_STRING_KEYS = {
  new: 'common.new',
  outOfStock: 'common.outOfStock',
  sale: 'common.sale',
  rating: 'common.rating',
} as const satisfies Record<keyof CardStrings, string>;

export function cardSourceOf(product: Product, locale: Locale): CardSource {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    salePrice: salePrice(product),
    discount: product.discount,
    new: product.new,
    rating: product.rating,
    stock: totalStock(product),
    thumb: smallImagePath(product.image[0]!),
    image: product.image[0]!,
    shortDescription: product.shortDescription[locale],
  };
}

/** `sizes` for a card image: the rendered width in each layout, so the browser picks 400 or 800 px. */
/**
 * Cards in a grid's first row on a phone (two columns), whose images load at once with high
 * priority: two images of one size side by side, the page's largest paint is whichever paints
 * last, so neither may wait behind the rest. A list has one card per row.
 */
export function eagerCards(layout: CardLayout): number {
  return layout === 'list' ? 1 : 2;
}

export function cardImageSizes(layout: CardLayout, columns: number): string {
  if (layout === 'list') return '(max-width: 640px) 40vw, 280px';
  const desktop = Math.ceil(1200 / columns);
  return `(max-width: 640px) 50vw, (max-width: 1000px) 33vw, ${desktop}px`;
}
