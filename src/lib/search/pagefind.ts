// Browser side of the product search index (src/build/search-index.ts: Pagefind, one index per
// language, one record per product). Pagefind answers which products match, in which order, and
// how many each filter's option would list; a result's fragment holds the product's id, name and
// card picture (its metadata), fetched only for the results a page shows.

/** Per filter, option → how many results. */
export type FilterCounts = Record<string, Record<string, number>>;

/** A filter's one value, or any of several (a price range: the prices within it). */
export type IndexFilters = Record<string, string | { any: string[] }>;

export interface ResultData {
  url: string;
  meta: { id?: string; title?: string; image?: string };
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

let pagefind: Promise<{ index: Pagefind; options: FilterCounts }> | undefined;

/** Pagefind's script, WebAssembly and filters, started once per page by whichever asks first. */
function loadPagefind(): Promise<{ index: Pagefind; options: FilterCounts }> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (index: Pagefind) => {
    await index.init();
    return { index, options: await index.filters() };
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** Starts loading the index before the first query, so results wait on nothing but the query. */
export function prepareSearch(): void {
  void loadPagefind().catch(() => undefined);
}

/** Every option of each filter the index has (the prices a range can take among them). */
export async function indexOptions(): Promise<FilterCounts> {
  return (await loadPagefind()).options;
}

/** The index's answer for the words (null: every product). */
export async function searchIndex(words: string | null, options: SearchOptions = {}): Promise<PagefindAnswer> {
  return (await loadPagefind()).index.search(words, options);
}

/** Fetches the index chunks a search for these words will need (while the shopper types). */
export async function preloadSearch(words: string): Promise<void> {
  await (await loadPagefind()).index.preload(words);
}

/** The product ids of these results, from their fragments (fetched at once). */
export async function resultIds(results: readonly PagefindResult[]): Promise<string[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((fragment, i) => {
    if (!fragment.meta.id) throw new Error(`Search result ${results[i]!.id} names no product`);
    return fragment.meta.id;
  });
}
