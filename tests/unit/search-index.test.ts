// The search index's records, made from the catalogue (src/build/search-index.ts): each product's
// words in each locale, the shop's filters and its orders, and what a publish compares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchRecordHtml, searchRecords, searchRecordsDiffer, type SearchRecord } from '../../src/build/search-index.ts';
import { productSchema, type Product } from '../../src/lib/catalogue/schema.ts';

const stored = (id: string): Product => productSchema.parse(JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')));
/** Product 1 as another product: its id, price, and what the orders read. */
const copy = (id: string, fields: Partial<Product>): Product => ({ ...stored('1'), id, sku: `SKU-${id}`, ...fields });
const recordOf = (records: SearchRecord[], id: string, locale: SearchRecord['locale']) => records.find((r) => r.id === id && r.locale === locale)!;

describe('a product’s record in each locale', () => {
  const shayla = stored('1');
  const records = searchRecords([shayla]);

  it('is one per locale, at the product’s canonical page in it', () => {
    expect(records.map((r) => [r.locale, r.url])).toEqual([
      ['en', '/product/1'],
      ['fr', '/fr/product/1'],
      ['de', '/de/product/1'],
      ['ar', '/ar/product/1'],
    ]);
  });

  it('has the name and short description in that locale, and its categories and tags named in it', () => {
    const en = recordOf(records, '1', 'en');
    expect(en.name).toBe('Noor Chiffon Shayla');
    expect(en.labels).toEqual(['Fashion', 'Women', 'Shayla', 'Chiffon', 'Everyday']);
    expect(en.description).toBe(shayla.shortDescription.en);
    const ar = recordOf(records, '1', 'ar');
    expect(ar.name).toBe('شيلة نور من الشيفون');
    expect(ar.labels).toContain('شيلة');
    expect(ar.labels).not.toContain('Shayla');
    expect(ar.description).toBe(shayla.shortDescription.ar);
    expect(recordOf(records, '1', 'fr').description).toBe(shayla.shortDescription.fr);
  });

  it('filters by colour and size only where a variant has stock, and by the two together as one variant', () => {
    const { filters } = recordOf(records, '1', 'en');
    // Brown is sold in X and XXL only (M and XL have none left); blue in XXL only.
    expect(filters.color.sort()).toEqual(['black', 'blue', 'brown', 'white']);
    expect(filters.size.sort()).toEqual(['m', 'x', 'xl', 'xxl']);
    expect(filters.variant).toContain('brown x');
    expect(filters.variant).toContain('blue xxl');
    expect(filters.variant).not.toContain('brown m');
    expect(filters.variant).not.toContain('blue xl');
    expect(filters.category).toEqual(['fashion', 'women']);
    expect(filters.tag).toEqual(['shayla', 'chiffon', 'everyday']);
    expect(filters.price).toEqual(['45.00']);
  });

  it('filters by the price after discount, as the card shows it', () => {
    const [record] = searchRecords([copy('5', { price: 100, discount: 15 })]);
    expect(record!.filters.price).toEqual(['85.00']);
  });
});

describe('the orders a record carries', () => {
  // In catalogue order: a, b, c.
  const a = copy('11', { price: 50, rating: 3, saleCount: 1, new: false });
  const b = copy('12', { price: 20, rating: 5, saleCount: 9, new: false });
  const c = copy('13', { price: 50, rating: 5, saleCount: 9, new: true });
  const records = searchRecords([a, b, c]).filter((r) => r.locale === 'en');
  const order = (key: keyof SearchRecord['sort']) => [...records].sort((x, y) => x.sort[key] - y.sort[key]).map((r) => r.id);

  it('are the shop’s, ties kept in the catalogue’s order both ways', () => {
    expect(order('price-asc')).toEqual(['12', '11', '13']);
    expect(order('price-desc')).toEqual(['11', '13', '12']);
    expect(order('rating')).toEqual(['12', '13', '11']);
  });

  it('put products flagged new first, then the newest, and the most sold first for the popular ones', () => {
    expect(order('newest')).toEqual(['13', '12', '11']);
    expect(order('popular')).toEqual(['12', '13', '11']);
  });

  it('are the same in every locale', () => {
    const fr = searchRecords([a, b, c]).filter((r) => r.locale === 'fr');
    expect(fr.map((r) => r.sort)).toEqual(records.map((r) => r.sort));
  });
});

describe('the page Pagefind reads for a record', () => {
  const record = { ...searchRecords([stored('1')])[0]!, name: 'Shayla <Noor> & "Co"' };
  const html = searchRecordHtml(record, 4);

  it('weighs the name above the categories and tags, and those above the description', () => {
    expect(html).toContain('<h1 data-pagefind-weight="8">Shayla &lt;Noor&gt; &amp; &quot;Co&quot;</h1>');
    expect(html).toContain('<p data-pagefind-weight="4">Fashion, Women, Shayla, Chiffon, Everyday</p>');
    expect(html).toContain(`<p>${record.description}</p>`);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('keeps its id, filters and orders out of its words', () => {
    const hidden = html.slice(html.indexOf('<div data-pagefind-ignore>'));
    expect(hidden).toContain('<data value="1" data-pagefind-meta="id[value]"></data>');
    expect(hidden).toContain('<data value="black m" data-pagefind-filter="variant[value]"></data>');
    expect(hidden).toContain('<data value="0000" data-pagefind-sort="price-asc[value]"></data>');
  });
});

describe('whether a publish builds the index again', () => {
  const before = [stored('1'), stored('2')];
  const changed = (fields: Partial<Product>) => [{ ...before[0]!, ...fields }, before[1]!];

  it('does for a price, a name, stock running out in a colour, or what an order reads (rating, sales, new)', () => {
    expect(searchRecordsDiffer(before, changed({ price: before[0]!.price + 3 }))).toBe(true);
    expect(searchRecordsDiffer(before, changed({ rating: before[0]!.rating === 5 ? 4 : 5 }))).toBe(true);
    expect(searchRecordsDiffer(before, changed({ saleCount: before[0]!.saleCount + 1 }))).toBe(true);
    expect(searchRecordsDiffer(before, changed({ new: !before[0]!.new }))).toBe(true);
    expect(searchRecordsDiffer(before, changed({ name: { ...before[0]!.name, fr: 'Shayla Noor' } }))).toBe(true);
    const variation = before[0]!.variation!.map((v) => (v.color === 'blue' ? { ...v, size: v.size.map((s) => ({ ...s, stock: 0 })) } : v));
    expect(searchRecordsDiffer(before, changed({ variation }))).toBe(true);
  });

  it('does not for the full description or a stock count that stays above zero', () => {
    expect(searchRecordsDiffer(before, changed({ fullDescription: { ...before[0]!.fullDescription, en: 'Other words.' } }))).toBe(false);
    const variation = before[0]!.variation!.map((v) => (v.color === 'black' ? { ...v, size: v.size.map((s) => ({ ...s, stock: s.stock + 1 })) } : v));
    expect(searchRecordsDiffer(before, changed({ variation }))).toBe(false);
  });
});
