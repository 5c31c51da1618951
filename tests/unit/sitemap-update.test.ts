// The sitemap after a publish adds or removes products (src/server/catalogue/sitemap-update.ts).
import { describe, expect, it } from 'vitest';
import { SitemapNeedsBuild, updatedSitemap } from '../../src/server/catalogue/sitemap-update.ts';

const site = 'https://shop.example';
const entry = (path: string, alternates: string[]) =>
  `<url><loc>${site}${path}</loc>${alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.split('|')[0]}" href="${site}${a.split('|')[1]}"/>`).join('')}</url>`;
const product = (prefix: string, id: string) => entry(`${prefix}/product/${id}`, [`ar|/ar/product/${id}`, `en|/product/${id}`, `x-default|/product/${id}`]);
const head = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const sitemap = (ids: string[]) =>
  head + entry('/', ['en|/', 'ar|/ar/']) + ids.map((id) => product('/ar', id)).join('') + entry('/about', ['en|/about']) + ids.map((id) => product('', id)).join('') + '</urlset>';

describe('updatedSitemap', () => {
  it('takes out the products that left and puts in the new ones, in the catalogue order of each locale', () => {
    expect(updatedSitemap(sitemap(['1', '2', '10']), ['5', '11'], ['2'])).toBe(sitemap(['1', '5', '10', '11']));
  });

  it('changes nothing when no product came or went', () => {
    expect(updatedSitemap(sitemap(['1', '2']), [], [])).toBe(sitemap(['1', '2']));
  });

  it('asks for a build when there is no product entry to follow', () => {
    expect(() => updatedSitemap(sitemap([]), ['5'], [])).toThrow(SitemapNeedsBuild);
  });
});
