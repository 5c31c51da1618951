// The product search (GET /api/search: src/server/routes/search.ts) and the header's suggestions
// (GET /api/search/suggest), answered by the server from the live catalogue.
import type { Locale } from '../locale.ts';
import type { SearchReply } from '../search/engine.ts';
import type { SearchEntry } from '../search/fuzzy.ts';
import { shopQueryString, type ShopQuery } from '../shop/query.ts';
import { call, type ApiQuery } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply } from './types.ts';

const TIMEOUT_MS = 10_000;

const isReply = (data: unknown): data is SearchReply => {
  const reply = data as Partial<SearchReply> | null;
  return typeof reply?.matched === 'number' && Array.isArray(reply.page?.items) && typeof reply.counts === 'object' && typeof reply.variants === 'object';
};

const replyOf = (result: ApiResult<ApiReply<unknown>>): ApiResult<SearchReply> =>
  !result.ok ? result : isReply(result.data.data) ? { ok: true, data: result.data.data } : { ok: false, error: { status: 200, code: 'unexpected_reply' } };

/** The server's answer for the query (its view aside) in the locale. */
export async function fetchSearch(locale: Locale, query: ShopQuery): Promise<ApiResult<SearchReply>> {
  const params: ApiQuery = { locale, ...Object.fromEntries(new URLSearchParams(shopQueryString({ ...query, view: null }))) };
  return replyOf(await call<ApiReply<unknown>>('/search', { query: params, timeout: TIMEOUT_MS }));
}

/** What the header's box suggests for the words typed so far (none on any failure). */
export async function fetchSuggestions(locale: Locale, q: string): Promise<SearchEntry[]> {
  const result = await call<ApiReply<unknown>>('/search/suggest', { query: { locale, q }, timeout: TIMEOUT_MS, retry: 0 });
  const entries = result.ok ? result.data.data : null;
  return Array.isArray(entries) ? entries.filter((entry): entry is SearchEntry => typeof entry?.label === 'string' && typeof entry.href === 'string') : [];
}
