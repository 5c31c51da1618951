import { describe, expect, it } from 'vitest';
import { canonicalSitemapItem, inSitemap, withoutTrailingSlash } from '../../src/build/sitemap-entry.ts';

describe('sitemap entries', () => {
  it('drops the trailing slash as canonical links do, keeping the root', () => {
    expect(withoutTrailingSlash('https://shop.example/fr/about/')).toBe('https://shop.example/fr/about');
    expect(withoutTrailingSlash('https://shop.example/fr/about')).toBe('https://shop.example/fr/about');
    expect(withoutTrailingSlash('https://shop.example/')).toBe('https://shop.example/');
    expect(withoutTrailingSlash('https://shop.example/fr/')).toBe('https://shop.example/fr/');
    expect(withoutTrailingSlash('https://shop.example/fr/product/1/')).toBe('https://shop.example/fr/product/1');
  });

  it('lists the same alternates without slashes, plus x-default on the default locale', () => {
    const item = canonicalSitemapItem(
      {
        url: 'https://shop.example/de/about/',
        links: [
          { lang: 'en', url: 'https://shop.example/about/' },
          { lang: 'de', url: 'https://shop.example/de/about/' },
        ],
      },
      'en',
    );
    expect(item).toEqual({
      url: 'https://shop.example/de/about',
      links: [
        { lang: 'en', url: 'https://shop.example/about' },
        { lang: 'de', url: 'https://shop.example/de/about' },
        { lang: 'x-default', url: 'https://shop.example/about' },
      ],
    });
    expect(canonicalSitemapItem({ url: 'https://shop.example/x/' }, 'en')).toEqual({ url: 'https://shop.example/x' });
  });
});

describe('the pages the sitemap lists', () => {
  it('leaves out per-shopper pages, redirects and alternate layouts in every locale', () => {
    for (const path of ['/cart/', '/fr/cart/', '/ar/my-account/', '/order-detail/', '/de/search/', '/retrun-policy/', '/fr/retrun-policy/', '/not-found/', '/home-fashion/', '/catalogue/', '/product-sticky/p1/', '/ar/product-tab-left/p2/']) {
      expect(inSitemap(`https://shop.example${path}`), path).toBe(false);
    }
  });

  it('lists every page that is its own canonical URL, names near the left-out ones included', () => {
    for (const path of ['/', '/fr/', '/about/', '/return-policy/', '/de/return-policy/', '/product/p1/', '/ar/product/p1/', '/blog-standard/', '/shop-grid-standard/', '/cartography/', '/blog-details-standard/spring-veils/']) {
      expect(inSitemap(`https://shop.example${path}`), path).toBe(true);
    }
  });
});
