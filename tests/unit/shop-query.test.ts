import { describe, expect, it } from 'vitest';
import { categoryOfQuery } from '../../src/lib/shop/categories.ts';
import {
  EMPTY_QUERY,
  chosenFilterCount,
  clearFilters,
  hasFilters,
  isStaticView,
  parseShopQuery,
  shopQueryString,
  updateShopQuery,
} from '../../src/lib/shop/query.ts';

describe('shop query in the URL', () => {
  it('reads every parameter', () => {
    const query = parseShopQuery('?category=women&color=Black&size=xl&tag=silk&q=%20silk%20shayla%20&min=20&max=150.5&sort=price-asc&page=2&view=list');
    expect(query).toEqual({
      category: 'women',
      color: 'black',
      size: 'xl',
      tag: 'silk',
      q: 'silk shayla',
      min: 20,
      max: 150.5,
      sort: 'price-asc',
      page: 2,
      view: 'list',
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(parseShopQuery('')).toEqual(EMPTY_QUERY);
    expect(parseShopQuery('?sort=cheapest&page=-3&view=table&min=abc&max=-5&category=%20')).toEqual(EMPTY_QUERY);
    expect(parseShopQuery('?page=2.5').page).toBe(1);
    expect(parseShopQuery('?min=0').min).toBe(0);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(shopQueryString(EMPTY_QUERY)).toBe('');
    const query = { ...EMPTY_QUERY, category: 'organic food', q: 'thé vert', min: 0, sort: 'rating' as const, page: 3 };
    const text = shopQueryString(query);
    expect(text).toBe('?category=organic+food&q=th%C3%A9+vert&min=0&sort=rating&page=3');
    expect(parseShopQuery(text)).toEqual(query);
  });

  it('returns to page 1 on any change but the page itself', () => {
    const onPage3 = { ...EMPTY_QUERY, page: 3 };
    expect(updateShopQuery(onPage3, { color: 'blue' }).page).toBe(1);
    expect(updateShopQuery(onPage3, { sort: 'newest' }).page).toBe(1);
    expect(updateShopQuery(onPage3, { page: 4 }).page).toBe(4);
  });

  it('tells filters from sorting and paging', () => {
    expect(hasFilters(EMPTY_QUERY)).toBe(false);
    expect(hasFilters({ ...EMPTY_QUERY, sort: 'rating', page: 2, view: 'list' })).toBe(false);
    expect(hasFilters({ ...EMPTY_QUERY, max: 10 })).toBe(true);
    expect(isStaticView({ ...EMPTY_QUERY, view: 'list' })).toBe(true);
    expect(isStaticView({ ...EMPTY_QUERY, sort: 'newest' })).toBe(false);
    expect(isStaticView({ ...EMPTY_QUERY, page: 2 })).toBe(false);
  });

  it("takes a category page's own filter as its static view", () => {
    const shaylas = { ...EMPTY_QUERY, tag: 'shayla' };
    expect(isStaticView(shaylas, shaylas)).toBe(true);
    expect(isStaticView({ ...shaylas, view: 'list' }, shaylas)).toBe(true);
    expect(isStaticView({ ...shaylas, color: 'black' }, shaylas)).toBe(false);
    expect(isStaticView(EMPTY_QUERY, shaylas)).toBe(false);
    expect(isStaticView(shaylas)).toBe(false);
  });

  it('names the shop category a query shows exactly', () => {
    expect(categoryOfQuery({ tag: 'shayla', category: null })?.slug).toBe('shaylas');
    expect(categoryOfQuery({ tag: null, category: 'men' })?.slug).toBe('men');
    expect(categoryOfQuery({ tag: 'silk', category: null })).toBeUndefined();
    expect(categoryOfQuery({ tag: 'shayla', category: 'men' })).toBeUndefined();
    expect(categoryOfQuery({ tag: null, category: null })).toBeUndefined();
  });

  it('clears filters but keeps the sort and the view', () => {
    const query = { ...EMPTY_QUERY, category: 'men', q: 'ghutra', sort: 'price-desc' as const, page: 2, view: 'list' as const };
    expect(clearFilters(query)).toEqual({ ...EMPTY_QUERY, sort: 'price-desc', view: 'list' });
  });

  it('counts the filters the shopper chose, a price range once, a category page\'s own filter not at all', () => {
    expect(chosenFilterCount(EMPTY_QUERY)).toBe(0);
    expect(chosenFilterCount({ ...EMPTY_QUERY, sort: 'price-asc', page: 3, view: 'list' })).toBe(0);
    expect(chosenFilterCount({ ...EMPTY_QUERY, color: 'black', size: 'm' })).toBe(2);
    expect(chosenFilterCount({ ...EMPTY_QUERY, min: 10 })).toBe(1);
    expect(chosenFilterCount({ ...EMPTY_QUERY, min: 10, max: 90, q: 'silk' })).toBe(2);
    const abayas = { ...EMPTY_QUERY, tag: 'abaya' };
    expect(chosenFilterCount(abayas, abayas)).toBe(0);
    expect(chosenFilterCount({ ...abayas, color: 'black' }, abayas)).toBe(1);
  });
});
