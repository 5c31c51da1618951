// What the sign-in form needs from the build, in one place for the modal (AuthModalHost.astro)
// and the in-page forms (/login-register, My Account for guests).
import { AUTH_STRING_KEYS, SERVER_MESSAGE_KEYS, type AuthConfig } from '../islands/auth/strings.ts';
import { localizePath, type Locale } from '../lib/locale.ts';
import { useTranslations } from './i18n.ts';
import { islandStrings } from './island-strings.ts';

export function authConfig(locale: Locale): AuthConfig {
  const t = useTranslations(locale);
  const english = useTranslations('en');
  const serverMessages =
    locale === 'en' ? {} : Object.fromEntries(SERVER_MESSAGE_KEYS.map((key) => [english(key), t(key)]));
  return {
    locale,
    strings: islandStrings(locale, AUTH_STRING_KEYS),
    serverMessages,
    privacyHref: localizePath(locale, '/privacy-policy'),
  };
}
