// The one HTTP client for the browser: every resource module (settings, auth, cart, …) calls the
// API through it. It sends the bearer token from localStorage (spec section 7), JSON accept and
// the page's language as Accept-Language (the codes and notices the call causes are written in
// it), and applies the spec's one response rule: a 401 from any call ends the session (the session
// store listens, removes the token and opens the login modal). It is fetch with those rules and
// no more (a JSON body, a query, a timeout, one retry of a read), about 0.6 KB gzip where ofetch
// weighed 4 KB on every per-shopper page.
import { LOCALE_TABLE, pageLocale } from '../locale.ts';
import { TOKEN_KEY } from '../storage-keys.ts';
import { takeStartedOrFetch } from './started-requests.ts';
import type { ApiReply } from './types.ts';
import { notifyUnauthorized } from './unauthorized.ts';

export const API_BASE = import.meta.env.PUBLIC_API_URL ?? '/api';

export function storedToken(): string | null {
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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as it is when it is FormData (multipart). */
  body?: FormData | object;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Times a failed read is tried again (default 1 for GET, 0 otherwise): network errors and the statuses below. */
  retry?: number;
  /** Milliseconds before the call is given up. */
  timeout?: number;
}

/** Answers that a read may get differently a moment later. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** A call that failed: its HTTP status and parsed reply, or neither when the server was not reached. */
export class ApiError extends Error {
  readonly status?: number;
  readonly data?: unknown;

  constructor(status?: number, data?: unknown) {
    super(status ? `API answered ${status}` : 'API not reached');
    this.status = status;
    this.data = data;
  }
}

/**
 * The URL of an API path ('/order-items', or a whole URL) with its query, as every request and the
 * page's started ones spell it.
 */
export function apiUrl(path: string, query: ApiOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  const base = /^https?:\/\//.test(path) ? '' : API_BASE.replace(/\/$/, '');
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function replyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text || !/json/.test(response.headers.get('Content-Type') ?? '')) return text || undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API; resolves with the parsed reply, or rejects with an ApiError. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
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
  for (let attempt = 0; ; attempt += 1) {
    let failure: ApiError;
    try {
      // A GET that the page's head script has already started is taken from there (started-requests.ts).
      const response = await takeStartedOrFetch(url, init);
      const reply = await replyOf(response);
      if (response.ok) return reply as T;
      failure = new ApiError(response.status, reply);
    } catch {
      failure = new ApiError();
    }
    if (attempt < retry && (failure.status === undefined || RETRY_STATUSES.has(failure.status))) continue;
    // Only a call that carried a token can find its session ended. A 401 to one sent without (a
    // wrong code or password) is the sign-in form's answer, shown in that form: in the page on
    // /login-register and My Account, where opening the modal over it would be a second form.
    if (failure.status === 401 && token) notifyUnauthorized();
    throw failure;
  }
}

/** A failed call as the screens need it: the status (none when the server was not reached) and the reply. */
export interface ApiFailure {
  status?: number;
  reply?: ApiReply<unknown>;
}

export function apiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const reply = error.data && typeof error.data === 'object' ? (error.data as ApiReply<unknown>) : undefined;
    return { status: error.status, reply };
  }
  return {};
}
