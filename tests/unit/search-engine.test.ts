// The product search as the server answers it (src/lib/search/engine.ts over the sample catalogue,
// composed as the server bundle composes it: src/build/on-request/search.ts): which products the
// words find and in which order, the shop's filters, counts and sorts over them, and what a query
// that finds nothing offers.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/build/catalogue.ts';
import { productSearch } from '../../src/build/on-request/search.ts';
import { useTranslations } from '../../src/build/i18n.ts';
import { buildCatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { colorNames } from '../../src/lib/catalogue/labels.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { facetCounts, filterProducts, sortProducts } from '../../src/lib/shop/filter.ts';
import { EMPTY_QUERY, parseShopQuery, type ShopQuery } from '../../src/lib/shop/query.ts';

const ask = (locale: Locale, query: string) => productSearch(locale).answer(parseShopQuery(query));
const ids = (locale: Locale, query: string) => ask(locale, query).page.items.map((card) => card.id);
const products = new Map(catalogue().map((product) => [product.id, product]));
const name = (id: string) => products.get(id)!.name.en;

/** Every product whose English name, categories or tags have the word, as the shop's own text filter reads them. */
const withWord = (word: string) => buildCatalogueIndex(catalogue(), 'en').products.filter((p) => `${p.name} ${p.category.join(' ')} ${p.tag.join(' ')}`.toLowerCase().includes(word));

describe('which products the words find', () => {
  it('finds every product with the word in its name, category or tags, names first', () => {
    const answer = ask('en', '?q=abaya');
    expect(answer.matched).toBe(withWord('abaya').length);
    expect(answer.matched).toBeGreaterThan(12);
    // Names with the word come before products that are abayas by their category alone.
    const all = [1, 2].flatMap((page) => ids('en', `?q=abaya&page=${page}`));
    const named = all.map((id) => /abaya/i.test(name(id)));
    expect(named.indexOf(false) === -1 || named.slice(named.indexOf(false)).every((has) => !has)).toBe(true);
  });

  it('needs every word: two words find what has both', () => {
    const both = ask('en', '?q=chiffon shayla');
    expect(both.matched).toBeGreaterThan(0);
    expect(both.matched).toBeLessThan(ask('en', '?q=shayla').matched);
    for (const card of both.page.items) expect(card.name.toLowerCase()).toMatch(/chiffon|shayla/);
    expect(ask('en', '?q=shayla walnut').matched).toBe(0);
  });

  it('finds a plural as its singular, and a word by its beginning', () => {
    expect(ids('en', '?q=abayas')).toEqual(ids('en', '?q=abaya'));
    expect(ask('en', '?q=shayl').matched).toBe(ask('en', '?q=shayla').matched);
    // Two letters begin too many words to mean one.
    expect(ask('en', '?q=sh').matched).toBe(0);
  });

  it('corrects a typo and says what it searched', () => {
    const answer = ask('en', '?q=abya');
    expect(answer.searched).toBe('abaya');
    expect(ids('en', '?q=abya')).toEqual(ids('en', '?q=abaya'));
  });

  it('finds by a word only the French description has, on the French page', () => {
    const answer = ask('fr', '?q=tensiomètre');
    expect(answer.page.items.map((card) => card.id)).toEqual(['140']);
    expect(ask('en', '?q=tensiomètre').matched).toBe(0);
  });

  it('reads English typed on the Arabic page in Arabic words, with Arabic cards', () => {
    const answer = ask('ar', '?q=abaya');
    expect(answer.searched).toBe('عباية');
    expect(answer.matched).toBe(ask('en', '?q=abaya').matched);
    expect(answer.page.items[0]!.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('finds a colour by its name, and says which, so the cards show that colour', () => {
    const answer = ask('en', '?q=black shayla');
    expect(answer.matched).toBeGreaterThan(0);
    expect(answer.color).toBe('black');
    for (const card of answer.page.items) expect(products.get(card.id)!.variation!.some((v) => v.color === 'black')).toBe(true);
    expect(ask('en', '?q=shayla').color).toBeNull();
    // A colour chosen is the page's already.
    expect(ask('en', '?q=black shayla&color=white').color).toBeNull();
    // On the Arabic page, in Arabic or in English.
    const black = colorNames(useTranslations('ar')).black;
    expect(ask('ar', `?q=${encodeURIComponent(`شيلة ${black}`)}`)).toMatchObject({ color: 'black', matched: answer.matched });
    expect(ask('ar', '?q=black shayla')).toMatchObject({ color: 'black', matched: answer.matched });
  });
});

describe('the shop over the results', () => {
  const matched = (q: string) => {
    const index = buildCatalogueIndex(catalogue(), 'en').products;
    const found = new Set([1, 2, 3, 4].flatMap((page) => ids('en', `?q=${q}&page=${page}`)));
    return index.filter((product) => found.has(product.id));
  };

  it('counts each filter option within the results, as the shop counts', () => {
    const query: ShopQuery = { ...EMPTY_QUERY, color: 'black' };
    const answer = ask('en', '?q=shayla&color=black');
    const results = matched('shayla');
    expect(results.length).toBe(ask('en', '?q=shayla').matched);
    expect(answer.counts).toEqual(facetCounts(results, query));
    expect(answer.page.total).toBe(filterProducts(results, query).length);
    // Only options the words' results have are offered.
    expect(answer.inResults.tag).toContain('shayla');
    expect(answer.inResults.tag).not.toContain('abaya');
    expect(answer.inResults.category).not.toContain('electronics');
  });

  it('sorts and pages the filtered results as the shop does', () => {
    const results = matched('abaya');
    const cheapest = sortProducts(results, 'price-asc').map((product) => product.id);
    expect(ids('en', '?q=abaya&sort=price-asc')).toEqual(cheapest.slice(0, 12));
    expect(ids('en', '?q=abaya&sort=price-asc&page=2')).toEqual(cheapest.slice(12, 24));
    const answer = ask('en', '?q=abaya&page=99');
    expect(answer.page.page).toBe(answer.page.pageCount);
  });

  it('sends the shown cards\' variants, for their buttons', () => {
    const answer = ask('en', '?q=shayla');
    for (const card of answer.page.items) expect(answer.variants[card.id]).toBeDefined();
  });
});

describe('a query that finds nothing', () => {
  it('offers names genuinely near its words and the popular products', () => {
    const answer = ask('en', '?q=shayla walnutt');
    expect(answer.matched).toBe(0);
    expect(answer.nearest.map((entry) => entry.label)).toEqual(expect.arrayContaining(['Shayla', 'Walnut Round Side Table']));
    expect(answer.popular).toHaveLength(4);
    for (const card of answer.popular) expect(answer.variants[card.id]).toBeDefined();
  });

  it('suggests nothing unrelated', () => {
    expect(ask('en', '?q=qwxz').nearest).toEqual([]);
    expect(ask('en', '?q=burkini swimsuit').nearest.map((entry) => entry.label).join(' ')).not.toMatch(/Bowl|Cat Food|Budgies/);
  });
});

describe('the header\'s suggestions', () => {
  it('complete the words typed, categories first, typos forgiven', () => {
    expect(productSearch('en').suggest('aba')[0]!.label).toBe('Abaya');
    expect(productSearch('en').suggest('abya')[0]!.label).toBe('Abaya');
    expect(productSearch('ar').suggest('عبا')[0]!.href).toBe('/ar/category/abayas');
    expect(productSearch('en').suggest('qwxz')).toEqual([]);
  });
});
