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
const isAbsolute = (url: unknown) => /^https?:\/\/[^/]+\//.test(String(url));
const COUNTRIES = 'AE,SA,QA,KW,BH,OM,IN';

/**
 * What is wrong with one Offer, as sentences (plain checks, not one expect per field: the build
 * holds thousands of offers).
 */
function offerProblems(offer: Json, returnable: boolean): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  check(offer['@type'] === 'Offer', 'not an Offer');
  check(/^\d+\.\d{2}$/.test(offer.price) && Number(offer.price) > 0, `price ${offer.price}`);
  check(offer.priceCurrency === 'AED', 'currency');
  check(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(offer.availability), 'availability');
  check(offer.itemCondition === 'https://schema.org/NewCondition', 'condition');
  check(isAbsolute(offer.url), 'url');
  const shipping = offer.shippingDetails ?? {};
  check(shipping['@type'] === 'OfferShippingDetails', 'shippingDetails');
  check(shipping.shippingRate?.['@type'] === 'MonetaryAmount' && shipping.shippingRate.currency === 'AED' && shipping.shippingRate.value >= 0, 'shippingRate');
  check(shipping.shippingDestination?.map((d: Json) => d.addressCountry).join(',') === COUNTRIES, 'shippingDestination');
  const { handlingTime: handling, transitTime: transit } = shipping.deliveryTime ?? {};
  check(handling?.minValue === 0 && handling?.maxValue === 1 && handling?.unitCode === 'DAY', 'handlingTime');
  check(transit?.minValue === 2 && transit?.maxValue === 8 && transit?.unitCode === 'DAY', 'transitTime');
  const policy = offer.hasMerchantReturnPolicy ?? {};
  check(policy['@type'] === 'MerchantReturnPolicy', 'hasMerchantReturnPolicy');
  // A hygiene item (the catalogue's "returnable": false) takes no returns; every other product 14 days.
  if (returnable) check(policy.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow' && policy.merchantReturnDays === 14, 'return window');
  else check(policy.returnPolicyCategory === 'https://schema.org/MerchantReturnNotPermitted' && policy.merchantReturnDays === undefined, 'no returns');
  check(policy.applicableCountry?.join(',') === COUNTRIES, 'return countries');
  check(isAbsolute(policy.merchantReturnLink), 'return link');
  return problems;
}

function itemProblems(item: Json, returnable: boolean): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  // No rating in the built page: it is added live from approved reviews only (product-reviews.ts),
  // and the sale count is not a number of reviews.
  check(!/aggregateRating|reviewCount|"review"/.test(JSON.stringify(item)), 'rating');
  check(item['@context'] === 'https://schema.org', 'context');
  check(Boolean(item.name) && Boolean(item.description), 'name/description');
  check(Array.isArray(item.image) && item.image.length > 0 && item.image.every(isAbsolute), 'images');
  check(item.brand?.['@type'] === 'Brand' && Boolean(item.brand.name), 'brand');
  if (item['@type'] === 'Product') {
    check(/^PROD-\d{4}$/.test(item.sku), 'sku');
    return [...problems, ...offerProblems(item.offers ?? {}, returnable)];
  }
  check(/^PROD-\d{4}$/.test(item.productGroupID), 'productGroupID');
  check(item.variesBy?.join(',') === 'https://schema.org/color,https://schema.org/size', 'variesBy');
  check(item.hasVariant?.length > 0, 'hasVariant');
  const skus = new Set<string>();
  for (const variant of item.hasVariant ?? []) {
    const where = (problem: string) => `${variant.sku}: ${problem}`;
    check(variant['@type'] === 'Product' && Boolean(variant.name), where('variant'));
    check(new RegExp(`^${item.productGroupID}-[A-Z]+-[A-Z]+$`).test(variant.sku) && !skus.has(variant.sku), where('sku'));
    skus.add(variant.sku);
    check(Boolean(variant.color) && /^(X|M|XL|XXL)$/.test(variant.size), where('colour/size'));
    check(variant.inProductGroupWithID === item.productGroupID, where('inProductGroupWithID'));
    check(isAbsolute(variant.image), where('image'));
    problems.push(...offerProblems(variant.offers ?? {}, returnable).map(where));
  }
  return problems;
}

test('every product page tells crawlers a true, complete Product or ProductGroup', () => {
  expect(productPages.length).toBeGreaterThanOrEqual(4 * 144);
  const problems: string[] = [];
  let groups = 0;
  for (const file of productPages) {
    const items = jsonLd(readFileSync(file, 'utf8')).filter((block) => block['@type'] === 'Product' || block['@type'] === 'ProductGroup');
    if (items.length !== 1) {
      problems.push(`${file}: ${items.length} products`);
      continue;
    }
    if (items[0]!['@type'] === 'ProductGroup') groups += 1;
    const id = /product\/(\d+)\//.exec(file)![1];
    const returnable = (JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')) as { returnable?: boolean }).returnable !== false;
    problems.push(...itemProblems(items[0]!, returnable).map((problem) => `${file}: ${problem}`));
  }
  expect(problems).toEqual([]);
  // The sample sells most products in colours and sizes, and some without.
  expect(groups).toBeGreaterThan(0);
  expect(groups).toBeLessThan(productPages.length);
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
