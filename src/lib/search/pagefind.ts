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
  /** Another instance of the index, with its own loaded chunks (its own filters, or none). */
  createInstance(): Pagefind;
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
/** And the instance it started for results (`loadResults`). */
export const STARTED_RESULTS = '__startedResults';

let pagefind: Promise<Pagefind> | undefined;
let results: Promise<Pagefind> | undefined;
let filters: Promise<FilterCounts> | undefined;

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
  filters ??= loadPagefind().then((index) => index.filters());
  filters.catch(() => (filters = undefined));
  return filters;
}

/**
 * A second instance for the results and their order, which never loads the filters it does not
 * use: a search counts every loaded filter's options, which at ×70 costs several times the search
 * itself, so the results do not wait on the counts (the counting instance answers those beside).
 */
function loadResults(): Promise<Pagefind> {
  const started = (window as unknown as Record<string, Promise<Pagefind> | undefined>)[STARTED_RESULTS];
  results ??=
    started ??
    loadPagefind().then(async (index) => {
      const instance = index.createInstance();
      await instance.init();
      return instance;
    });
  results.catch(() => (results = undefined));
  return results;
}

/** Starts loading the index before the first query, so results wait on nothing but the query. */
export function prepareSearch(): void {
  void loadFilters().catch(() => undefined);
  void loadResults().catch(() => undefined);
}

/** Every option of each filter the index has (the prices a range can take among them). */
export const indexOptions = (): Promise<FilterCounts> => loadFilters();

/** The index's results for the words (null: every product), in the options' order; counts of the filters used only. */
export async function searchIndex(words: string | null, options: SearchOptions = {}): Promise<PagefindAnswer> {
  return (await loadResults()).search(words, options);
}

/** The index's answer with every filter's counts (once their chunks are in). */
export async function countIndex(words: string, options: SearchOptions = {}): Promise<PagefindAnswer> {
  await loadFilters();
  return (await loadPagefind()).search(words, options);
}

/** Fetches the index chunks a search for these words will need (while the shopper types), into both instances. */
export async function preloadSearch(words: string): Promise<void> {
  await Promise.all([(await loadPagefind()).preload(words), (await loadResults()).preload(words)]);
}

/** The product ids of these results, from their fragments (fetched at once). */
export async function resultIds(results: readonly PagefindResult[]): Promise<string[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(({ meta }, i) => {
    if (!meta.id) throw new Error(`Search result ${results[i]!.id} names no product`);
    return meta.id;
  });
}
