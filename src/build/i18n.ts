// Build-time translation over the dictionaries of src/lib/translations.ts.
// Only pages, Astro components and the route data (route-data.ts) import this; islands receive the
// strings they need as props.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locale.ts';
import { english, useTranslations } from '../lib/translations.ts';

export { useTranslations };

/** Picks the given keys' strings, so an island gets only what it shows. */
export function pickStrings(locale: Locale, keys: readonly string[]): Record<string, string> {
  const t = useTranslations(locale);
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/** getStaticPaths entries for one page in every locale: English unprefixed. */
export function localeParams() {
  return LOCALES.map((locale) => ({ params: { lang: locale === DEFAULT_LOCALE ? undefined : locale } }));
}

/**
 * The API answers in English; an island maps a reply's message to its locale's words with this
 * table (English text → translation), empty in English.
 */
export function serverMessages(locale: Locale, keys: readonly string[]): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  const t = useTranslations(locale);
  return Object.fromEntries(keys.map((key) => [english(key), t(key)]));
}
