// What a crawler reads without running JavaScript: raw HTML of product pages, robots.txt, sitemap.
import { expect, test } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { readFileSync } from 'node:fs';
import { LOCALES, LOCALE_TABLE } from '../../src/lib/locale.ts';
import { productName } from './fixtures/catalogue.ts';

const product = JSON.parse(readFileSync('content/products/1.json', 'utf8')) as { price: number; discount: number };
/** The French page names the product in French. */
const name = productName('1', 'fr');

test('a product page’s raw HTML holds its name, price, availability, images, JSON-LD, OpenGraph and hreflang', async ({ request }) => {
  const response = await request.get('/fr/product/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(name);
  expect(html).toContain('/images/products/1/1.webp');
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    expect(img).toMatch(/\bwidth="\d+"/);
    expect(img).toMatch(/\bheight="\d+"/);
  }
  for (const code of [...LOCALES.map((l) => LOCALE_TABLE[l].lang), 'x-default']) expect(html).toContain(`hreflang="${code}"`);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${brand('fr')} \\| [^"]+"`));
  expect(html).toContain('<meta property="og:type" content="product"');

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
  // Product 1 comes in colours and sizes: one group, an offer per variant.
  const group = blocks.find((block) => block['@type'] === 'ProductGroup');
  expect(group.name).toBe(name);
  const salePrice = (Math.round(product.price * 100 * (100 - product.discount) / 100) / 100).toFixed(2);
  for (const variant of group.hasVariant) {
    expect(variant.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'AED', price: salePrice });
    expect(variant.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  }
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
});

test('robots.txt points at the sitemap, which lists product pages in every locale', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
  expect(robots).toContain('Disallow: /api/');

  const index = await (await request.get('/sitemap-index.xml')).text();
  const first = index.match(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/)![1]!;
  const sitemap = await (await request.get(first)).text();
  for (const path of ['/product/1<', '/fr/product/1<', '/de/product/1<']) expect(sitemap).toContain(path);
  expect(sitemap).not.toContain('/product-slider/');
  expect(sitemap).not.toContain('/cart/');
});
