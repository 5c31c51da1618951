// The one HTTP client for the browser: every resource module (settings, auth, cart, …) calls the
// API through it. It sends the bearer token from localStorage (spec section 7), JSON accept and
// the page's language as Accept-Language (the codes and notices the call causes are written in
// it), and applies the spec's one response rule: a 401 from any call ends the session (the session
// store listens, removes the token and opens the login modal).
import { FetchError, ofetch } from 'ofetch';
import { LOCALE_TABLE, pageLocale } from '../locale.ts';
import { takeStartedOrFetch } from './started-requests.ts';
import type { ApiReply } from './types.ts';
import { TOKEN_KEY, notifyUnauthorized } from './unauthorized.ts';

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

// A GET that the page's head script has already started is taken from there (started-requests.ts).
export const api = ofetch.create(
  {
    baseURL: API_BASE,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    onRequest({ options }) {
      options.headers.set('Accept-Language', pageLanguage());
      const token = storedToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponseError({ options, response }) {
      // Only a call that carried a token can find its session ended. A 401 to one sent without (a
      // wrong code or password) is the sign-in form's answer, shown in that form: in the page on
      // /login-register and My Account, where opening the modal over it would be a second form.
      if (response.status === 401 && options.headers.has('Authorization')) notifyUnauthorized();
    },
  },
  { fetch: takeStartedOrFetch },
);

/** A failed call as the screens need it: the status (none when the server was not reached) and the reply. */
export interface ApiFailure {
  status?: number;
  reply?: ApiReply<unknown>;
}

export function apiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    const reply = error.data && typeof error.data === 'object' ? (error.data as ApiReply<unknown>) : undefined;
    return { status: error.response?.status, reply };
  }
  return {};
}
