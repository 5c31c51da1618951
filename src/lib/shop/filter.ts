// Filtering, sorting and paging the catalogue index. Pure: the build renders the first page with
// these functions and the filter island re-runs the very same ones in the browser.
import type { IndexedProduct } from '../catalogue/catalogue-index.ts';
import { COLORS, SIZES } from '../catalogue/constants.ts';
import { PER_PAGE, type ShopQuery, type SortKey } from './query.ts';

export type ShopItem = Pick<
  IndexedProduct,
  'id' | 'name' | 'salePrice' | 'rating' | 'new' | 'order' | 'category' | 'tag' | 'colors' | 'sizes' | 'shortDescription'
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

export function matchesShopQuery(item: ShopItem, query: ShopQuery): boolean {
  if (query.category && !item.category.includes(query.category)) return false;
  if (query.color && !item.colors.includes(query.color)) return false;
  if (query.size && !item.sizes.includes(query.size)) return false;
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

export interface Facet {
  value: string;
  count: number;
}

export interface Facets {
  categories: Facet[];
  colors: Facet[];
  sizes: Facet[];
  tags: Facet[];
}

function count(values: Iterable<string>, into: Map<string, number>): void {
  for (const value of values) into.set(value, (into.get(value) ?? 0) + 1);
}

/** How many products carry each category, colour, size and tag; vocabularies keep their own order. */
export function facetsOf(items: readonly ShopItem[], categoryOrder: readonly string[]): Facets {
  const categories = new Map<string, number>();
  const colors = new Map<string, number>();
  const sizes = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const item of items) {
    count(new Set(item.category), categories);
    count(new Set(item.colors), colors);
    count(new Set(item.sizes), sizes);
    count(new Set(item.tag), tags);
  }
  const ordered = (order: readonly string[], counts: Map<string, number>): Facet[] =>
    order.filter((value) => counts.has(value)).map((value) => ({ value, count: counts.get(value)! }));
  return {
    categories: ordered(categoryOrder, categories),
    colors: ordered(COLORS, colors),
    sizes: ordered(SIZES, sizes),
    tags: [...tags].map(([value, n]) => ({ value, count: n })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  };
}
