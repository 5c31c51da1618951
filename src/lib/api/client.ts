// The one HTTP client for the browser: every resource module (auth, cart, me, …) calls the API
// through `call`, built on the core's request and result (client-core.ts, which the settings refresh
// uses alone). It sends the bearer token from localStorage (spec section 7), JSON accept and the
// page's language as Accept-Language (the codes and notices the call causes are written in it),
// and applies the spec's one response rule: a 401 to a call that carried a token ends the session
// (the session store listens, removes the token and opens the login modal). It is fetch with those
// rules and no more (a JSON body, a query, a timeout, one retry of a read), about 0.6 KB gzip where
// ofetch weighed 4 KB on every per-shopper page.
import { LOCALE_TABLE, pageLocale } from '../locale.ts';
import { TOKEN_KEY } from '../storage-keys.ts';
import { API_BASE, request, type ApiResult } from './client-core.ts';
import { takeStartedOrFetch } from './started-requests.ts';
import { notifyUnauthorized } from './unauthorized.ts';

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The page's language tag ('ar' on /ar/… pages), English where there is no page. */
function pageLanguage(): string {
  return LOCALE_TABLE[pageLocale()].lang;
}

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
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when it is FormData (multipart). */
  body?: FormData | object;
  query?: ApiQuery;
  headers?: Record<string, string>;
  /** Times a failed read is tried again (default 1 for GET, 0 otherwise): no answer, or a status that may pass. */
  retry?: number;
  /** Milliseconds before the call is given up. */
  timeout?: number;
}

/** Calls the API; answers the reply the server sent as `data`, or the failure. */
export async function call<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, query, retry = method === 'GET' ? 1 : 0, timeout } = options;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': pageLanguage(), ...options.headers });
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers.set('Content-Type', 'application/json');
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    signal: timeout ? AbortSignal.timeout(timeout) : undefined,
  };
  const url = apiUrl(path, query);
  let result: ApiResult<T>;
  for (let attempt = 0; ; attempt += 1) {
    // A GET that the page's head script has already started is taken from there (started-requests.ts).
    result = await request<T>(url, init, takeStartedOrFetch);
    const status = result.ok ? undefined : result.error.status;
    if (result.ok || attempt >= retry || (status !== undefined && !RETRY_STATUSES.has(status))) break;
  }
  // Only a call that carried a token can find its session ended. A 401 to one sent without (a
  // wrong code or password) is the sign-in form's answer, shown in that form: in the page on
  // /login-register and My Account, where opening the modal over it would be a second form.
  if (!result.ok && result.error.status === 401 && token) notifyUnauthorized();
  return result;
}
