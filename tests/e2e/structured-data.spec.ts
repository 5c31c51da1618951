// What crawlers are told must be true and complete: every product page's JSON-LD in the build, held
// to schema.org's Product / ProductGroup / Offer and Google's merchant listing requirements, and
// every sitemap URL held to the canonical link and hreflang set of the page it names.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { LOCALES, LOCALE_TABLE, PREFIXED_LOCALES } from '../../src/lib/locale.ts';

type Json = Record<string, any>;

const DIST = 'dist';
const productPages = ['', ...PREFIXED_LOCALES.map((l) => `${l}/`)].flatMap((prefix) =>
  readdirSync(join(DIST, prefix, 'product')).map((id) => join(DIST, prefix, 'product', id, 'index.html')),
);
const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
const absolute = (url: unknown) => expect(String(url)).toMatch(/^https?:\/\/[^/]+\//);

function expectOffer(offer: Json, where: string) {
  expect(offer['@type'], where).toBe('Offer');
  expect(Number(offer.price), where).toBeGreaterThan(0);
  expect(offer.price, where).toMatch(/^\d+\.\d{2}$/);
  expect(offer.priceCurrency, where).toBe('AED');
  expect(offer.availability, where).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offer.itemCondition, where).toBe('https://schema.org/NewCondition');
  absolute(offer.url);
  const shipping = offer.shippingDetails;
  expect(shipping['@type'], where).toBe('OfferShippingDetails');
  expect(shipping.shippingRate).toMatchObject({ '@type': 'MonetaryAmount', currency: 'AED' });
  expect(shipping.shippingRate.value).toBeGreaterThanOrEqual(0);
  expect(shipping.shippingDestination.map((d: Json) => d.addressCountry)).toEqual(['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'IN']);
  expect(shipping.deliveryTime.handlingTime).toMatchObject({ minValue: 0, maxValue: 1, unitCode: 'DAY' });
  expect(shipping.deliveryTime.transitTime).toMatchObject({ minValue: 2, maxValue: 8, unitCode: 'DAY' });
  const policy = offer.hasMerchantReturnPolicy;
  expect(policy).toMatchObject({
    '@type': 'MerchantReturnPolicy',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: 14,
  });
  expect(policy.applicableCountry).toContain('AE');
  absolute(policy.merchantReturnLink);
}

test('every product page tells crawlers a true, complete Product or ProductGroup', () => {
  expect(productPages.length).toBeGreaterThanOrEqual(4 * 144);
  for (const file of productPages) {
    const html = readFileSync(file, 'utf8');
    const items = jsonLd(html).filter((block) => block['@type'] === 'Product' || block['@type'] === 'ProductGroup');
    expect(items, file).toHaveLength(1);
    const item = items[0]!;
    // No rating: the shop shows none, and the sale count is not a number of reviews.
    expect(JSON.stringify(item), file).not.toMatch(/aggregateRating|reviewCount|"review"/);
    expect(item['@context']).toBe('https://schema.org');
    expect(item.name, file).toBeTruthy();
    expect(item.description, file).toBeTruthy();
    expect(item.image.length, file).toBeGreaterThan(0);
    item.image.forEach(absolute);
    expect(item.brand).toMatchObject({ '@type': 'Brand' });
    if (item['@type'] === 'Product') {
      expect(item.sku, file).toMatch(/^PROD-\d{4}$/);
      expectOffer(item.offers, file);
      continue;
    }
    expect(item.productGroupID, file).toMatch(/^PROD-\d{4}$/);
    expect(item.variesBy).toEqual(['https://schema.org/color', 'https://schema.org/size']);
    expect(item.hasVariant.length, file).toBeGreaterThan(0);
    const skus = new Set<string>();
    for (const variant of item.hasVariant) {
      expect(variant['@type']).toBe('Product');
      expect(variant.name).toBeTruthy();
      expect(variant.sku).toMatch(new RegExp(`^${item.productGroupID}-[A-Z]+-[A-Z]+$`));
      expect(skus.has(variant.sku), `${file}: ${variant.sku} twice`).toBe(false);
      skus.add(variant.sku);
      expect(variant.color).toBeTruthy();
      expect(variant.size).toMatch(/^(X|M|XL|XXL)$/);
      expect(variant.inProductGroupWithID).toBe(item.productGroupID);
      absolute(variant.image);
      expectOffer(variant.offers, `${file} ${variant.sku}`);
    }
  }
});

/** The built file of a site URL: /fr/about → dist/fr/about/index.html, / → dist/index.html. */
const fileOf = (url: string) => join(DIST, new URL(url).pathname, 'index.html');
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

test('every sitemap URL is its page’s canonical URL, with the page’s own reciprocal hreflang set and x-default', () => {
  const xml = readdirSync(DIST)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(DIST, name), 'utf8'))
    .join('');
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => ({
    loc: match[1]!.match(/<loc>([^<]+)<\/loc>/)![1]!,
    links: Object.fromEntries([...match[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!])),
  }));
  expect(entries.length).toBeGreaterThan(600);
  const listed = new Set(entries.map((e) => e.loc));
  for (const { loc, links } of entries) {
    const file = fileOf(loc);
    expect(existsSync(file), `${loc} is a built page`).toBe(true);
    const html = readFileSync(file, 'utf8');
    const canonical = attribute(html.match(/<link rel="canonical"[^>]*>/)![0], 'href');
    expect(loc, `${loc} is its page's canonical URL`).toBe(canonical);
    const pageLinks = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="[^"]+"[^>]*>/g)].map((m) => [attribute(m[0], 'hreflang')!, attribute(m[0], 'href')!]),
    );
    expect(links, `${loc}: the sitemap's alternates are the page's`).toEqual(pageLinks);
    expect(Object.keys(links).sort()).toEqual([...LOCALES.map((l) => LOCALE_TABLE[l].lang), 'x-default'].sort());
    // Reciprocal: every alternate is listed too, and names this URL back among its own alternates.
    for (const [lang, href] of Object.entries(links)) {
      if (lang === 'x-default') continue;
      expect(listed.has(href), `${loc} → ${href} is in the sitemap`).toBe(true);
      expect(Object.values(entries.find((e) => e.loc === href)!.links)).toContain(loc);
    }
  }
});
