// Browser side of the product search index (src/build/search-index.ts: Pagefind, one index per
// language, one record per product). Pagefind answers which products match, in which order, and
// how many each filter's option would list; a result's fragment holds the product's id (its
// metadata), fetched only for the results a page shows.

/** Per filter, option → how many results. */
export type FilterCounts = Record<string, Record<string, number>>;

/** A filter's one value, or any of several (a price range: the prices within it). */
export type IndexFilters = Record<string, string | { any: string[] }>;

export interface ResultData {
  url: string;
  meta: { id?: string };
}

export interface PagefindResult {
  id: string;
  data(): Promise<ResultData>;
}

export interface PagefindAnswer {
  results: PagefindResult[];
  /** How many the words match, filters aside. */
  unfilteredResultCount: number;
  /** Each option's count within the filtered results. */
  filters: FilterCounts;
  /** Each option's count within the words' results, filters aside. */
  totalFilters: FilterCounts;
}

export interface SearchOptions {
  filters?: IndexFilters;
  sort?: Record<string, 'asc' | 'desc'>;
}

interface Pagefind {
  init(): Promise<void>;
  /** Null words: every record, filtered and sorted. */
  search(term: string | null, options?: SearchOptions): Promise<PagefindAnswer>;
  /** Every filter's options across the index; loads the filters, without which a search counts none. */
  filters(): Promise<FilterCounts>;
  /** Loads the index chunks a search for the term will need, without searching. */
  preload(term: string): Promise<void>;
}

// A runtime URL, not a module of the build: the search index is written after Astro has built the site.
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Where the page's <head> script (src/build/search-start.ts) leaves the Pagefind it started. */
export const STARTED_SEARCH = '__startedSearch';

let pagefind: Promise<Pagefind> | undefined;
let filters: Promise<FilterCounts> | undefined;
let filtersIn = false;

/** Pagefind's script and WebAssembly, started once per page: by the page's <head> script when the address has words, else by whichever asks first. */
function loadPagefind(): Promise<Pagefind> {
  const started = (window as unknown as Record<string, Promise<Pagefind> | undefined>)[STARTED_SEARCH];
  pagefind ??=
    started ??
    import(/* @vite-ignore */ PAGEFIND_URL).then(async (index: Pagefind) => {
      // In its worker: its WebAssembly and searches keep off the thread that draws the page.
      await index.init();
      return index;
    });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/**
 * Every filter's chunks, loaded beside the first search rather than before it: a search finds and
 * orders its results with the chunks of the filters it uses, but counts only the loaded ones.
 */
function loadFilters(): Promise<FilterCounts> {
  filters ??= loadPagefind().then(async (index) => {
    const options = await index.filters();
    filtersIn = true;
    return options;
  });
  filters.catch(() => (filters = undefined));
  return filters;
}

/** Starts loading the index before the first query, so results wait on nothing but the query. */
export function prepareSearch(): void {
  void loadFilters().catch(() => undefined);
}

/** Whether every filter's chunks are in: a search then counts every filter's options. */
export const filtersLoaded = (): boolean => filtersIn;

/** Every option of each filter the index has (the prices a range can take among them). */
export const indexOptions = (): Promise<FilterCounts> => loadFilters();

/**
 * The index's answer for the words (null: every product); `counted`, with every filter's counts
 * (once their chunks are in), else those of the filters it uses only.
 */
export async function searchIndex(words: string | null, options: SearchOptions = {}, counted = false): Promise<PagefindAnswer> {
  if (counted) await loadFilters();
  return (await loadPagefind()).search(words, options);
}

/** Fetches the index chunks a search for these words will need (while the shopper types). */
export async function preloadSearch(words: string): Promise<void> {
  await (await loadPagefind()).preload(words);
}

/** The product ids of these results, from their fragments (fetched at once). */
export async function resultIds(results: readonly PagefindResult[]): Promise<string[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(({ meta }, i) => {
    if (!meta.id) throw new Error(`Search result ${results[i]!.id} names no product`);
    return meta.id;
  });
}
