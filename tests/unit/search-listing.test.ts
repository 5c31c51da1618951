// The search page's listing (issue 44, docs/DESIGN.md "At ×70"): the shop's query asked of the
// search index (src/lib/search/listing.ts) must list and count what the shop's own functions
// (src/lib/shop/filter.ts) would over the same matches. Checked against a real Pagefind index of
// the sample catalogue, written by the build's writer and read by Pagefind's own browser script;
// and what a card's buttons act on.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../src/build/search-index.ts';
import { buildCatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { buildProductDisplays } from '../../src/lib/catalogue/product-files.ts';
import { chosenFacets, facetCountsFrom, indexFilters, optionsInResults, pricesWithin, sortOption } from '../../src/lib/search/listing.ts';
import type { FilterCounts, PagefindAnswer, SearchOptions } from '../../src/lib/search/pagefind.ts';
import { cardOfDisplay, cardPurchase, cardVariantsOf, type CardVariant } from '../../src/lib/shop/card.ts';
import { FACET_KEYS, facetCounts, filterProducts, sortProducts } from '../../src/lib/shop/filter.ts';
import { EMPTY_QUERY, type ShopQuery } from '../../src/lib/shop/query.ts';

const products = loadCatalogue('content/products', { checkImages: false });
const shop = buildCatalogueIndex(products, 'en').products;
const site = mkdtempSync(join(tmpdir(), 'search-listing-'));

interface Pagefind {
  init(): Promise<void>;
  filters(): Promise<FilterCounts>;
  search(term: string | null, options?: SearchOptions): Promise<PagefindAnswer>;
}
let pagefind: Pagefind;
let prices: string[];

beforeAll(async () => {
  await writeSearchIndex(products, site);
  // Pagefind's browser script, in Node: the page's language from <html lang>, its files from the folder.
  const folder = join(site, 'pagefind');
  Object.assign(globalThis, { document: { currentScript: null, querySelector: () => ({ getAttribute: () => 'en' }) } });
  const fetchOverNetwork = globalThis.fetch;
  globalThis.fetch = (async (url: string | URL) => new Response(readFileSync(new URL(url)))) as typeof fetch;
  afterAll(() => {
    globalThis.fetch = fetchOverNetwork;
    delete (globalThis as { document?: unknown }).document;
  });
  pagefind = (await import(pathToFileURL(join(folder, 'pagefind.js')).href)) as Pagefind;
  await pagefind.init();
  prices = Object.keys((await pagefind.filters()).price ?? {});
}, 60_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

const query = (change: Partial<ShopQuery>): ShopQuery => ({ ...EMPTY_QUERY, q: 'shayla', ...change });
const idOf = async (answer: PagefindAnswer) => Promise.all(answer.results.map(async (result) => (await result.data()).meta.id!));

/** The listing and counts as the search page asks them of the index. */
async function fromIndex(q: ShopQuery) {
  const filters = indexFilters(q, prices);
  const main = await pagefind.search(q.q, { filters: filters ?? {}, sort: sortOption(q.sort) });
  const own: Partial<Record<(typeof FACET_KEYS)[number], FilterCounts>> = {};
  for (const key of chosenFacets(q)) {
    const without = indexFilters(q, prices, key);
    own[key] = without ? (await pagefind.search(q.q, { filters: without })).filters : {};
  }
  return { ids: filters ? await idOf(main) : [], counts: facetCountsFrom(q, filters ? main.filters : {}, own), main };
}

/** The same as the shop's own functions list and count them, over the products the words match. */
async function fromShop(q: ShopQuery) {
  const matched = new Set(await idOf(await pagefind.search(q.q)));
  const items = shop.filter((product) => matched.has(product.id));
  const listed = sortProducts(filterProducts(items, { ...q, q: '' }), q.sort).map((product) => product.id);
  const counts = facetCounts(items, { ...q, q: '' });
  const positive = Object.fromEntries(FACET_KEYS.map((key) => [key, Object.fromEntries(Object.entries(counts[key]).filter(([, n]) => n > 0))]));
  return { listed, counts: positive };
}

describe('a search’s listing, asked of the index', () => {
  it('matches the words in the name, the categories and tags, and the short description, names first', async () => {
    const { ids } = await fromIndex(query({ q: 'chiffon' }));
    expect(ids.length).toBeGreaterThan(2);
    const names = ids.map((id) => products.find((p) => p.id === id)!.name.en);
    const named = names.findIndex((name) => !/chiffon/i.test(name));
    // Every product named by the word comes before any that only carries it otherwise.
    expect(names.slice(named).every((name) => !/chiffon/i.test(name))).toBe(true);
  });

  for (const [title, change, least] of [
    ['a colour', { color: 'black' }, 9],
    ['a size', { size: 'xxl' }, 9],
    ['a colour and a size, as one variant with stock', { color: 'brown', size: 'm' }, 3],
    ['a category and a tag', { category: 'women', tag: 'everyday' }, 3],
    ['a price range', { min: 40, max: 60 }, 3],
    ['a price range with no price in it', { min: 10_000 }, 0],
    ['a colour, a size, a tag and a price', { color: 'white', size: 'xl', tag: 'everyday', max: 80 }, 1],
  ] as const) {
    it(`filters and counts by ${title} as the shop does`, async () => {
      const q = query({ ...change, sort: 'price-asc' });
      const [index, own] = await Promise.all([fromIndex(q), fromShop(q)]);
      expect(index.ids.length).toBeGreaterThanOrEqual(least);
      expect(index.ids).toEqual(own.listed);
      expect(index.counts).toEqual(own.counts);
    });
  }

  for (const sort of ['price-asc', 'price-desc', 'newest', 'rating'] as const) {
    it(`sorts by ${sort} as the shop does, ties included`, async () => {
      const q = query({ q: 'abaya', sort });
      const [index, own] = await Promise.all([fromIndex(q), fromShop(q)]);
      expect(index.ids).toEqual(own.listed);
    });
  }

  it('offers only the options the words’ results have, whatever is chosen', async () => {
    const { main } = await fromIndex(query({ color: 'black' }));
    const options = optionsInResults(main.totalFilters);
    expect(options.category.has('women')).toBe(true);
    expect(options.category.has('furniture')).toBe(false);
    expect(options.color.has('blue')).toBe(true);
  });
});

describe('the query as the index’s filters', () => {
  it('asks a colour and a size together as one variant, and either alone as itself', () => {
    expect(indexFilters(query({ color: 'black', size: 'm' }), [])).toEqual({ variant: 'black m' });
    expect(indexFilters(query({ color: 'black', size: 'm' }), [], 'color')).toEqual({ size: 'm' });
    expect(indexFilters(query({ color: 'black', size: 'm' }), [], 'size')).toEqual({ color: 'black' });
    expect(indexFilters(query({ category: 'women', tag: 'silk' }), [], 'tag')).toEqual({ category: 'women' });
  });

  it('asks a price range as the prices within it, both ends included, and nothing at all when none is', () => {
    expect(pricesWithin(['9.99', '10.00', '45.50', '60.00', '60.01'], 10, 60)).toEqual(['10.00', '45.50', '60.00']);
    expect(indexFilters(query({ min: 10 }), ['9.99', '12.00'])).toEqual({ price: { any: ['12.00'] } });
    expect(indexFilters(query({ max: 5 }), ['9.99', '12.00'])).toBeNull();
  });

  it('orders by relevance by default, else by the record’s position in the shop’s order', () => {
    expect(sortOption('default')).toBeUndefined();
    expect(sortOption('price-desc')).toEqual({ 'price-desc': 'asc' });
  });
});

describe('a card from its product’s display file', () => {
  const [display] = buildProductDisplays(products.filter((p) => p.id === '1'));

  it('shows the product’s words in the page’s language, its prices and pictures', () => {
    const card = cardOfDisplay(display!, 'ar');
    const indexed = buildCatalogueIndex(products, 'ar').products.find((p) => p.id === '1')!;
    expect(card).toEqual({
      id: '1', name: indexed.name, price: indexed.price, salePrice: indexed.salePrice, discount: indexed.discount, new: indexed.new, rating: indexed.rating,
      stock: indexed.stock, thumb: indexed.thumb, image: indexed.image, colorImages: indexed.colorImages, shortDescription: indexed.shortDescription,
    });
  });

  it('gives its buttons each variant with its stock', () => {
    const variants = cardVariantsOf(display!);
    expect(variants).toContainEqual({ id: variantIdOf('1', 'brown', 'm'), color: 'brown', size: 'm', stock: 0 });
    expect(cardPurchase(variants, 'brown', 'x').add).toBe(variantIdOf('1', 'brown', 'x'));
  });
});

describe('a card’s buttons', () => {
  const variants: CardVariant[] = [
    { id: 301, color: 'black', size: 'm', stock: 2 },
    { id: 302, color: 'black', size: 'xl', stock: 0 },
    { id: 303, color: 'white', size: 'm', stock: 4 },
  ];

  it('add the one variant in stock that the colour and size filtered by leave', () => {
    expect(cardPurchase(variants, 'black', null)).toEqual({ add: 301, wish: 301 });
    expect(cardPurchase(variants, 'white', 'm')).toEqual({ add: 303, wish: 303 });
  });

  it('lead to the product page when more than one is left, the wishlist keeping the first in stock', () => {
    expect(cardPurchase(variants, null, null)).toEqual({ add: null, wish: 301 });
    expect(cardPurchase(variants, null, 'm')).toEqual({ add: null, wish: 301 });
  });

  it('add a product sold as one piece, and nothing when it is sold out', () => {
    expect(cardPurchase([{ id: 400, color: null, size: null, stock: 3 }], null, null)).toEqual({ add: 400, wish: 400 });
    expect(cardPurchase([{ id: 400, color: null, size: null, stock: 0 }], null, null)).toEqual({ add: null, wish: 400 });
    expect(cardPurchase(variants, 'black', 'xl')).toEqual({ add: null, wish: 301 });
  });
});
