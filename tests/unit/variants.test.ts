import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS, SIZES } from '../../src/lib/catalogue/constants.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import type { Product } from '../../src/lib/catalogue/schema.ts';
import {
  isInStock,
  isOfferActive,
  parseVariantId,
  salePrice,
  totalStock,
  variantIdOf,
  variantsOf,
} from '../../src/lib/catalogue/variants.ts';

const products = loadCatalogue('content/products', { checkImages: false });

const sample = (over: Partial<Product>): Product => ({
  id: '12',
  sku: 'SHA-01',
  name: { en: 'Sample' },
  price: 100,
  discount: 0,
  new: false,
  rating: 4,
  saleCount: 0,
  category: ['fashion'],
  tag: ['shayla'],
  stock: 0,
  image: [1, 2, 3, 4, 5].map((n) => `/images/products/12/${n}.webp`),
  shortDescription: { en: 'a', fr: 'a', de: 'a', ar: 'a' },
  fullDescription: { en: 'a', fr: 'a', de: 'a', ar: 'a' },
  ...over,
});

describe('variant ids and SKUs', () => {
  it('follows the documented formula and SKU shape', () => {
    const p = sample({
      variation: [
        { color: 'white', image: '/images/products/12/1.webp', size: [{ name: 'xl', stock: 3 }] },
        { color: 'blue', image: '/images/products/12/5.webp', size: [{ name: 'x', stock: 0 }] },
      ],
    });
    expect(variantsOf(p)).toEqual([
      { id: 1213, productId: 12, color: 'white', size: 'xl', sku: 'PROD-0012-WHITE-XL', stock: 3 },
      { id: 1241, productId: 12, color: 'blue', size: 'x', sku: 'PROD-0012-BLUE-X', stock: 0 },
    ]);
    expect(variantsOf(sample({ stock: 7 }), 'VEIL')).toEqual([
      { id: 1200, productId: 12, color: null, size: null, sku: 'VEIL-0012', stock: 7 },
    ]);
    expect(variantIdOf(144, 'brown', 'xxl')).toBe(14434);
    expect(variantIdOf('3')).toBe(300);
    expect(() => variantIdOf(3, 'red', 'm')).toThrow(RangeError);
    expect(() => variantIdOf(3, 'white')).toThrow(RangeError);
  });

  it('is unique across the whole catalogue, for ids and SKUs', () => {
    const all = products.flatMap((p) => variantsOf(p));
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    expect(new Set(all.map((v) => v.sku)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(144);
  });

  it('does not change when colours or sizes are reordered in a file', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: products.length - 1 }), fc.integer(), (index, seed) => {
        const p = products[index]!;
        const shuffle = <T>(xs: T[]): T[] => {
          const out = [...xs];
          let s = seed;
          for (let i = out.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) & 0x7fffffff;
            const j = s % (i + 1);
            [out[i], out[j]] = [out[j]!, out[i]!];
          }
          return out;
        };
        const reordered: Product = p.variation
          ? { ...p, variation: shuffle(p.variation).map((v) => ({ ...v, size: shuffle(v.size) })) }
          : p;
        expect(variantsOf(reordered)).toEqual(variantsOf(p));
      }),
    );
  });

  it('round-trips through parseVariantId', () => {
    for (const v of products.flatMap((p) => variantsOf(p))) {
      expect(parseVariantId(v.id)).toEqual({ productId: v.productId, color: v.color, size: v.size });
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.tuple(fc.constantFrom(...COLORS), fc.constantFrom(...SIZES)), { nil: null }),
        (productId, cs) => {
          const id = cs ? variantIdOf(productId, cs[0], cs[1]) : variantIdOf(productId);
          expect(parseVariantId(id)).toEqual({ productId, color: cs?.[0] ?? null, size: cs?.[1] ?? null });
        },
      ),
    );
  });

  it('rejects ids that no variant can have', () => {
    for (const id of [0, 99, 105, 1250, 1205, 1215.5, -1200, Number.NaN]) expect(parseVariantId(id), String(id)).toBeNull();
  });
});

describe('price, stock and offers', () => {
  it('computes the sale price in fils, rounded to 2 decimals', () => {
    expect(salePrice({ price: 89, discount: 40 })).toBe(53.4);
    expect(salePrice({ price: 44.95, discount: 15 })).toBe(38.21);
    expect(salePrice({ price: 100, discount: 0 })).toBe(100);
  });

  it('sums variation stock and falls back to top-level stock', () => {
    const p = sample({
      stock: 99,
      variation: [{ color: 'black', image: '/images/products/12/1.webp', size: [{ name: 'm', stock: 0 }, { name: 'xl', stock: 4 }] }],
    });
    expect(totalStock(p)).toBe(4);
    expect(isInStock(p)).toBe(true);
    expect(totalStock(sample({ stock: 0 }))).toBe(0);
    expect(isInStock(sample({ stock: 0 }))).toBe(false);
  });

  it('treats an offer as active only before its end', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isOfferActive(sample({ offerEnd: '2020-10-15T00:00:00+04:00' }), now)).toBe(false);
    expect(isOfferActive(sample({ offerEnd: '2027-01-10T23:59:00+04:00' }), now)).toBe(true);
    expect(isOfferActive(sample({}), now)).toBe(false);
  });
});
