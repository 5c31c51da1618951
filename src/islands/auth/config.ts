// The sign-in form's words and links, written into every page once by AuthModalHost.astro as a
// JSON data block, so the modal and the in-page forms share one copy.
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
