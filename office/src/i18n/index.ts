// The office's languages: English and Arabic, through react-admin's Polyglot provider. The shell's
// <html lang> says which to start in (/office English, /ar/office Arabic); once signed in, the
// staff member's own language applies, and changing it from the menu is saved to their account.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { OfficeLocale } from '../api.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

export const LOCALES: readonly OfficeLocale[] = ['en', 'ar'];
export const isOfficeLocale = (value: unknown): value is OfficeLocale => value === 'en' || value === 'ar';
export const directionOf = (locale: OfficeLocale) => (locale === 'ar' ? 'rtl' : 'ltr');

/** The language the shell was served in. */
export const shellLocale = (): OfficeLocale => (isOfficeLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

const listeners = new Set<(locale: OfficeLocale) => void>();
/** Told of every change of language, after the words have changed (the theme's direction follows). */
export function onLocaleChange(listener: (locale: OfficeLocale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const polyglot = polyglotI18nProvider((locale) => (locale === 'ar' ? ar : en), shellLocale(), [
  { locale: 'en', name: en.office.language.en },
  { locale: 'ar', name: en.office.language.ar },
], { allowMissing: true });

export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    const chosen: OfficeLocale = isOfficeLocale(locale) ? locale : 'en';
    document.documentElement.lang = chosen;
    document.documentElement.dir = directionOf(chosen);
    for (const listener of listeners) listener(chosen);
  },
};

/** Our words for an API code, or `fallback` (the server's own words) when we have none. */
export function wordsFor(kind: 'errors' | 'field_errors', code: string, fallback: string): string {
  return i18nProvider.translate(`office.${kind}.${code}`, { _: fallback });
}
