// The one HTTP client for the browser: every resource module (settings, auth, cart, …) calls the
// API through it. It sends the bearer token from localStorage (spec section 7) and JSON accept.
import { ofetch } from 'ofetch';

export const API_BASE = import.meta.env.PUBLIC_API_URL ?? '/api';
export const TOKEN_KEY = 'token';

export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export const api = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    const token = storedToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});
