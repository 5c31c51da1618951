import { describe, expect, it } from 'vitest';
import { canonicalSitemapItem, withoutTrailingSlash } from '../../src/build/sitemap-entry.ts';

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
