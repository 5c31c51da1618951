import { describe, expect, it } from 'vitest';
import { parseStockReply } from '../../src/lib/api/stock.ts';
import { mergeStock } from '../../src/islands/product/options.ts';

const built = [
  { id: 112, stock: 5, sku: 'PROD-0001-WHITE-M' },
  { id: 113, stock: 3, sku: 'PROD-0001-WHITE-XL' },
  { id: 123, stock: 0, sku: 'PROD-0001-BLACK-XL' },
];

describe('parseStockReply', () => {
  it('reads the API reply into a map of variant id to stock', () => {
    const live = parseStockReply({ data: [{ variant_id: 112, stock: 1 }, { variant_id: 123, stock: 4 }] });
    expect([...live]).toEqual([[112, 1], [123, 4]]);
  });

  it('drops malformed entries and answers an empty map for malformed replies', () => {
    const live = parseStockReply({
      data: [{ variant_id: 112, stock: -1 }, { variant_id: '113', stock: 2 }, { variant_id: 113, stock: 2.5 }, null, { variant_id: 113, stock: 2 }],
    });
    expect([...live]).toEqual([[113, 2]]);
    expect(parseStockReply({ data: 'nope' }).size).toBe(0);
    expect(parseStockReply(null).size).toBe(0);
    expect(parseStockReply({}).size).toBe(0);
  });
});

describe('mergeStock', () => {
  it('takes live stock for the variants it knows and keeps the build-time stock for the rest', () => {
    const merged = mergeStock(built, new Map([[112, 0], [123, 7]]));
    expect(merged.map((v) => [v.id, v.stock])).toEqual([[112, 0], [113, 3], [123, 7]]);
    expect(merged[1]).toBe(built[1]);
    expect(merged[0]!.sku).toBe('PROD-0001-WHITE-M');
  });

  it('ignores variants of other products and changes nothing on an empty reply', () => {
    expect(mergeStock(built, new Map([[999, 50]]))).toEqual(built);
    expect(mergeStock(built, new Map())).toEqual(built);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(built);
    mergeStock(built, new Map([[112, 9]]));
    expect(built).toEqual(copy);
  });
});
