// One search page's answer in the browser: the server's (./engine.ts, from the live catalogue), in
// the page that it rendered for the address's query or through the API for the next ones
// (src/lib/api/search.ts), with the sets and maps the page reads.
import { fetchSearch } from '../api/search.ts';
import { pageLocale } from '../locale.ts';
import type { CardVariant } from '../shop/card.ts';
import { FACET_KEYS, type FacetKey } from '../shop/filter.ts';
import { shopQueryString, type ShopQuery } from '../shop/query.ts';
import type { SearchReply } from './engine.ts';
import { fold } from './fuzzy.ts';

/** The server's reply with the sets and maps the page reads. */
export interface SearchAnswer extends Omit<SearchReply, 'inResults' | 'variants'> {
  /** The query it answers (its view aside): `answerKey`. */
  key: string;
  inResults: Record<FacetKey, Set<string>>;
  variants: Map<string, CardVariant[]>;
}

/** What an answer is for: the query but its view, which changes nothing asked. */
export const answerKey = (query: ShopQuery): string => shopQueryString({ ...query, view: null });

/** Whether the searched words differ from the typed ones (a correction the page says it made). */
export const corrected = (answer: Pick<SearchAnswer, 'q' | 'searched'>): boolean => fold(answer.searched) !== fold(answer.q);

/** The page's answer from the server's reply to the query. */
export const answerOf = (query: ShopQuery, reply: SearchReply): SearchAnswer => ({
  ...reply,
  key: answerKey(query),
  inResults: Object.fromEntries(FACET_KEYS.map((key) => [key, new Set(reply.inResults[key])])) as Record<FacetKey, Set<string>>,
  variants: new Map(Object.entries(reply.variants)),
});

/** The server's answer for the query, in the page's locale. */
export async function answerSearch(query: ShopQuery): Promise<SearchAnswer> {
  const result = await fetchSearch(pageLocale(), query);
  if (!result.ok) throw new Error(`search failed: ${result.error.status ?? ''} ${result.error.code}`);
  return answerOf(query, result.data);
}
