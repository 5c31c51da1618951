import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/lib/catalogue/constants.ts';
import { applyShopQuery, facetCounts, facetValuesOf, filterProducts, foldText, pageWindow, paginate, sortProducts, type ShopItem } from '../../src/lib/shop/filter.ts';
import { EMPTY_QUERY, type ShopQuery } from '../../src/lib/shop/query.ts';

function item(order: number, fields: Partial<ShopItem> = {}): ShopItem {
  return {
    id: String(order + 1),
    name: `Product ${order + 1}`,
    salePrice: 100,
    rating: 3,
    new: false,
    order,
    category: ['fashion'],
    tag: [],
    colors: [],
    sizes: [],
    stocked: [],
    shortDescription: '',
    ...fields,
  };
}

const SHAYLA = item(0, { name: 'Noor Chiffon Shayla', salePrice: 45, rating: 3, new: true, category: ['fashion', 'women'], tag: ['shayla', 'chiffon'], colors: ['black', 'white'], sizes: ['x', 'm'], stocked: [['black', 'x'], ['white', 'm']], shortDescription: 'Un long shayla en mousseline légère.' });
const ABAYA = item(1, { name: 'Layla Open Abaya', salePrice: 320, rating: 5, category: ['fashion', 'women'], tag: ['abaya'], colors: ['black'], sizes: ['xl'], stocked: [['black', 'xl']] });
const GHUTRA = item(2, { name: 'Cotton Ghutra', salePrice: 80, rating: 4, category: ['men'], tag: ['ghutra', 'cotton'], colors: ['white'], sizes: ['m'], stocked: [['white', 'm']] });
const DATES = item(3, { name: 'Medjool Dates Box', salePrice: 80, rating: 5, new: true, category: ['organic food'], tag: ['dates'] });
const ALL = [SHAYLA, ABAYA, GHUTRA, DATES];

const q = (change: Partial<ShopQuery>): ShopQuery => ({ ...EMPTY_QUERY, ...change });
const ids = (items: ShopItem[]) => items.map((i) => i.id);

describe('filtering', () => {
  it('keeps everything without filters', () => {
    expect(filterProducts(ALL, EMPTY_QUERY)).toEqual(ALL);
  });

  it('filters by category, colour, size and tag, combined with AND', () => {
    expect(ids(filterProducts(ALL, q({ category: 'women' })))).toEqual(['1', '2']);
    expect(ids(filterProducts(ALL, q({ color: 'white' })))).toEqual(['1', '3']);
    expect(ids(filterProducts(ALL, q({ category: 'women', color: 'white' })))).toEqual(['1']);
    expect(ids(filterProducts(ALL, q({ size: 'm' })))).toEqual(['1', '3']);
    expect(ids(filterProducts(ALL, q({ tag: 'cotton' })))).toEqual(['3']);
    expect(ids(filterProducts(ALL, q({ category: 'organic food' })))).toEqual(['4']);
    expect(filterProducts(ALL, q({ category: 'no such category' }))).toEqual([]);
  });

  it('filters by the price after discount, bounds included', () => {
    expect(ids(filterProducts(ALL, q({ min: 80 })))).toEqual(['2', '3', '4']);
    expect(ids(filterProducts(ALL, q({ max: 80 })))).toEqual(['1', '3', '4']);
    expect(ids(filterProducts(ALL, q({ min: 50, max: 100 })))).toEqual(['3', '4']);
  });

  it('matches every word of the text in name, description, categories or tags, ignoring case and accents', () => {
    expect(ids(filterProducts(ALL, q({ q: 'abaya' })))).toEqual(['2']);
    expect(ids(filterProducts(ALL, q({ q: 'LEGERE mousseline' })))).toEqual(['1']);
    expect(ids(filterProducts(ALL, q({ q: 'cotton men' })))).toEqual(['3']);
    expect(ids(filterProducts(ALL, q({ q: 'cotton women' })))).toEqual([]);
    expect(foldText('Été Größe')).toBe('ete große');
  });
});

describe('sorting', () => {
  it('orders by price both ways, ties in catalogue order', () => {
    expect(ids(sortProducts(ALL, 'price-asc'))).toEqual(['1', '3', '4', '2']);
    expect(ids(sortProducts(ALL, 'price-desc'))).toEqual(['2', '3', '4', '1']);
  });

  it('orders by rating, then catalogue order', () => {
    expect(ids(sortProducts(ALL, 'rating'))).toEqual(['2', '4', '3', '1']);
  });

  it('puts new products first, newest catalogue position first', () => {
    expect(ids(sortProducts(ALL, 'newest'))).toEqual(['4', '1', '3', '2']);
  });

  it('keeps the catalogue order by default and never mutates its input', () => {
    const shuffled = [GHUTRA, SHAYLA, DATES, ABAYA];
    expect(ids(sortProducts(shuffled, 'default'))).toEqual(['1', '2', '3', '4']);
    expect(ids(shuffled)).toEqual(['3', '1', '4', '2']);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 30 }, (_, i) => i);

  it('cuts pages of 12 and reports the positions shown', () => {
    expect(paginate(many, 1)).toMatchObject({ page: 1, pageCount: 3, total: 30, from: 1, to: 12 });
    expect(paginate(many, 3)).toMatchObject({ items: many.slice(24), page: 3, from: 25, to: 30 });
  });

  it('clamps a page out of range and handles an empty list', () => {
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate(many, 0).page).toBe(1);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });

  it('applies filter, sort and page together', () => {
    const result = applyShopQuery(ALL, q({ category: 'fashion', sort: 'price-desc' }), 1);
    expect(result).toMatchObject({ total: 2, pageCount: 2, from: 1, to: 1 });
    expect(ids(result.items)).toEqual(['2']);
  });

  it('shows the page numbers around the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe('colour and size on one variant, with stock', () => {
  // Sold in black and white, M only in white; its black M is sold out.
  const SHAYLA_NO_BLACK_M = item(4, { colors: ['black', 'white'], sizes: ['x', 'm'], stocked: [['black', 'x'], ['white', 'm']] });
  const BLACK_M = item(5, { colors: ['black'], sizes: ['m'], stocked: [['black', 'm']] });
  const SOLD_OUT = item(6, { colors: ['black'], sizes: ['m'], stocked: [] });
  const NO_VARIANTS = item(7, { colors: [], sizes: [], stocked: [] });
  const LIST = [SHAYLA_NO_BLACK_M, BLACK_M, SOLD_OUT, NO_VARIANTS];

  it('lists for Black + M only a product with a black variant in M that has stock', () => {
    expect(ids(filterProducts(LIST, q({ color: 'black', size: 'm' })))).toEqual(['6']);
  });

  it('lists for one colour or one size the products with some such variant in stock', () => {
    expect(ids(filterProducts(LIST, q({ color: 'black' })))).toEqual(['5', '6']);
    expect(ids(filterProducts(LIST, q({ size: 'm' })))).toEqual(['5', '6']);
    expect(ids(filterProducts(LIST, q({ color: 'white', size: 'x' })))).toEqual([]);
  });

  it('never lists a product without variants for a colour or size, and lists every product, sold out or not, without one', () => {
    expect(ids(filterProducts(LIST, q({ color: 'blue' })))).toEqual([]);
    expect(ids(filterProducts(LIST, EMPTY_QUERY))).toEqual(['5', '6', '7', '8']);
  });
});

describe('facets', () => {
  it('lists every value the catalogue uses, vocabularies in their own order, tags most used first', () => {
    const values = facetValuesOf(ALL, CATEGORIES);
    expect(values.category).toEqual(['fashion', 'men', 'women', 'organic food']);
    expect(values.color).toEqual(['white', 'black']);
    expect(values.size).toEqual(['x', 'm', 'xl']);
    expect(values.tag[0]).toBe('abaya');
    expect(values.tag).toHaveLength(6);
  });

  it('counts, without a choice, the products each option would list', () => {
    const counts = facetCounts(ALL, EMPTY_QUERY);
    expect(counts.category).toEqual({ fashion: 2, women: 2, men: 1, 'organic food': 1 });
    expect(counts.color).toEqual({ black: 2, white: 2 });
    expect(counts.size).toEqual({ x: 1, m: 2, xl: 1 });
    expect(counts.tag).toMatchObject({ shayla: 1, cotton: 1, dates: 1 });
  });

  it('counts each facet with the other facets\' choices in force, and not its own', () => {
    const counts = facetCounts(ALL, q({ color: 'black' }));
    // Choosing black leaves the colour counts as they were: the shopper may switch to white.
    expect(counts.color).toEqual({ black: 2, white: 2 });
    // Sizes follow black variant by variant: the shayla's M is white only.
    expect(counts.size).toEqual({ x: 1, xl: 1 });
    expect(counts.category).toEqual({ fashion: 2, women: 2 });
    expect(counts.tag).toEqual({ shayla: 1, chiffon: 1, abaya: 1 });
  });

  it('counts colours for the chosen size on one variant, and follows text and price too', () => {
    expect(facetCounts(ALL, q({ size: 'm' })).color).toEqual({ white: 2 });
    expect(facetCounts(ALL, q({ size: 'm', max: 50 })).color).toEqual({ white: 1 });
    expect(facetCounts(ALL, q({ q: 'dates' })).category).toEqual({ 'organic food': 1 });
    expect(facetCounts(ALL, q({ q: 'nothing like it' }))).toEqual({ category: {}, color: {}, size: {}, tag: {} });
  });

  it("counts within a listing's own scope (a category page): no option counts products outside it", () => {
    const scope = { category: 'organic food' };
    const within = ALL.filter((item) => item.category.includes('organic food'));
    const counts = facetCounts(ALL, q(scope), scope);
    expect(counts.category).toEqual({ 'organic food': within.length, ...Object.fromEntries(Object.entries(counts.category).filter(([c]) => c !== 'organic food')) });
    const tagged = (tag: string) => within.filter((item) => item.tag.includes(tag)).length;
    for (const [tag, count] of Object.entries(counts.tag)) expect(count, tag).toBe(tagged(tag));
    for (const count of Object.values(counts.category)) expect(count).toBeLessThanOrEqual(within.length);
    // Without the scope, the same query counts the whole shop's tags.
    expect(Object.values(facetCounts(ALL, q(scope)).tag).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(Object.values(counts.tag).reduce((a, b) => a + b, 0));
  });
});
