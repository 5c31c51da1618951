// The search page's state: the query in the URL (its words, filters, sort and page, so a link, a
// reload or Back shows the same), the products Pagefind matches for the words (typos corrected and
// English put into the page's language first), and the catalogue index that draws, filters and
// sorts them with the shop's own functions. The index and Pagefind start loading at once, before
// the first query needs them.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueIndex } from '../../lib/catalogue/catalogue-index.ts';
import { loadCatalogueIndex } from '../../lib/catalogue-client.ts';
import { CATEGORIES } from '../../lib/catalogue/constants.ts';
import type { Locale } from '../../lib/locale.ts';
import { fold, type SearchEntry } from '../../lib/search/fuzzy.ts';
import { matchingIds, prepareSearch } from '../../lib/search/pagefind.ts';
import { rankMatches, type LabelOf } from '../../lib/search/rank.ts';
import { variantsByProduct, type CardVariant } from '../../lib/shop/card.ts';
import { FACET_KEYS, applySearchQuery, facetCounts, facetValuesOf, paginate, type FacetCounts, type FacetKey } from '../../lib/shop/filter.ts';
import { EMPTY_QUERY, chosenFilterCount, parseShopQuery, shopQueryString, type ShopQuery } from '../../lib/shop/query.ts';
import { loadSpeller } from '../../scripts/search-words.ts';

/** What the index answered for one query's words. */
export interface SearchMatches {
  /** The words as the shopper typed them. */
  q: string;
  /** The words searched: typos corrected, in the page's language. */
  searched: string;
  ids: string[];
  /** For a query that matches nothing: the names and categories genuinely near its words. */
  nearest: SearchEntry[];
}

const NO_COUNTS: FacetCounts = { category: {}, color: {}, size: {}, tag: {} };

async function findMatches(q: string): Promise<SearchMatches> {
  const words = await loadSpeller().catch(() => null);
  const searched = words ? words.inPageWords(words.correct(q)) : q;
  const ids = await matchingIds(searched);
  return { q, searched, ids, nearest: ids.length === 0 ? (words?.suggestions(q) ?? []) : [] };
}

/** Whether the searched words differ from the typed ones (a correction the page says it made). */
export const corrected = (matches: SearchMatches): boolean => fold(matches.searched) !== fold(matches.q);

/** `labelOf` names a category or tag in the page's language, for the order of the matches. */
export function useSearchState(locale: Locale, labelOf: LabelOf) {
  const [query, setQuery] = useState<ShopQuery>(EMPTY_QUERY);
  const [catalogue, setCatalogue] = useState<CatalogueIndex | null>(null);
  const [matches, setMatches] = useState<SearchMatches | null>(null);
  const [failed, setFailed] = useState(false);
  /** Whether the URL has been read: before, the island is the build's (no words). */
  const [read, setRead] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    prepareSearch();
    const readUrl = () => setQuery(parseShopQuery(window.location.search));
    readUrl();
    setRead(true);
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadCatalogueIndex(locale).then(
      (index) => !cancelled && setCatalogue(index),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  // Only the latest words may answer: an earlier search still arriving is dropped.
  useEffect(() => {
    if (!query.q) return setMatches(null);
    let cancelled = false;
    setFailed(false);
    findMatches(query.q).then(
      (found) => !cancelled && setMatches(found),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [query.q]);

  const current = matches && matches.q === query.q ? matches : null;
  const ranked = useMemo(() => (current && catalogue ? rankMatches(catalogue.products, current.ids, current.searched, labelOf) : null), [current, catalogue, labelOf]);
  const page = useMemo(() => (ranked ? applySearchQuery(ranked, query) : paginate([], 1)), [ranked, query]);
  const counts = useMemo(() => (ranked ? facetCounts(ranked, { ...query, q: '' }) : NO_COUNTS), [ranked, query]);
  // The options the results have at all: the others, a search for shaylas has no use for (Furniture).
  const inResults = useMemo(() => {
    const values = facetValuesOf(ranked ?? [], CATEGORIES);
    return Object.fromEntries(FACET_KEYS.map((key) => [key, new Set(values[key])])) as Record<FacetKey, Set<string>>;
  }, [ranked]);
  const variants = useMemo(() => (catalogue ? variantsByProduct(catalogue.variants) : new Map<string, CardVariant[]>()), [catalogue]);

  // New markup carries AED amounts: let the page's price script convert them to the chosen currency.
  useEffect(() => {
    resultsRef.current?.dispatchEvent(new Event('prices:render', { bubbles: true }));
  }, [page]);

  const go = (next: ShopQuery) => {
    const pageChanged = next.page !== query.page;
    window.history.pushState(null, '', `${window.location.pathname}${shopQueryString(next)}`);
    setQuery(next);
    if (pageChanged) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return {
    query,
    go,
    page,
    counts,
    // The words are the page's own subject, not a filter the shopper chose beside them.
    chosen: chosenFilterCount({ ...query, q: '' }),
    loading: Boolean(query.q) && !failed && (!current || !catalogue),
    failed,
    read,
    matches: current,
    total: ranked?.length ?? 0,
    inResults,
    catalogue,
    variants,
    resultsRef,
  };
}
