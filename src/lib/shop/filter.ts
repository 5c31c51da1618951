// Filtering, sorting and paging the catalogue index. Pure: the build renders the first page with
// these functions and the filter island re-runs the very same ones in the browser.
import type { IndexedProduct } from '../catalogue/catalogue-index.ts';
import { COLORS, SIZES } from '../catalogue/constants.ts';
import { EMPTY_QUERY, PER_PAGE, type ShopQuery, type SortKey } from './query.ts';

export type ShopItem = Pick<
  IndexedProduct,
  'id' | 'name' | 'salePrice' | 'rating' | 'new' | 'order' | 'category' | 'tag' | 'colors' | 'sizes' | 'stocked' | 'shortDescription'
>;

/** Lower-case without accents, so "eté" finds "Été" and "kleid" finds "Kleid". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchesText(item: ShopItem, q: string): boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([item.name, item.shortDescription, ...item.category, ...item.tag].join(' '));
  return words.every((w) => haystack.includes(w));
}

/**
 * Colour and size are one choice of a variant: Black + M needs a black variant in size M with stock,
 * not some black variant and some variant in M. A product sold without variants has no colour or size,
 * so either filter leaves it out; its own `stock` only marks its card "Out of stock". With neither
 * chosen, every product is listed, sold out or not.
 */
function hasStockedVariant(item: ShopItem, color: string | null, size: string | null): boolean {
  if (color === null && size === null) return true;
  return item.stocked.some(([c, s]) => (color === null || c === color) && (size === null || s === size));
}

export function matchesShopQuery(item: ShopItem, query: ShopQuery): boolean {
  if (query.category && !item.category.includes(query.category)) return false;
  if (!hasStockedVariant(item, query.color, query.size)) return false;
  if (query.tag && !item.tag.includes(query.tag)) return false;
  if (query.min !== null && item.salePrice < query.min) return false;
  if (query.max !== null && item.salePrice > query.max) return false;
  return matchesText(item, query.q);
}

export function filterProducts<T extends ShopItem>(items: readonly T[], query: ShopQuery): T[] {
  return items.filter((item) => matchesShopQuery(item, query));
}

const byOrder = (a: ShopItem, b: ShopItem) => a.order - b.order;
const comparators: Record<SortKey, (a: ShopItem, b: ShopItem) => number> = {
  default: byOrder,
  'price-desc': (a, b) => b.salePrice - a.salePrice || byOrder(a, b),
  'price-asc': (a, b) => a.salePrice - b.salePrice || byOrder(a, b),
  // Products flagged new first, then the catalogue's newest order (higher is newer).
  newest: (a, b) => Number(b.new) - Number(a.new) || b.order - a.order,
  rating: (a, b) => b.rating - a.rating || byOrder(a, b),
};

/** A sorted copy; ties keep the catalogue order, so every sort is stable and repeatable. */
export function sortProducts<T extends ShopItem>(items: readonly T[], sort: SortKey): T[] {
  return [...items].sort(comparators[sort]);
}

export interface ShopPage<T> {
  items: T[];
  /** The page shown, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 when there are none). */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, perPage = PER_PAGE): ShopPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const shown = items.slice(start, start + perPage);
  return { items: shown, page: current, pageCount, total, from: shown.length ? start + 1 : 0, to: start + shown.length };
}

export function applyShopQuery<T extends ShopItem>(items: readonly T[], query: ShopQuery, perPage = PER_PAGE): ShopPage<T> {
  return paginate(sortProducts(filterProducts(items, query), query.sort), query.page, perPage);
}

/** Page numbers to show around the current one; null stands for a gap ("…"). */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/** The filters a shopper picks from a list of options. */
export const FACET_KEYS = ['category', 'color', 'size', 'tag'] as const satisfies readonly (keyof ShopQuery)[];
export type FacetKey = (typeof FACET_KEYS)[number];

/** Each facet's options in the order the lists show them: vocabularies in their own order, tags most used first. */
export type FacetValues = Record<FacetKey, string[]>;

/** Per facet, option → how many products the shopper would get by choosing it. */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

/** Every value the catalogue uses, for the option lists (built once, so options never come and go). */
export function facetValuesOf(items: readonly ShopItem[], categoryOrder: readonly string[]): FacetValues {
  const used = (values: (item: ShopItem) => readonly string[]) => new Set(items.flatMap(values));
  const tagUse = new Map<string, number>();
  for (const item of items) for (const tag of new Set(item.tag)) tagUse.set(tag, (tagUse.get(tag) ?? 0) + 1);
  const categories = used((item) => item.category);
  const colors = used((item) => item.colors);
  const sizes = used((item) => item.sizes);
  return {
    category: categoryOrder.filter((value) => categories.has(value)),
    color: COLORS.filter((value) => colors.has(value)),
    size: SIZES.filter((value) => sizes.has(value)),
    tag: [...tagUse].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value),
  };
}

/** The values of one facet a product would be listed under, given the query's other choices. */
const valuesFor: Record<FacetKey, (item: ShopItem, query: ShopQuery) => Iterable<string>> = {
  category: (item) => new Set(item.category),
  tag: (item) => new Set(item.tag),
  color: (item, query) => new Set(item.stocked.filter(([, s]) => query.size === null || s === query.size).map(([c]) => c)),
  size: (item, query) => new Set(item.stocked.filter(([c]) => query.color === null || c === query.color).map(([, s]) => s)),
};

/**
 * Faceted counts: an option's count is the number of results the shopper would get by choosing it,
 * that is with every other filter in force and this facet's own choice replaced. So the chosen colour
 * does not zero the other colours, and a colour's count already follows the chosen size, variant by variant.
 * A listing with a `scope` of its own (a category page: tag 'shayla') counts within it only, its own
 * facet included: on /category/shaylas every count is of shaylas, never the whole shop's.
 */
export function facetCounts(items: readonly ShopItem[], query: ShopQuery, scope: Partial<ShopQuery> = {}): FacetCounts {
  const within = Object.keys(scope).length > 0 ? items.filter((item) => matchesShopQuery(item, { ...EMPTY_QUERY, ...scope })) : items;
  const counts = {} as FacetCounts;
  for (const key of FACET_KEYS) {
    const others: ShopQuery = { ...query, [key]: null };
    const tally: Record<string, number> = {};
    for (const item of within) {
      if (!matchesShopQuery(item, others)) continue;
      for (const value of valuesFor[key](item, others)) tally[value] = (tally[value] ?? 0) + 1;
    }
    counts[key] = tally;
  }
  return counts;
}
