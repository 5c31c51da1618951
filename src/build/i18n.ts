// Build-time translation over the dictionaries of src/lib/translations.ts.
// Only pages, Astro components and the route data (route-data.ts) import this; islands receive the
// strings they need as props.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locale.ts';
import { ERROR_WORD_KEYS, type ErrorWords } from '../lib/api/error-words.ts';
import { useTranslations } from '../lib/translations.ts';

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

/** The error-words table (src/lib/api/error-words.ts) in this locale: code → the shopper's words. */
export function errorWords(locale: Locale): ErrorWords {
  const t = useTranslations(locale);
  return Object.fromEntries(Object.entries(ERROR_WORD_KEYS).map(([code, key]) => [code, t(key!)]));
}
