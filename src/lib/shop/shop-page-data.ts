// What a shop listing or category page shows of the catalogue (components/shop/ShopPage.astro): its
// first page of cards in the shop's own order with their variants, the result count, and the filter
// options with their counts within the page's scope. One function, so that a publish can tell
// whether a listing shows anything else after a change (src/server/catalogue/listing-changes.ts)
// by asking exactly what the page asks.
import type { CatalogueIndex } from '../catalogue/catalogue-index.ts';
import { CATEGORIES } from '../catalogue/constants.ts';
import { variantsByProduct, type CardSource, type CardVariant } from './card.ts';
import { applyShopQuery, facetCounts, facetValuesOf, filterProducts, type FacetCounts, type FacetValues } from './filter.ts';
import { EMPTY_QUERY, type ShopQuery } from './query.ts';

export interface ShopPageData {
  /** Only what a card shows (the island's props are serialised into the page). */
  items: CardSource[];
  total: number;
  pageCount: number;
  counts: FacetCounts;
  variants: Record<string, CardVariant[]>;
  /** The options with results within the page's scope, so none is listed with nothing behind it. */
  values: FacetValues;
}

/** `preset`: a category page's own filter; none for the whole shop. */
export function shopPageData(index: CatalogueIndex, preset?: Partial<ShopQuery>): ShopPageData {
  const products = index.products;
  const base = { ...EMPTY_QUERY, ...preset };
  const first = applyShopQuery(products, base);
  const items: CardSource[] = first.items.map(({ id, name, price, salePrice, discount, new: isNew, rating, stock, thumb, image, shortDescription }) => ({
    id, name, price, salePrice, discount, new: isNew, rating, stock, thumb, image, shortDescription,
  }));
  const variants = variantsByProduct(index.variants);
  return {
    items,
    total: first.total,
    pageCount: first.pageCount,
    counts: facetCounts(products, base, preset),
    variants: Object.fromEntries(items.map(({ id }) => [id, variants.get(id) ?? []])),
    values: facetValuesOf(preset ? filterProducts(products, base) : products, CATEGORIES),
  };
}
