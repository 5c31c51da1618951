import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/lib/catalogue/constants.ts';
import { applyShopQuery, facetsOf, filterProducts, foldText, pageWindow, paginate, sortProducts, type ShopItem } from '../../src/lib/shop/filter.ts';
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
    shortDescription: '',
    ...fields,
  };
}

const SHAYLA = item(0, { name: 'Noor Chiffon Shayla', salePrice: 45, rating: 3, new: true, category: ['fashion', 'women'], tag: ['shayla', 'chiffon'], colors: ['black', 'white'], sizes: ['x', 'm'], shortDescription: 'Un long shayla en mousseline légère.' });
const ABAYA = item(1, { name: 'Layla Open Abaya', salePrice: 320, rating: 5, category: ['fashion', 'women'], tag: ['abaya'], colors: ['black'], sizes: ['xl'] });
const GHUTRA = item(2, { name: 'Cotton Ghutra', salePrice: 80, rating: 4, category: ['men'], tag: ['ghutra', 'cotton'], colors: ['white'], sizes: ['m'] });
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

describe('facets', () => {
  it('counts products per value, vocabularies in their own order, tags by count', () => {
    const facets = facetsOf(ALL, CATEGORIES);
    expect(facets.categories).toEqual([
      { value: 'fashion', count: 2 },
      { value: 'men', count: 1 },
      { value: 'women', count: 2 },
      { value: 'organic food', count: 1 },
    ]);
    expect(facets.colors).toEqual([
      { value: 'white', count: 2 },
      { value: 'black', count: 2 },
    ]);
    expect(facets.sizes).toEqual([
      { value: 'x', count: 1 },
      { value: 'm', count: 2 },
      { value: 'xl', count: 1 },
    ]);
    expect(facets.tags[0]).toEqual({ value: 'abaya', count: 1 });
    expect(facets.tags).toHaveLength(6);
  });
});
