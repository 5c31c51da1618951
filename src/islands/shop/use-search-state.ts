// The search page's state: the query in the URL (its words, filters, sort and page, so a link, a
// reload or Back shows the same), and the server's answer for it (src/lib/search/answer.ts): the
// page of results shown, with their cards and each filter's counts. An answer keeps showing while
// the next one is asked (the listing says it is busy), and only the latest query's answer is
// taken. The address's query was asked before React arrived (src/build/search-start.ts).
import { useEffect, useRef, useState } from 'react';
import { answerKey, answerSearch, takeFirstAnswer, type SearchAnswer } from '../../lib/search/answer.ts';
import { paginate, type FacetCounts, type FacetKey } from '../../lib/shop/filter.ts';
import { EMPTY_QUERY, chosenFilterCount, parseShopQuery, shopQueryString, type ShopQuery } from '../../lib/shop/query.ts';

const NO_COUNTS: FacetCounts = { category: {}, color: {}, size: {}, tag: {} };
const NO_OPTIONS: Record<FacetKey, Set<string>> = { category: new Set(), color: new Set(), size: new Set(), tag: new Set() };

export function useSearchState() {
  const [query, setQuery] = useState<ShopQuery>(EMPTY_QUERY);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  /** Whether the URL has been read: before, the island is the build's (no words). */
  const [read, setRead] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const readUrl = () => setQuery(parseShopQuery(window.location.search));
    readUrl();
    setRead(true);
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, []);

  const key = answerKey(query);
  // Only the latest query may answer: an earlier one still arriving is dropped.
  useEffect(() => {
    if (!read || !query.q) return setAnswer(null);
    let cancelled = false;
    setFailed(false);
    // The address's query the page's script asked already: taken over, not asked again.
    const fail = () => !cancelled && setFailed(true);
    (takeFirstAnswer(query) ?? answerSearch(query)).then((found) => !cancelled && setAnswer(found), fail);
    return () => {
      cancelled = true;
    };
    // The key is the query but its view, which asks nothing new.
  }, [read, key]);

  const current = answer && answer.q === query.q ? answer : null;
  const page = current?.page ?? paginate([], 1);

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
    counts: current?.counts ?? NO_COUNTS,
    // The words are the page's own subject, not a filter the shopper chose beside them.
    chosen: chosenFilterCount({ ...query, q: '' }),
    loading: Boolean(query.q) && !failed && answer?.key !== key,
    failed,
    read,
    answer: current,
    inResults: current?.inResults ?? NO_OPTIONS,
    resultsRef,
  };
}
