// What the sign-in form needs from the build, in one place for the modal (/auth/{locale}.json, or
// AuthConfigData.astro's block) and the in-page forms (/login-register, My Account for guests).
import { AUTH_STRING_KEYS, type AuthConfig } from '../islands/auth/strings.ts';
import { localizePath, type Locale } from '../lib/locale.ts';
import { errorWords } from './i18n.ts';
import { islandStrings } from './island-strings.ts';

export function authConfig(locale: Locale): AuthConfig {
  return {
    locale,
    strings: islandStrings(locale, AUTH_STRING_KEYS),
    errorWords: errorWords(locale),
    privacyHref: localizePath(locale, '/privacy-policy'),
  };
}
