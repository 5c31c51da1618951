import { describe, expect, it } from 'vitest';
import { LOW_STOCK, chosenVariant, sizeChoices, stockState, type OptionVariant } from '../../src/islands/product/options.ts';

const v = (id: number, color: string | null, size: string | null, stock: number): OptionVariant => ({ id, color, size, sku: `S${id}`, stock });
const variants = [v(111, 'white', 'x', 0), v(113, 'white', 'xl', 4), v(122, 'black', 'm', 0), v(123, 'black', 'xl', 0), v(144, 'blue', 'xxl', 9)];

describe('sizeChoices', () => {
  it("lists a colour's own sizes in size order with their stock", () => {
    expect(sizeChoices(variants, 'black')).toEqual([{ size: 'm', stock: 0 }, { size: 'xl', stock: 0 }]);
    expect(sizeChoices(variants, 'white')).toEqual([{ size: 'x', stock: 0 }, { size: 'xl', stock: 4 }]);
  });

  it('before a colour is chosen, sums each size over every colour', () => {
    expect(sizeChoices(variants, null)).toEqual([
      { size: 'x', stock: 0 },
      { size: 'm', stock: 0 },
      { size: 'xl', stock: 4 },
      { size: 'xxl', stock: 9 },
    ]);
  });

  it('has nothing to offer for a product without variation', () => {
    expect(sizeChoices([v(200, null, null, 5)], null)).toEqual([]);
  });
});

describe('chosenVariant', () => {
  it('needs a colour and a size when the product has variations', () => {
    expect(chosenVariant(variants, 'white', null)).toBeNull();
    expect(chosenVariant(variants, null, 'xl')).toBeNull();
    expect(chosenVariant(variants, 'white', 'xl')?.id).toBe(113);
    expect(chosenVariant(variants, 'white', 'm')).toBeNull();
  });

  it('is the only variant of a product without variation', () => {
    expect(chosenVariant([v(200, null, null, 5)], null, null)?.id).toBe(200);
  });
});

describe('stockState', () => {
  it('is out at 0, low up to the threshold, in above it', () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(1)).toEqual({ kind: 'low', count: 1 });
    expect(stockState(LOW_STOCK)).toEqual({ kind: 'low', count: LOW_STOCK });
    expect(stockState(LOW_STOCK + 1)).toEqual({ kind: 'in' });
  });
});
