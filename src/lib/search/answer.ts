// One search page's answer in the browser: the server's (src/lib/api/search.ts, answered by
// ./engine.ts from the live catalogue) for the page's query, in the page's locale, with the sets
// and maps the page reads. The address's query was asked by the page's <head> script, before React.
import { fetchSearch } from '../api/search.ts';
import { pageLocale } from '../locale.ts';
import type { CardVariant, ShopCard } from '../shop/card.ts';
import { FACET_KEYS, type FacetCounts, type FacetKey, type ShopPage } from '../shop/filter.ts';
import { parseShopQuery, shopQueryString, type ShopQuery } from '../shop/query.ts';
import type { SearchReply } from './engine.ts';
import { fold, type SearchEntry } from './fuzzy.ts';

export interface SearchAnswer {
  /** The query it answers (its view aside): `answerKey`. */
  key: string;
  q: string;
  searched: string;
  matched: number;
  /** The colour the words name, whose picture the cards show. */
  color: string | null;
  page: ShopPage<ShopCard>;
  counts: FacetCounts;
  inResults: Record<FacetKey, Set<string>>;
  variants: Map<string, CardVariant[]>;
  nearest: SearchEntry[];
  popular: ShopCard[];
}

/** What an answer is for: the query but its view, which changes nothing asked. */
export const answerKey = (query: ShopQuery): string => shopQueryString({ ...query, view: null });

/** Whether the searched words differ from the typed ones (a correction the page says it made). */
export const corrected = (answer: Pick<SearchAnswer, 'q' | 'searched'>): boolean => fold(answer.searched) !== fold(answer.q);

const answerOf = (query: ShopQuery, reply: SearchReply): SearchAnswer => ({
  ...reply,
  key: answerKey(query),
  inResults: Object.fromEntries(FACET_KEYS.map((key) => [key, new Set(reply.inResults[key])])) as Record<FacetKey, Set<string>>,
  variants: new Map(Object.entries(reply.variants)),
});

/** The answer for the query; `addressSearch`, the address's query string when the query is the address's own. */
export async function answerSearch(query: ShopQuery, addressSearch?: string): Promise<SearchAnswer> {
  const result = await fetchSearch(pageLocale(), query, addressSearch);
  if (!result.ok) throw new Error(`search failed: ${result.error.status ?? ''} ${result.error.code}`);
  return answerOf(query, result.data);
}

let first: { key: string; answer: Promise<SearchAnswer> } | undefined;

/** Takes over the address's query the <head> script asked, as the island's module runs (before React hydrates it). */
export function startFirstAnswer(): void {
  const query = parseShopQuery(window.location.search);
  if (!query.q) return;
  const answer = answerSearch(query, window.location.search);
  answer.catch(() => undefined);
  first = { key: answerKey(query), answer };
}

/** The answer the page started for this query, taken once; else undefined. */
export function takeFirstAnswer(query: ShopQuery): Promise<SearchAnswer> | undefined {
  if (first?.key !== answerKey(query)) return undefined;
  const { answer } = first;
  first = undefined;
  return answer;
}
