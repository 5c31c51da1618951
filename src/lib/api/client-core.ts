// The core of every API call: the URL, the JSON reply, and the one result type the browser's calls
// answer (ApiResult). It knows no token, no page language and no started requests, so that the
// settings refresh every page makes (src/stores/settings.ts) can use it on content pages, whose
// JavaScript budget is small; the full client (client.ts) adds those rules on top of it.
import type { ErrorCode } from './error-codes.ts';
import type { ApiReply } from './types.ts';

export const API_BASE = import.meta.env.PUBLIC_API_URL ?? '/api';

/**
 * Why a call failed when the reply names no code: 'network', the server was not reached (no
 * status); 'unreadable_reply', its reply was not JSON; 'unexpected_reply', a JSON reply that is no
 * success and names no reason, or whose data is not what the call reads.
 */
export type BrowserErrorCode = 'network' | 'unreadable_reply' | 'unexpected_reply';

/** A failed call as the screens need it. */
export interface ApiFailure {
  /** The HTTP status; none when the server was not reached. */
  status?: number;
  /** The reply's code (src/lib/api/error-codes.ts), or the browser's own when it names none. */
  code: ErrorCode | BrowserErrorCode;
  /** The reply as sent: its `data` (a shortage's stock, a wait's seconds) and `error_codes` per field. */
  reply?: ApiReply<unknown>;
}

/** What every browser call of the API answers: its data, or why it failed. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

/** Query parameters; undefined ones are left out. */
export type ApiQuery = Record<string, string | number | undefined>;

/**
 * The URL of an API path ('/order-items', or a whole URL) with its query, as every request and the
 * page's started ones spell it.
 */
export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  const base = /^https?:\/\//.test(path) ? '' : API_BASE.replace(/\/$/, '');
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** Answers that a read may get differently a moment later. */
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

const failed = (error: ApiFailure): ApiResult<never> => ({ ok: false, error });

/** A success whose data is not what the call reads (its 2xx status taken as 200). */
export const unexpectedReply = (reply: ApiReply<unknown>): ApiResult<never> => failed({ status: 200, code: 'unexpected_reply', reply });

/** One request and its reply as a result: the server's JSON on a 2xx whose `success` is not false. */
async function send<T>(url: string, init: RequestInit, fetcher: typeof fetch): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch {
    return failed({ code: 'network' });
  }
  const { status } = response;
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The reply did not arrive whole (the connection dropped, or the call's time ran out).
    return failed({ code: 'network' });
  }
  // An empty reply (204) is a success without data.
  if (!text && response.ok) return { ok: true, data: undefined as T };
  let reply: ApiReply<unknown> | null;
  try {
    reply = JSON.parse(text) as ApiReply<unknown> | null;
  } catch {
    return failed({ status, code: 'unreadable_reply' });
  }
  const body = reply && typeof reply === 'object' ? reply : undefined;
  if (response.ok && body && body.success !== false) return { ok: true, data: body as T };
  return failed({ status, code: body?.code ?? 'unexpected_reply', reply: body });
}

/**
 * Calls the API: `retry` more tries of a failure that may pass (no answer, or a status above),
 * through `fetcher` (the full client's takes the page's started requests).
 */
export async function request<T>(url: string, init: RequestInit = {}, retry = 0, fetcher: typeof fetch = fetch): Promise<ApiResult<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await send<T>(url, init, fetcher);
    const status = result.ok ? 0 : result.error.status;
    if (result.ok || attempt >= retry || (status !== undefined && !RETRY_STATUSES.includes(status))) return result;
  }
}
