import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { productSchema } from '../../src/lib/catalogue/schema.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TABLE,
  LOCALE_TAGS,
  PREFIXED_LOCALES,
  localizePath,
  normaliseLocale,
  pageLocale,
  splitLocale,
} from '../../src/lib/locale.ts';
import { loadDictionary } from '../../src/lib/translations.ts';

describe('locales', () => {
  it("reads the spec's legacy 'fn' as French and unknown codes as English", () => {
    expect(normaliseLocale('fn')).toBe('fr');
    expect(normaliseLocale('FR')).toBe('fr');
    expect(normaliseLocale('de')).toBe('de');
    expect(normaliseLocale('ar')).toBe('ar');
    expect(normaliseLocale('es')).toBe('en');
    expect(normaliseLocale(undefined)).toBe('en');
  });

  it("reads the page's locale from <html lang>, and English where there is no page", () => {
    expect(pageLocale()).toBe('en');
    vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
    try {
      expect(pageLocale()).toBe('ar');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps English unprefixed and prefixes the others', () => {
    expect(localizePath('en', '/shop-grid-standard')).toBe('/shop-grid-standard');
    expect(localizePath('fr', '/shop-grid-standard')).toBe('/fr/shop-grid-standard');
    expect(localizePath('de', '/')).toBe('/de/');
    expect(localizePath('fr', 'about')).toBe('/fr/about');
  });

  it('splits a pathname into its locale and path', () => {
    expect(splitLocale('/fr/product/12')).toEqual({ locale: 'fr', path: '/product/12' });
    expect(splitLocale('/fn/about')).toEqual({ locale: 'fr', path: '/about' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/product/1')).toEqual({ locale: 'en', path: '/product/1' });
    expect(splitLocale('/french-veils')).toEqual({ locale: 'en', path: '/french-veils' });
  });
});

describe('the locale table', () => {
  it('is the one list every other locale list derives from', async () => {
    const config = (await import('../../astro.config.mjs')).default;
    expect(config.i18n?.locales).toEqual(LOCALES);
    expect(Object.keys(config.redirects ?? {})).toEqual(LOCALES.map((l) => localizePath(l, '/retrun-policy')));
    expect(PREFIXED_LOCALES).toEqual(LOCALES.filter((l) => l !== DEFAULT_LOCALE));
    expect(Object.keys(LOCALE_TAGS)).toEqual(LOCALES);
    for (const locale of PREFIXED_LOCALES) expect(splitLocale(`/${locale}/cart`)).toEqual({ locale, path: '/cart' });
    // Importing the Astro config loads Astro itself: seconds on a busy 2-core machine.
  }, 60_000);

  it('has a dictionary and the same pages and posts for every locale', () => {
    const slugs = (folder: string, locale: string) => readdirSync(`content/${folder}/${locale}`).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(loadDictionary(locale)).length, locale).toBeGreaterThan(0);
      for (const folder of ['pages', 'blog']) expect(slugs(folder, locale), `${folder}/${locale}`).toEqual(slugs(folder, DEFAULT_LOCALE));
    }
  });

  it("requires a product's descriptions in English, takes the other locales where written, and no other", () => {
    const [product] = loadCatalogue();
    const without = (locale: string) => ({ ...product, shortDescription: Object.fromEntries(Object.entries(product!.shortDescription).filter(([l]) => l !== locale)) });
    for (const locale of LOCALES) expect(productSchema.safeParse(without(locale)).success, locale).toBe(locale !== 'en');
    expect(productSchema.safeParse({ ...product, shortDescription: { ...product!.shortDescription, es: 'x' } }).success).toBe(false);
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('ships the sample catalogue with every description written in every locale (the office flags what an owner leaves out)', () => {
    for (const product of loadCatalogue()) {
      for (const locale of LOCALES) {
        expect(product.shortDescription[locale], `${product.id} ${locale}`).toBeTruthy();
        expect(product.fullDescription[locale], `${product.id} ${locale}`).toBeTruthy();
      }
    }
  });

  it('writes Arabic right to left with Latin digits, the others left to right', () => {
    expect(LOCALES.filter((l) => LOCALE_TABLE[l].dir === 'rtl')).toEqual(['ar']);
    expect(new Intl.NumberFormat(LOCALE_TAGS.ar, { minimumFractionDigits: 2 }).format(1234.5)).toMatch(/^1[,٬]?234\.50$/);
    expect(new Intl.DateTimeFormat(LOCALE_TAGS.ar, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-23'))).toContain('2026');
  });
});
