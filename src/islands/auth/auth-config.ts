// The sign-in form's words and links. Pages whose islands show the form in the page carry them as
// a JSON data block (AuthConfigData.astro); the login modal, on any page, takes that block when
// there is one and otherwise fetches the page's locale's copy, /auth/{locale}.json, once.
import { pageLocale } from '../../lib/locale.ts';
import type { AuthConfig } from './strings.ts';

export const AUTH_CONFIG_ID = 'auth-config';

export function readAuthConfig(): AuthConfig | null {
  const element = document.getElementById(AUTH_CONFIG_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as AuthConfig;
  } catch {
    return null;
  }
}

let fetched: Promise<AuthConfig> | undefined;

/** The page's block, or its locale's file; rejects when neither can be had (offline). */
export function loadAuthConfig(): Promise<AuthConfig> {
  const inline = readAuthConfig();
  if (inline) return Promise.resolve(inline);
  fetched ??= fetch(`/auth/${pageLocale()}.json`).then((response) => {
    if (!response.ok) throw new Error(`Sign-in words: HTTP ${response.status}`);
    return response.json() as Promise<AuthConfig>;
  });
  fetched.catch(() => (fetched = undefined));
  return fetched;
}
