// What the shopper's own pages (cart, wishlist, compare, checkout) need to draw a product, in two
// shapes: the build's small per-product file (/catalogue/p/{id}.json, every locale's words) and the
// copy a persisted line keeps of it, so the page draws the line before any request has answered.
// Browser-safe and free of the catalogue: the build writes the files in product-files.ts.
import type { Locale } from '../locale.ts';
import { smallImagePath } from './images.ts';

/** Words per locale; English is always there, the others when the catalogue has them. */
export type LocalizedText = Partial<Record<Locale, string>> & { en: string };

/** Variant id → [colour, size, stock at build]. */
export type DisplayVariant = [string | null, string | null, number];

/** One product file: /catalogue/p/{id}.json. Amounts are AED. */
export interface ProductDisplay {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  salePrice: number;
  discount: number;
  rating: number;
  /** Stock of every variant together. */
  stock: number;
  /** Flagged new (a card's badge). */
  new: boolean;
  /** The 400 px card picture, the full-size first picture, and each colour's full-size own (a card's under a colour filter). */
  thumb: string;
  image: string;
  colorImages: Record<string, string>;
  colors: string[];
  sizes: string[];
  variants: Record<string, DisplayVariant>;
}

/** A cart line's or wishlist entry's copy: one variant, as it was when last seen. */
export interface ShownLine {
  productId: string;
  name: LocalizedText;
  thumb: string;
  price: number;
  salePrice: number;
  discount: number;
  color: string | null;
  size: string | null;
  stock: number;
}

/** A compare entry's copy: the product as the compare table shows it. */
export type ShownProduct = Omit<ProductDisplay, 'new' | 'image' | 'colorImages' | 'variants'>;

export const productFilePath = (id: string): string => `/catalogue/p/${encodeURIComponent(id)}.json`;

/** The product id a variant id carries (productId*100 + colour*10 + size, see variants.ts). */
export const productIdOfVariant = (variantId: number): string => String(Math.floor(variantId / 100));

export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}

/** The copy of one variant, or undefined when the product no longer sells it. */
export function shownLineOf(product: ProductDisplay, variantId: number): ShownLine | undefined {
  const variant = product.variants[String(variantId)];
  if (!variant) return undefined;
  const [color, size, stock] = variant;
  const image = color && product.colorImages[color];
  const thumb = image ? smallImagePath(image) : product.thumb;
  const { id: productId, name, price, salePrice, discount } = product;
  return { productId, name, thumb, price, salePrice, discount, color, size, stock };
}

export function shownProductOf({ new: _new, image: _image, colorImages: _images, variants: _variants, ...shown }: ProductDisplay): ShownProduct {
  return shown;
}

/**
 * What changed since the shopper's copy was taken, to say beside the line: the product is gone,
 * its stock is, or its price moved (the copy's sale price is what the shopper saw).
 */
export type LineNotice = { kind: 'gone' } | { kind: 'soldOut' } | { kind: 'price'; was: number } | null;

export function noticeOf(copy: Pick<ShownLine, 'salePrice'> | undefined, fresh: Pick<ShownLine, 'salePrice' | 'stock'> | undefined): LineNotice {
  if (!fresh) return { kind: 'gone' };
  if (fresh.stock <= 0) return { kind: 'soldOut' };
  if (copy && copy.salePrice !== fresh.salePrice) return { kind: 'price', was: copy.salePrice };
  return null;
}
