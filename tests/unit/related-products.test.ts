import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/lib/catalogue/constants.ts';
import { relatedProducts } from '../../src/lib/catalogue/related.ts';

describe('relatedProducts', () => {
  const p = (id: string, category: Category[]) => ({ id, category });
  const all = [p('1', ['women', 'fashion']), p('2', ['men']), p('3', ['fashion']), p('4', ['women', 'fashion']), p('5', ['women']), p('6', ['fashion']), p('7', ['kids'])];

  it('picks up to four others that share a category, the closest first, never the product itself', () => {
    expect(relatedProducts(all[0]!, all).map((x) => x.id)).toEqual(['4', '3', '5', '6']);
    expect(relatedProducts(all[1]!, all)).toEqual([]);
    expect(relatedProducts(all[0]!, all, 2).map((x) => x.id)).toEqual(['4', '3']);
    // A closer product late in the catalogue still makes the four, ahead of those sharing less.
    const late = [...all, p('8', ['fashion', 'women'])];
    expect(relatedProducts(all[0]!, late).map((x) => x.id)).toEqual(['4', '8', '3', '5']);
  });
});
