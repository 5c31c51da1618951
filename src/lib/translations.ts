// The UI dictionaries, content/i18n/{locale}.json, one per row of the locale table, and one
// i18next instance per locale over them. Read from disk (like the catalogue), so the build and the
// API's notices share them; the browser never loads this: islands get their strings as props.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

const DICTIONARY_DIR = 'content/i18n';
const instances = new Map<Locale, TFunction>();

export function loadDictionary(locale: Locale, dir = DICTIONARY_DIR): Record<string, string> {
  const file = join(dir, `${locale}.json`);
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: expected an object of strings`);
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: "${key}" must be a non-empty string`);
  }
  return data as Record<string, string>;
}

export function useTranslations(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = createInstance();
    instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: loadDictionary(locale) } },
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    // A key asked for without options always gives the same words: looked up once (the build
    // asks some 1.3 million times, at about 4 µs a time through i18next).
    const plain = new Map<string, string>();
    const translate = instance.t.bind(instance) as unknown as (key: unknown, ...rest: unknown[]) => unknown;
    t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
      let words = plain.get(key);
      if (words === undefined) plain.set(key, (words = translate(key) as string));
      return words;
    }) as unknown as TFunction;
    instances.set(locale, t);
  }
  return t;
}

/** The default locale's words for a key, which the API's replies carry and islands map back. */
export const english = (key: string): string => useTranslations(DEFAULT_LOCALE)(key);
