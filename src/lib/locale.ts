// Locales and localized paths. Browser-safe: no dictionaries here (islands get strings as props).

export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for Intl formatting and <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en', fr: 'fr', de: 'de' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The spec's legacy code 'fn' means French; anything unknown falls back to English. */
export function normaliseLocale(value: string | null | undefined): Locale {
  const code = (value ?? '').toLowerCase();
  if (code === 'fn') return 'fr';
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** '/shop-grid-standard' in 'fr' → '/fr/shop-grid-standard'; English stays unprefixed. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/** Splits a pathname into its locale and the locale-free path ('/fn/…' is read as French). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = pathname.match(/^\/(fr|de|fn)(\/.*)?$/);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: normaliseLocale(match[1]), path: match[2] || '/' };
}
