import { describe, expect, it } from 'vitest';
import { routeData } from '../../src/build/route-data.ts';
import { loadDictionary } from '../../src/lib/translations.ts';

// What src/middleware.ts puts in Astro.locals for every page: the components trust it whole.
describe('route data', () => {
  it('gives an Arabic page Arabic words, right-to-left, and links under /ar', () => {
    const route = routeData('ar', '/ar/cart/');
    expect(route.locale).toBe('ar');
    expect(route.dir).toBe('rtl');
    expect(route.t('nav.shop')).toBe(loadDictionary('ar')['nav.shop']);
    expect(route.href('/checkout')).toBe('/ar/checkout');
    expect(route.href('/')).toBe('/ar/');
    expect(route.path).toBe('/cart/');
  });

  it('keeps English pages unprefixed, left-to-right', () => {
    const route = routeData(undefined, '/product/12');
    expect(route.locale).toBe('en');
    expect(route.dir).toBe('ltr');
    expect(route.t('nav.shop')).toBe(loadDictionary('en')['nav.shop']);
    expect(route.href('/cart')).toBe('/cart');
    expect(route.path).toBe('/product/12');
  });

  it("reads the legacy 'fn' as French", () => {
    const route = routeData('fn', '/fn/about');
    expect(route.locale).toBe('fr');
    expect(route.href('/about')).toBe('/fr/about');
    expect(route.path).toBe('/about');
  });
});
