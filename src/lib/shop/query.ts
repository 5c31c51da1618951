// The shop's view state as it lives in the URL query, so a link reproduces exactly what a shopper
// sees. Pure and browser-safe: the build, the filter island and the tests share it.

export const SORT_KEYS = ['default', 'price-desc', 'price-asc', 'newest', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const VIEWS = ['grid', 'list'] as const;
export type View = (typeof VIEWS)[number];

export const PER_PAGE = 12;

export interface ShopQuery {
  category: string | null;
  color: string | null;
  size: string | null;
  tag: string | null;
  /** Free text matched against name, description, categories and tags. */
  q: string;
  /** Price bounds in AED, compared with the price after discount. */
  min: number | null;
  max: number | null;
  sort: SortKey;
  page: number;
  /** Null means the layout's own view. */
  view: View | null;
}

export const EMPTY_QUERY: ShopQuery = Object.freeze({
  category: null,
  color: null,
  size: null,
  tag: null,
  q: '',
  min: null,
  max: null,
  sort: 'default',
  page: 1,
  view: null,
});

// URL values come from anyone: keep them short and lower-case, so "Black" and "black" match.
const word = (value: string | null): string | null => {
  const clean = (value ?? '').trim().toLowerCase().slice(0, 60);
  return clean === '' ? null : clean;
};

const amount = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function parseShopQuery(input: URLSearchParams | string): ShopQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sort = params.get('sort');
  const view = params.get('view');
  const page = Number(params.get('page'));
  return {
    category: word(params.get('category')),
    color: word(params.get('color')),
    size: word(params.get('size')),
    tag: word(params.get('tag')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    min: amount(params.get('min')),
    max: amount(params.get('max')),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'default',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    view: (VIEWS as readonly string[]).includes(view ?? '') ? (view as View) : null,
  };
}

/** '?category=abaya&page=2', leaving out defaults; '' for the unfiltered first page. */
export function shopQueryString(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.color) params.set('color', query.color);
  if (query.size) params.set('size', query.size);
  if (query.tag) params.set('tag', query.tag);
  if (query.q) params.set('q', query.q);
  if (query.min !== null) params.set('min', String(query.min));
  if (query.max !== null) params.set('max', String(query.max));
  if (query.sort !== 'default') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.view) params.set('view', query.view);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new query with the change applied; any change other than the page itself returns to page 1. */
export function updateShopQuery(query: ShopQuery, change: Partial<ShopQuery>): ShopQuery {
  return { ...query, page: 1, ...change };
}

const FILTER_KEYS = ['category', 'color', 'size', 'tag', 'q', 'min', 'max'] as const satisfies readonly (keyof ShopQuery)[];

/** True when some filter narrows the products (sorting, paging and the view do not). */
export function hasFilters(query: ShopQuery): boolean {
  return FILTER_KEYS.some((key) => query[key] !== EMPTY_QUERY[key]);
}

/** How many filters the shopper chose beyond the page's own (a price range counts once). */
export function chosenFilterCount(query: ShopQuery, base: ShopQuery = EMPTY_QUERY): number {
  const narrowed = (key: (typeof FILTER_KEYS)[number]) => query[key] !== base[key];
  const others = FILTER_KEYS.filter((key) => key !== 'min' && key !== 'max' && narrowed(key)).length;
  return others + (narrowed('min') || narrowed('max') ? 1 : 0);
}

/**
 * True when the build's static first page already shows what the query asks for (the view aside):
 * the page's own filters (none, or a category page's), default order, first page.
 */
export function isStaticView(query: ShopQuery, base: ShopQuery = EMPTY_QUERY): boolean {
  return FILTER_KEYS.every((key) => query[key] === base[key]) && query.sort === 'default' && query.page === 1;
}

/** The query without its filters, keeping the sort and the view. */
export function clearFilters(query: ShopQuery): ShopQuery {
  return { ...EMPTY_QUERY, sort: query.sort, view: query.view };
}
