// The core of every API call: one request, its JSON reply, and the one result type the browser's
// calls answer (ApiResult). It knows no token, no page language, no query, no retry and no started
// requests, so that the settings refresh every page makes (src/stores/settings.ts) can use it on
// content pages, whose JavaScript budget is small; the full client (client.ts) adds those rules.
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

const failed = (error: ApiFailure): ApiResult<never> => ({ ok: false, error });

/** A success whose data is not what the call reads (its 2xx status taken as 200). */
export const unexpectedReply = (reply: ApiReply<unknown>): ApiResult<never> => failed({ status: 200, code: 'unexpected_reply', reply });

/**
 * One request and its reply as a result: the server's JSON on a 2xx whose `success` is not false,
 * sent through `fetcher` (the full client's takes the page's started requests).
 */
export async function request<T>(url: string, init: RequestInit = {}, fetcher: typeof fetch = fetch): Promise<ApiResult<T>> {
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
