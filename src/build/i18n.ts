// Build-time translation: one i18next instance per locale over content/i18n/{locale}.json.
// Only pages and Astro components import this; islands receive the strings they need as props.
import { createInstance, type TFunction } from 'i18next';
import en from '../../content/i18n/en.json';
import fr from '../../content/i18n/fr.json';
import de from '../../content/i18n/de.json';
import { LOCALES, type Locale } from '../lib/locale.ts';

const dictionaries: Record<Locale, Record<string, string>> = { en, fr, de };
const instances = new Map<Locale, TFunction>();

export function useTranslations(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = createInstance();
    instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: dictionaries[locale] } },
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction;
    instances.set(locale, t);
  }
  return t;
}

/** Picks the given keys' strings, so an island gets only what it shows. */
export function pickStrings(locale: Locale, keys: readonly string[]): Record<string, string> {
  const t = useTranslations(locale);
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/** getStaticPaths entries for one page in every locale: English unprefixed. */
export function localeParams() {
  return LOCALES.map((locale) => ({ params: { lang: locale === 'en' ? undefined : locale } }));
}
