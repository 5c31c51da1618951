// What every page and component needs to know about the route it renders: its locale, that
// locale's words, its text direction and its links. Computed once per page by src/middleware.ts
// into Astro.locals (as Starlight does), so components read it rather than derive it again.
import type { TFunction } from 'i18next';
import { useTranslations } from './i18n.ts';
import { LOCALE_TABLE, localizePath, normaliseLocale, splitLocale, type Locale } from '../lib/locale.ts';

export interface RouteData {
  /** The page's locale, from Astro's `currentLocale` (the legacy 'fn' read as French). */
  locale: Locale;
  /** The locale's words. */
  t: TFunction;
  /** The locale's text direction, for `<html dir>`. */
  dir: (typeof LOCALE_TABLE)[Locale]['dir'];
  /** A locale-free path as a link in the page's locale: '/cart' → '/ar/cart'. */
  href: (path: string) => string;
  /** The page's own path without its locale prefix ('/ar/cart' → '/cart'), for its canonical and other-language links. */
  path: string;
}

export function routeData(currentLocale: string | undefined, pathname: string): RouteData {
  const locale = normaliseLocale(currentLocale);
  return {
    locale,
    t: useTranslations(locale),
    dir: LOCALE_TABLE[locale].dir,
    href: (path) => localizePath(locale, path),
    path: splitLocale(pathname).path,
  };
}
