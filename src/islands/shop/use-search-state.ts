// The search page's state: the query in the URL (its words, filters, sort and page, so a link, a
// reload or Back shows the same), and the server's answer for it (src/lib/search/answer.ts): the
// page of results shown, with their cards and each filter's counts. The address's query comes
// answered with the page (`initial`); an answer keeps showing while the next one is asked (the
// listing says it is busy), and only the latest query's answer is taken.
import { useEffect, useRef, useState } from 'react';
import { answerKey, answerOf, answerSearch, type SearchAnswer } from '../../lib/search/answer.ts';
import type { SearchReply } from '../../lib/search/engine.ts';
import { paginate, type FacetCounts, type FacetKey } from '../../lib/shop/filter.ts';
import { chosenFilterCount, parseShopQuery, shopQueryString, type ShopQuery } from '../../lib/shop/query.ts';

const NO_COUNTS: FacetCounts = { category: {}, color: {}, size: {}, tag: {} };
const NO_OPTIONS: Record<FacetKey, Set<string>> = { category: new Set(), color: new Set(), size: new Set(), tag: new Set() };

export function useSearchState(initial: { query: ShopQuery; reply: SearchReply | null }) {
  const [query, setQuery] = useState<ShopQuery>(initial.query);
  const [answer, setAnswer] = useState<SearchAnswer | null>(() => initial.reply && answerOf(initial.query, initial.reply));
  const [failed, setFailed] = useState(false);
  /** Whether the island has read the URL (its view too) since it hydrated. */
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
  const answered = useRef(answer?.key);
  answered.current = answer?.key;
  // Only the latest query may answer: an earlier one still arriving is dropped.
  useEffect(() => {
    if (!query.q) return setAnswer(null);
    // The page's own query came answered with it.
    if (answered.current === key) return;
    let cancelled = false;
    setFailed(false);
    const fail = () => !cancelled && setFailed(true);
    answerSearch(query).then((found) => !cancelled && setAnswer(found), fail);
    return () => {
      cancelled = true;
    };
    // The key is the query but its view, which asks nothing new.
  }, [key]);

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
