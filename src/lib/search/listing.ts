// The search page's listing asked of the search index (src/lib/search/pagefind.ts): the shop's
// query (src/lib/shop/query.ts) as Pagefind's filters and sort, and the facets' counts from its
// answers, with the shop's meaning (src/lib/shop/filter.ts): an option's count is what choosing it
// would list, every other choice in force and its own facet's choice replaced, a colour and a size
// chosen together being one variant with stock. Pure, so the unit tests read it as the page does.
import type { FacetCounts, FacetKey } from '../shop/filter.ts';
import { FACET_KEYS } from '../shop/filter.ts';
import type { ShopQuery, SortKey } from '../shop/query.ts';
import { variantParts, variantValue } from './index-keys.ts';
import type { FilterCounts, IndexFilters, SearchOptions } from './pagefind.ts';

/** The index's order for the shop's sort: its own relevance by default, else the record's position. */
export const sortOption = (sort: SortKey): SearchOptions['sort'] => (sort === 'default' ? undefined : { [sort]: 'asc' });

/** The prices among `prices` (the index's price options) within the query's range. */
export function pricesWithin(prices: readonly string[], min: number | null, max: number | null): string[] {
  return prices.filter((value) => {
    const price = Number(value);
    return (min === null || price >= min) && (max === null || price <= max);
  });
}

/**
 * The index's filters for the query, leaving out the choice of facet `without` (to count that
 * facet's options); null when its price range holds no price at all, so nothing can match.
 */
export function indexFilters(query: ShopQuery, prices: readonly string[], without?: FacetKey): IndexFilters | null {
  const filters: IndexFilters = {};
  if (query.category && without !== 'category') filters.category = query.category;
  if (query.tag && without !== 'tag') filters.tag = query.tag;
  const color = without === 'color' ? null : query.color;
  const size = without === 'size' ? null : query.size;
  if (color && size) filters.variant = variantValue(color, size);
  else if (color) filters.color = color;
  else if (size) filters.size = size;
  if (query.min !== null || query.max !== null) {
    const within = pricesWithin(prices, query.min, query.max);
    if (within.length === 0) return null;
    filters.price = { any: within };
  }
  return filters;
}

/** The facets whose counts need a search of their own: those chosen, whose options are counted without their choice. */
export const chosenFacets = (query: ShopQuery): FacetKey[] => FACET_KEYS.filter((key) => query[key] !== null);

const positive = (counts: Record<string, number> = {}) => Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

/**
 * One facet's counts, from the counts of a search without its own choice (`filters`: each option's
 * count within that search's results). A colour's count under a chosen size is that of the variant
 * in that size, and a size's under a chosen colour likewise.
 */
export function facetCountsOf(key: FacetKey, query: ShopQuery, filters: FilterCounts): Record<string, number> {
  const other = key === 'color' ? query.size : key === 'size' ? query.color : null;
  if (other === null) return positive(filters[key]);
  const counts: Record<string, number> = {};
  for (const [value, count] of Object.entries(filters.variant ?? {})) {
    const [color, size] = variantParts(value);
    if (count > 0 && (key === 'color' ? size : color) === other) counts[key === 'color' ? color : size] = count;
  }
  return counts;
}

/** Every facet's counts: `own` holds, per chosen facet, the filter counts of a search without its choice; `main`, the query's own search. */
export function facetCountsFrom(query: ShopQuery, main: FilterCounts, own: Partial<Record<FacetKey, FilterCounts>>): FacetCounts {
  return Object.fromEntries(FACET_KEYS.map((key) => [key, facetCountsOf(key, query, own[key] ?? main)])) as FacetCounts;
}

/** The options the words' results have at all, filters aside: the only ones a search's filters offer. */
export function optionsInResults(totalFilters: FilterCounts): Record<FacetKey, Set<string>> {
  return Object.fromEntries(FACET_KEYS.map((key) => [key, new Set(Object.keys(positive(totalFilters[key])))])) as Record<FacetKey, Set<string>>;
}
