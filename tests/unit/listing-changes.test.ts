// Which listing and category pages a publish draws again (src/server/catalogue/listing-changes.ts),
// over the sample catalogue: a page is kept exactly when what it shows is the same.
import { describe, expect, it } from 'vitest';
import { changedListings, listingKey } from '../../src/server/catalogue/listing-changes.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { buildCatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { shopPageData } from '../../src/lib/shop/shop-page-data.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import type { Product } from '../../src/lib/catalogue/schema.ts';

const shop = loadCatalogue('content/products', { checkImages: false });
const edited = (id: string, change: (product: Product) => Product) => shop.map((product) => (product.id === id ? change(product) : product));
const everyLocale = (scope: string) => LOCALES.map((locale) => `${locale} ${scope}`);

/** A product of the tag's category that is not on that category's first page, nor on the shop's. */
function deepIn(tag: string): Product {
  const onFirstPages = new Set(
    [undefined, { tag }].flatMap((preset) => shopPageData(buildCatalogueIndex(shop, 'en'), preset).items.map((item) => item.id)),
  );
  const product = shop.find((p) => p.tag.includes(tag) && !onFirstPages.has(p.id));
  if (!product) throw new Error(`the sample has no ${tag} beyond the first page`);
  return product;
}

describe('changedListings', () => {
  it('keeps every listing when nothing changed', () => {
    expect(changedListings(shop, shop.map((product) => ({ ...product })))).toEqual(new Set());
  });

  it('keeps every listing when a product beyond every first page changes its price', () => {
    const deep = deepIn('hijab');
    expect(changedListings(shop, edited(deep.id, (p) => ({ ...p, price: p.price + 1 })))).toEqual(new Set());
  });

  it('draws the shop listings in every locale when a product on their first page changes its price', () => {
    const first = shopPageData(buildCatalogueIndex(shop, 'en')).items[0]!;
    const changed = changedListings(shop, edited(first.id, (p) => ({ ...p, price: p.price + 1 })));
    for (const key of everyLocale('')) expect(changed).toContain(key);
  });

  it('draws only the locale whose name changed', () => {
    const first = shopPageData(buildCatalogueIndex(shop, 'en')).items[0]!;
    const changed = changedListings(shop, edited(first.id, (p) => ({ ...p, name: { ...p.name, ar: `${p.name.ar} جديد` } })));
    expect(changed).toContain('ar ');
    expect([...changed].every((key) => key.startsWith('ar '))).toBe(true);
  });

  it('draws a category when a product deep in it joins or leaves it: its count changes', () => {
    const deep = deepIn('hijab');
    const changed = changedListings(shop, edited(deep.id, (p) => ({ ...p, tag: p.tag.filter((tag) => tag !== 'hijab') })));
    for (const key of everyLocale('hijabs')) expect(changed).toContain(key);
    expect(changed).not.toContain('en shaylas');
  });

  it('draws the listings whose counts a removed product was in', () => {
    const deep = deepIn('hijab');
    const changed = changedListings(shop, shop.filter((p) => p.id !== deep.id));
    for (const key of [...everyLocale(''), ...everyLocale('hijabs')]) expect(changed).toContain(key);
  });
});

describe('listingKey', () => {
  it('names the scope and locale of a listing or category page', () => {
    expect(listingKey('/shop-grid-standard/')).toBe('en ');
    expect(listingKey('/ar/shop-list-two-column/')).toBe('ar ');
    expect(listingKey('/category/shaylas/')).toBe('en shaylas');
    expect(listingKey('/de/category/men/')).toBe('de men');
  });
});
