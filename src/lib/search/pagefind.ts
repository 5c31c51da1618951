// Browser side of the product search index that Pagefind builds with the site (one per language,
// of the canonical product pages only). Each product page carries its id as the filter `id`
// (components/product/ProductPage.astro), so one search answers every matching product's id
// through the filter's counts, without fetching a result fragment per product.

interface Pagefind {
  init(): Promise<void>;
  search(term: string): Promise<{ results: unknown[]; filters: Record<string, Record<string, number>> }>;
  /** Every filter's values; loads the filters, without which a search answers no filter counts. */
  filters(): Promise<Record<string, Record<string, number>>>;
  /** Loads the index chunks a search for the term will need, without searching. */
  preload(term: string): Promise<void>;
}

// A runtime URL, not a module of the build: Pagefind writes it after Astro has built the site.
export const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's script and WebAssembly, started once per page by whichever asks first. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.init();
    await module.filters();
    return module;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** Starts loading the index before the first query, so results wait on nothing but the query. */
export function prepareSearch(): void {
  void loadPagefind().catch(() => undefined);
}

/** The ids of the products whose page (in the page's language) matches the words. */
export async function matchingIds(words: string): Promise<string[]> {
  const search = await (await loadPagefind()).search(words);
  return Object.entries(search.filters.id ?? {})
    .filter(([, count]) => count > 0)
    .map(([id]) => id);
}

/** Fetches the index chunks a search for these words will need (while the shopper types). */
export async function preloadSearch(words: string): Promise<void> {
  await (await loadPagefind()).preload(words);
}
