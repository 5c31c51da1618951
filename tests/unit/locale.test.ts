import { describe, expect, it } from 'vitest';
import { localizePath, normaliseLocale, splitLocale } from '../../src/lib/locale.ts';

describe('locales', () => {
  it("reads the spec's legacy 'fn' as French and unknown codes as English", () => {
    expect(normaliseLocale('fn')).toBe('fr');
    expect(normaliseLocale('FR')).toBe('fr');
    expect(normaliseLocale('de')).toBe('de');
    expect(normaliseLocale('ar')).toBe('en');
    expect(normaliseLocale(undefined)).toBe('en');
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
