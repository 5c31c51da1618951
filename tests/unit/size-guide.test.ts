import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { sizeGuideFileSchema, sizeGuideFor } from '../../src/lib/catalogue/size-guide.ts';
import { productSchema } from '../../src/lib/catalogue/schema.ts';

const file = sizeGuideFileSchema.parse(JSON.parse(readFileSync('content/size-guide.json', 'utf8')));

const guide = (sizes: Record<string, Record<string, number>>, measures = ['length', 'width']) => ({
  guides: [{ tags: ['shayla'], measures, sizes }],
});

describe('size guide file', () => {
  it('accepts the editors file', () => {
    expect(file.guides.length).toBeGreaterThan(0);
  });

  it('refuses a size missing a measure, an extra measure, a size the shop does not sell and a non-positive length', () => {
    expect(sizeGuideFileSchema.safeParse(guide({ x: { length: 170 } })).success).toBe(false);
    expect(sizeGuideFileSchema.safeParse(guide({ x: { length: 170, width: 55, bust: 90 } })).success).toBe(false);
    expect(sizeGuideFileSchema.safeParse(guide({ s: { length: 170, width: 55 } })).success).toBe(false);
    expect(sizeGuideFileSchema.safeParse(guide({ x: { length: 0, width: 55 } })).success).toBe(false);
    expect(sizeGuideFileSchema.safeParse(guide({ x: { length: 170, width: 55 } })).success).toBe(true);
  });

  it('refuses one tag in two guides', () => {
    const twice = { guides: [...guide({ x: { length: 1, width: 1 } }).guides, ...guide({ x: { length: 2, width: 2 } }).guides] };
    expect(sizeGuideFileSchema.safeParse(twice).success).toBe(false);
  });
});

describe('sizeGuideFor', () => {
  it('gives a shayla length and width for the sizes it sells only, in size order', () => {
    const table = sizeGuideFor(file, ['chiffon', 'shayla'], new Set(['xxl', 'x']));
    expect(table?.measures).toEqual(['length', 'width']);
    expect(table?.rows.map((row) => row.size)).toEqual(['x', 'xxl']);
    expect(table?.rows[0]!.values).toEqual([170, 55]);
  });

  it('gives an abaya length, bust and sleeve, and a niqab its length', () => {
    expect(sizeGuideFor(file, ['abaya'], new Set(['m']))?.measures).toEqual(['length', 'bust', 'sleeve']);
    expect(sizeGuideFor(file, ['niqab'], new Set(['m']))?.measures).toEqual(['length']);
  });

  it('gives none for a product without a garment tag or without sizes', () => {
    expect(sizeGuideFor(file, ['book'], new Set(['m']))).toBeNull();
    expect(sizeGuideFor(file, ['abaya'], new Set())).toBeNull();
  });

  it('has a guide for every product of the sample catalogue sold in sizes', () => {
    const missing = readdirSync('content/products')
      .map((name) => productSchema.parse(JSON.parse(readFileSync(`content/products/${name}`, 'utf8'))))
      .filter((product) => product.variation)
      .filter((product) => !sizeGuideFor(file, product.tag, new Set(product.variation!.flatMap((v) => v.size.map((s) => s.name)))))
      .map((product) => product.id);
    expect(missing).toEqual([]);
  });
});
