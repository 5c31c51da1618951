// The search page's listing (issue 44): the order of its matches, its filters and sort over them,
// and what a card's buttons act on.
import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from '../../src/lib/catalogue/catalogue-index.ts';
import { rankMatches } from '../../src/lib/search/rank.ts';
import { cardPurchase, variantsByProduct, type CardVariant } from '../../src/lib/shop/card.ts';
import { applySearchQuery } from '../../src/lib/shop/filter.ts';
import { EMPTY_QUERY, type ShopQuery } from '../../src/lib/shop/query.ts';

function product(order: number, fields: Partial<IndexedProduct>): IndexedProduct {
  return {
    id: String(order + 1),
    name: `Product ${order + 1}`,
    price: 100,
    salePrice: 100,
    discount: 0,
    offerEnd: null,
    new: false,
    rating: 3,
    saleCount: 0,
    category: ['fashion'],
    tag: [],
    colors: [],
    sizes: [],
    stocked: [],
    colorImages: {},
    stock: 5,
    affiliateLink: null,
    thumb: '',
    image: '',
    shortDescription: '',
    order,
    ...fields,
  };
}

// In catalogue order: the pins mention a wedding in their description only, the veil is tagged one,
// the shayla is named for it.
const PINS = product(0, { name: 'Crystal Hijab Pins', tag: ['pins'], shortDescription: 'Pour un mariage ou l’Aïd.', salePrice: 30 });
const VEIL = product(1, { name: 'Voile en dentelle', tag: ['wedding'], salePrice: 120, colors: ['white'], sizes: ['m'], stocked: [['white', 'm']] });
const SHAYLA = product(2, { name: 'Shayla de mariage', tag: ['shayla'], salePrice: 60, colors: ['black', 'white'], sizes: ['m', 'xl'], stocked: [['black', 'm'], ['white', 'xl']] });
const TABLE = product(3, { name: 'Walnut Table', category: ['furniture'] });
const ALL = [PINS, VEIL, SHAYLA, TABLE];
const FRENCH_TAGS = new Map([['wedding', 'Mariage']]);
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const q = (change: Partial<ShopQuery>): ShopQuery => ({ ...EMPTY_QUERY, q: 'mariage', ...change });

describe('the order of a search’s matches', () => {
  it('puts a product named by the words first, then one tagged with them in the page’s language, then the rest', () => {
    const ranked = rankMatches(ALL, ['1', '2', '3'], 'mariage', (value) => FRENCH_TAGS.get(value));
    expect(ids(ranked)).toEqual(['3', '2', '1']);
  });

  it('lists only the matches, and keeps the catalogue’s order between equals', () => {
    expect(ids(rankMatches(ALL, ['4', '1'], 'rien'))).toEqual(['1', '4']);
    expect(rankMatches(ALL, [], 'mariage')).toEqual([]);
  });

  it('without the tag’s name, a tag’s product ranks as one that only mentions the words', () => {
    expect(ids(rankMatches(ALL, ['1', '2'], 'mariage'))).toEqual(['1', '2']);
  });
});

describe('the search’s listing', () => {
  const ranked = [SHAYLA, VEIL, PINS];

  it('keeps the best matches first by default, and sorts by price when asked', () => {
    expect(ids(applySearchQuery(ranked, q({})).items)).toEqual(['3', '2', '1']);
    expect(ids(applySearchQuery(ranked, q({ sort: 'price-asc' })).items)).toEqual(['1', '3', '2']);
    expect(ids(applySearchQuery(ranked, q({ sort: 'price-desc' })).items)).toEqual(['2', '3', '1']);
  });

  it('filters the matches by colour and size on one variant with stock; the words filter nothing again', () => {
    expect(ids(applySearchQuery(ranked, q({ color: 'white' })).items)).toEqual(['3', '2']);
    expect(ids(applySearchQuery(ranked, q({ color: 'black', size: 'xl' })).items)).toEqual([]);
    // "mariage" is in no English text here: the index matched it, the listing does not match again.
    expect(applySearchQuery(ranked, q({ q: 'wedding' })).total).toBe(3);
  });

  it('pages the matches twelve at a time', () => {
    const many = Array.from({ length: 13 }, (_, i) => product(i, {}));
    expect(applySearchQuery(many, q({})).items).toHaveLength(12);
    expect(applySearchQuery(many, q({ page: 2 })).items).toHaveLength(1);
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

  it('read each product’s variants from the catalogue index', () => {
    const byProduct = variantsByProduct({ '301': ['3', 'black', 'm', 'S-3-BK-M', 2], '400': ['4', null, null, 'S-4', 3] });
    expect(byProduct.get('3')).toEqual([{ id: 301, color: 'black', size: 'm', stock: 2 }]);
    expect(byProduct.get('4')).toEqual([{ id: 400, color: null, size: null, stock: 3 }]);
  });
});
