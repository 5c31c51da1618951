// The compact catalogue index the build writes per locale (/catalogue/{locale}.json). The shop's
// filter island reads it; the per-product display files (product-files.ts) are made from its entries.
import type { Locale } from '../locale.ts';
import type { Product } from './schema.ts';
import { cardSourceOf } from '../shop/card.ts';
import { variantsOf } from './variants.ts';

export interface IndexedProduct {
  id: string;
  name: string;
  /** AED list price and price after discount. */
  price: number;
  salePrice: number;
  discount: number;
  offerEnd: string | null;
  new: boolean;
  rating: number;
  saleCount: number;
  category: string[];
  tag: string[];
  colors: string[];
  sizes: string[];
  /** [colour, size] of each variant with stock at build, so the shop filters on one variant at a time. */
  stocked: [color: string, size: string][];
  /** The full-size image of each colour (a variation's own picture): a cart line's, and a card's under a colour filter. */
  colorImages: Record<string, string>;
  stock: number;
  affiliateLink: string | null;
  /** The 400 px card image and the full-size first image. */
  thumb: string;
  image: string;
  shortDescription: string;
  /** Position in the catalogue's "newest" order (higher is newer). */
  order: number;
}

/** Variant id → [product id, colour, size, sku, stock at build]. */
export type IndexedVariant = [string, string | null, string | null, string, number];

export interface CatalogueIndex {
  locale: Locale;
  products: IndexedProduct[];
  variants: Record<string, IndexedVariant>;
}

export function buildCatalogueIndex(products: Product[], locale: Locale): CatalogueIndex {
  const variants: Record<string, IndexedVariant> = {};
  const indexed = products.map((product, order): IndexedProduct => {
    const sellable = variantsOf(product);
    for (const variant of sellable) {
      variants[variant.id] = [product.id, variant.color, variant.size, variant.sku, variant.stock];
    }
    return {
      // What a card shows is computed in one place, so the island's cards match the built ones.
      ...cardSourceOf(product, locale),
      offerEnd: product.offerEnd ?? null,
      saleCount: product.saleCount,
      category: product.category,
      tag: product.tag,
      colors: product.variation?.map((v) => v.color) ?? [],
      sizes: [...new Set(product.variation?.flatMap((v) => v.size.map((s) => s.name)) ?? [])],
      stocked: sellable.flatMap((v) => (v.color && v.size && v.stock > 0 ? [[v.color, v.size] as [string, string]] : [])),
      colorImages: Object.fromEntries(product.variation?.map((v) => [v.color, v.image]) ?? []),
      affiliateLink: product.affiliateLink ?? null,
      order,
    };
  });
  return { locale, products: indexed, variants };
}
