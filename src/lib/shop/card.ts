// What a product card shows, computed once for the build's card and the filter island's card, so
// both render the same thing from either a catalogue Product or a catalogue-index entry.
import type { IndexedProduct, IndexedVariant } from '../catalogue/catalogue-index.ts';
import type { Product } from '../catalogue/schema.ts';
import { localized, type ProductDisplay } from '../catalogue/product-display.ts';
import type { Locale } from '../locale.ts';
import { smallImagePath } from '../catalogue/images.ts';
import { productName, textIn } from '../catalogue/product-name.ts';
import { salePrice, totalStock } from '../catalogue/variants.ts';

export type CardSource = Pick<
  IndexedProduct,
  'id' | 'name' | 'price' | 'salePrice' | 'discount' | 'new' | 'rating' | 'stock' | 'thumb' | 'image' | 'shortDescription'
>;

/**
 * A card in the filter island: the build's first page carries only what a card shows, the catalogue
 * index's entries also each colour's picture.
 */
export type ShopCard = CardSource & Partial<Pick<IndexedProduct, 'colorImages'>>;

/** A card's picture under a colour filter: the chosen colour's own, when the product is sold in it. */
export function colorPicture(card: ShopCard, color: string | null): string | undefined {
  return color ? card.colorImages?.[color] : undefined;
}

export type CardLayout = 'grid' | 'list';

/** The strings a card needs, already translated (common.new, common.outOfStock, …). */
export interface CardStrings {
  new: string;
  outOfStock: string;
  /** With {{rating}}. */
  rating: string;
  /** A colour's picture's alt text, with {{name}} and {{color}}. */
  inColor: string;
}

export const CARD_STRING_KEYS = {
  new: 'common.new',
  outOfStock: 'common.outOfStock',
  rating: 'common.rating',
  inColor: 'common.pictureInColor',
} as const satisfies Record<keyof CardStrings, string>;

export function cardSourceOf(product: Product, locale: Locale): CardSource {
  return {
    id: product.id,
    name: productName(product, locale),
    price: product.price,
    salePrice: salePrice(product),
    discount: product.discount,
    new: product.new,
    rating: product.rating,
    stock: totalStock(product),
    thumb: smallImagePath(product.image[0]!),
    image: product.image[0]!,
    shortDescription: textIn(product.shortDescription, locale).text,
  };
}

/** A card from a product's display file (/catalogue/p/{id}.json), as the search page draws it. */
export function cardOfDisplay(display: ProductDisplay, locale: Locale): ShopCard {
  const { id, price, salePrice, discount, rating, stock, thumb, image, colorImages } = display;
  return { id, name: localized(display.name, locale), price, salePrice, discount, new: display.new, rating, stock, thumb, image, colorImages, shortDescription: localized(display.description, locale) };
}

/**
 * How a card's picture loads, by the card's place on the page. On a phone a grid shows two cards a
 * row and a list one. The first row's pictures are the page's largest paint: at once, with high
 * priority. The rest of a first screen (a grid's second row, a list's next two cards) is not lazy
 * either: pictures of one size tie for the largest paint, and that row can be whole on the first
 * screen (no sidebar above the grid, or a tall phone). It asks for low priority, so that it queues
 * behind the first row. The others load as the shopper scrolls.
 */
export type CardLoading = 'first' | 'in-view' | 'lazy';

export function cardLoading(layout: CardLayout, index: number): CardLoading {
  const perRow = layout === 'list' ? 1 : 2;
  const firstScreenRows = layout === 'list' ? 3 : 2;
  if (index < perRow) return 'first';
  return index < perRow * firstScreenRows ? 'in-view' : 'lazy';
}

/** `sizes` for a card image: the rendered width in each layout, so the browser picks 400 or 800 px. */
export function cardImageSizes(layout: CardLayout, columns: number): string {
  if (layout === 'list') return '(max-width: 640px) 40vw, 280px';
  const desktop = Math.ceil(1200 / columns);
  return `(max-width: 640px) 50vw, (max-width: 1000px) 33vw, ${desktop}px`;
}

/** A product's variant as a card's buttons need it: its id, colour, size and stock at build. */
export interface CardVariant {
  id: number;
  color: string | null;
  size: string | null;
  stock: number;
}

/** The catalogue index's variants grouped by product, in the index's order. */
export function variantsByProduct(variants: Readonly<Record<string, IndexedVariant>>): Map<string, CardVariant[]> {
  const byProduct = new Map<string, CardVariant[]>();
  for (const [id, [productId, color, size, , stock]] of Object.entries(variants)) {
    const list = byProduct.get(productId) ?? [];
    list.push({ id: Number(id), color, size, stock });
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** A display file's variants as a card's buttons need them. */
export const cardVariantsOf = (display: ProductDisplay): CardVariant[] =>
  Object.entries(display.variants).map(([id, [color, size, stock]]) => ({ id: Number(id), color, size, stock }));

/**
 * What a card's buttons act on. Add to cart adds a variant only when the listing leaves exactly one
 * in stock (a product sold as one piece, or the colour and size the shopper filtered by): otherwise
 * the card leads to the product page to choose (`add` null). The wishlist keeps that variant, else
 * the first one in stock, else the first (as the product page's button does before a choice).
 */
export interface CardPurchase {
  add: number | null;
  wish: number | null;
}

export function cardPurchase(variants: readonly CardVariant[], color: string | null, size: string | null): CardPurchase {
  const inStock = variants.filter((v) => v.stock > 0);
  const fitting = inStock.filter((v) => (color === null || v.color === color) && (size === null || v.size === size));
  const add = fitting.length === 1 ? fitting[0]!.id : null;
  return { add, wish: add ?? fitting[0]?.id ?? inStock[0]?.id ?? variants[0]?.id ?? null };
}
