// The names the search index and the search page share (src/build/search-index.ts writes them,
// src/lib/search/pagefind.ts asks by them): the filters and the orders each record carries.
// Browser-safe.
import type { SortKey } from '../shop/query.ts';

/**
 * The shop's facets, plus what Pagefind's separate filters cannot say alone: `variant` ("black m",
 * a colour and a size sold together, with stock: the shop filters on one variant at a time) and
 * `price` (the price after discount, each price a value, so a range is the prices within it).
 */
export const SEARCH_FILTERS = ['category', 'tag', 'color', 'size', 'variant', 'price'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** The shop's orders other than relevance (Pagefind's own), and the popular products a query that matched nothing offers. */
export const SEARCH_SORTS = ['price-asc', 'price-desc', 'newest', 'rating', 'popular'] as const satisfies readonly (Exclude<SortKey, 'default'> | 'popular')[];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const variantValue = (color: string, size: string): string => `${color} ${size}`;

/** A variant value's colour and size. */
export function variantParts(value: string): [color: string, size: string] {
  const at = value.lastIndexOf(' ');
  return [value.slice(0, at), value.slice(at + 1)];
}

export const priceValue = (aed: number): string => aed.toFixed(2);
