// What a shop listing or category page shows of the catalogue (components/shop/ShopPage.astro): its
// first page of cards in the shop's own order with their variants, the result count, and the filter
// options with their counts within the page's scope. One function, so that a publish can tell
// whether a listing shows anything else after a change (src/server/catalogue/listing-changes.ts)
// by asking exactly what the page asks. The filters' part reads only what every language shares.
import type { CatalogueIndex } from '../catalogue/catalogue-index.ts';
import { CATEGORIES } from '../catalogue/constants.ts';
import { variantsByProduct, type CardSource, type CardVariant } from './card.ts';
import { applyShopQuery, facetCounts, facetValuesOf, filterProducts, type FacetCounts, type FacetValues } from './filter.ts';
import { EMPTY_QUERY, type ShopQuery } from './query.ts';

/** The cards part: in the index's language. */
export interface ShopPageCards {
  /** Only what a card shows (the island's props are serialised into the page). */
  items: CardSource[];
  total: number;
  pageCount: number;
  variants: Record<string, CardVariant[]>;
}

/** The filters part: values and counts, the same in every language. */
export interface ShopPageFacets {
  counts: FacetCounts;
  /** The options with results within the page's scope, so none is listed with nothing behind it. */
  values: FacetValues;
}

export type ShopPageData = ShopPageCards & ShopPageFacets;

const variantMaps = new WeakMap<CatalogueIndex, Map<string, CardVariant[]>>();

/** Each product's variants, gathered once per index: every scope's page asks. */
function variantsOf(index: CatalogueIndex): Map<string, CardVariant[]> {
  let map = variantMaps.get(index);
  if (!map) variantMaps.set(index, (map = variantsByProduct(index.variants)));
  return map;
}

/** `preset`: a category page's own filter; none for the whole shop. */
export function shopPageCards(index: CatalogueIndex, preset?: Partial<ShopQuery>): ShopPageCards {
  const first = applyShopQuery(index.products, { ...EMPTY_QUERY, ...preset });
  const items: CardSource[] = first.items.map(({ id, name, price, salePrice, discount, new: isNew, rating, stock, thumb, image, shortDescription }) => ({
    id, name, price, salePrice, discount, new: isNew, rating, stock, thumb, image, shortDescription,
  }));
  const variants = variantsOf(index);
  return { items, total: first.total, pageCount: first.pageCount, variants: Object.fromEntries(items.map(({ id }) => [id, variants.get(id) ?? []])) };
}

export function shopPageFacets(index: CatalogueIndex, preset?: Partial<ShopQuery>): ShopPageFacets {
  const base = { ...EMPTY_QUERY, ...preset };
  return {
    counts: facetCounts(index.products, base, preset),
    values: facetValuesOf(preset ? filterProducts(index.products, base) : index.products, CATEGORIES),
  };
}

export function shopPageData(index: CatalogueIndex, preset?: Partial<ShopQuery>): ShopPageData {
  return { ...shopPageCards(index, preset), ...shopPageFacets(index, preset) };
}
