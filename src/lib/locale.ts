// Locales and localized paths. Browser-safe: no dictionaries here (islands get strings as props).
//
// One row per locale. Everything else is derived from this table: Astro's i18n config, redirects
// and sitemap, the content globs, the catalogue's localized fields, the dictionaries, the static
// server's routing and <html lang dir>. Adding a locale is one row plus its content files.

interface LocaleRow {
  /** BCP 47 tag for <html lang>, hreflang and the sitemap. */
  readonly lang: string;
  /** Tag for Intl's dates and plurals, and the one money and percentages are written as (number-words.ts): Arabic keeps Latin digits, as Gulf shops do. */
  readonly intl: string;
  /** OpenGraph's og:locale. */
  readonly openGraph: string;
  readonly dir: 'ltr' | 'rtl';
}

export const LOCALE_TABLE = {
  en: { lang: 'en', intl: 'en', openGraph: 'en_US', dir: 'ltr' },
  fr: { lang: 'fr', intl: 'fr', openGraph: 'fr_FR', dir: 'ltr' },
  de: { lang: 'de', intl: 'de', openGraph: 'de_DE', dir: 'ltr' },
  ar: { lang: 'ar', intl: 'ar-AE-u-nu-latn', openGraph: 'ar_AR', dir: 'rtl' },
} as const satisfies Record<string, LocaleRow>;

export type Locale = keyof typeof LOCALE_TABLE;
export const LOCALES = Object.keys(LOCALE_TABLE) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en';
/** The locales whose paths carry a prefix: every one but the default. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Intl formatting tags, by locale. */
export const LOCALE_TAGS = Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_TABLE[locale].intl])) as Record<Locale, string>;

/** Whether a `[...lang]` route's parameter names a page the site has: none (English) or a prefixed locale. */
export const isRouteLocale = (lang: string | undefined): boolean => lang === undefined || (PREFIXED_LOCALES as readonly string[]).includes(lang);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The spec's legacy code 'fn' means French; anything unknown falls back to English. */
export function normaliseLocale(value: string | null | undefined): Locale {
  const code = (value ?? '').toLowerCase();
  if (code === 'fn') return 'fr';
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** In the browser, the locale of the page (its <html lang>); English where there is no page. */
export function pageLocale(): Locale {
  return normaliseLocale(globalThis.document?.documentElement.lang);
}

/** '/shop-grid-standard' in 'fr' → '/fr/shop-grid-standard'; English stays unprefixed. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

const PREFIX_PATTERN = new RegExp(`^/(${[...PREFIXED_LOCALES, 'fn'].join('|')})(/.*)?$`);

/** Splits a pathname into its locale and the locale-free path ('/fn/…' is read as French). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = pathname.match(PREFIX_PATTERN);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: normaliseLocale(match[1]), path: match[2] || '/' };
}
