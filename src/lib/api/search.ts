// The product search (GET /api/search: src/server/routes/search.ts) and the header's suggestions
// (GET /api/search/suggest), answered by the server from the live catalogue. The search page's
// <head> script may have asked the address's query already (src/build/search-start.ts): its reply
// is taken once, instead of asking again.
import type { Locale } from '../locale.ts';
import type { SearchReply } from '../search/engine.ts';
import type { SearchEntry } from '../search/fuzzy.ts';
import { shopQueryString, type ShopQuery } from '../shop/query.ts';
import { call, type ApiQuery } from './client.ts';
import { request, type ApiResult } from './client-core.ts';
import { STARTED_SEARCH, type StartedSearch } from './started-requests.ts';
import type { ApiReply } from './types.ts';

const TIMEOUT_MS = 10_000;

const isReply = (data: unknown): data is SearchReply => {
  const reply = data as Partial<SearchReply> | null;
  return typeof reply?.matched === 'number' && Array.isArray(reply.page?.items) && typeof reply.counts === 'object' && typeof reply.variants === 'object';
};

const replyOf = (result: ApiResult<ApiReply<unknown>>): ApiResult<SearchReply> =>
  !result.ok ? result : isReply(result.data.data) ? { ok: true, data: result.data.data } : { ok: false, error: { status: 200, code: 'unexpected_reply' } };

/** The started search for this address's query string, taken once (undefined when there is none for it). */
function takeStarted(search: string): Promise<Response> | undefined {
  const global = globalThis as unknown as Record<string, StartedSearch | undefined>;
  const started = global[STARTED_SEARCH];
  global[STARTED_SEARCH] = undefined;
  return started?.search === search ? started.response : undefined;
}

/** The server's answer for the query (its view aside) in the locale. */
export async function fetchSearch(locale: Locale, query: ShopQuery, addressSearch?: string): Promise<ApiResult<SearchReply>> {
  const started = addressSearch === undefined ? undefined : takeStarted(addressSearch);
  if (started) {
    const result = replyOf(await request<ApiReply<unknown>>('', {}, () => started));
    // A query the address spells oddly (a sort that is not one) is refused as it stands: asked again as the page reads it.
    if (result.ok) return result;
  }
  const params: ApiQuery = { locale, ...Object.fromEntries(new URLSearchParams(shopQueryString({ ...query, view: null }))) };
  return replyOf(await call<ApiReply<unknown>>('/search', { query: params, timeout: TIMEOUT_MS }));
}

/** What the header's box suggests for the words typed so far (none on any failure). */
export async function fetchSuggestions(locale: Locale, q: string): Promise<SearchEntry[]> {
  const result = await call<ApiReply<unknown>>('/search/suggest', { query: { locale, q }, timeout: TIMEOUT_MS, retry: 0 });
  const entries = result.ok ? result.data.data : null;
  return Array.isArray(entries) ? entries.filter((entry): entry is SearchEntry => typeof entry?.label === 'string' && typeof entry.href === 'string') : [];
}
