import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/lib/catalogue/constants.ts';
import { isAmongRelated, relatedProducts } from '../../src/lib/catalogue/related.ts';

describe('relatedProducts', () => {
  const p = (id: string, category: Category[]) => ({ id, category });
  const all = [p('1', ['women', 'fashion']), p('2', ['men']), p('3', ['fashion']), p('4', ['women', 'fashion']), p('5', ['women']), p('6', ['fashion']), p('7', ['kids'])];
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  it('picks up to four others that share a category, those sharing the most first, never the product itself', () => {
    const related = ids(relatedProducts(all[0]!, all));
    expect(related[0]).toBe('4');
    expect([...related].sort()).toEqual(['3', '4', '5', '6']);
    expect(relatedProducts(all[1]!, all)).toEqual([]);
    expect(relatedProducts(all[0]!, all, 2)).toHaveLength(2);
    expect(ids(relatedProducts(all[0]!, all, 2))[0]).toBe('4');
    // A closer product late in the catalogue still makes the four, ahead of those sharing less.
    const late = [...all, p('8', ['fashion', 'women'])];
    expect([...ids(relatedProducts(all[0]!, late)).slice(0, 2)].sort()).toEqual(['4', '8']);
  });

  it('answers the same for the same catalogue, in whatever order the catalogue lists it', () => {
    expect(ids(relatedProducts(all[2]!, all))).toEqual(ids(relatedProducts(all[2]!, [...all].reverse())));
  });

  it('spreads the products over the pages: none is among the related products of many more pages than four', () => {
    const big = Array.from({ length: 1000 }, (_, i) => p(String(i + 1), ['fashion']));
    const shownOn = new Map<string, number>();
    for (const product of big) for (const other of relatedProducts(product, big)) shownOn.set(other.id, (shownOn.get(other.id) ?? 0) + 1);
    // By the catalogue's order, the first four products were on 996 pages each.
    expect(Math.max(...shownOn.values())).toBeLessThanOrEqual(20);
    expect(shownOn.get('1') ?? 0).toBeLessThanOrEqual(20);
  });
});

describe('isAmongRelated', () => {
  it('answers exactly what the whole list answers, for every pair of a varied catalogue', () => {
    const categories = ['women', 'fashion', 'men', 'kids', 'accessories'];
    // Deterministic variety: products sharing none, one or several categories, in no particular order.
    const all = Array.from({ length: 120 }, (_, i) => ({
      id: String((i * 37) % 131),
      category: categories.filter((_, c) => ((i * (c + 3)) >> c) % 3 === 0),
    }));
    let among = 0;
    for (const product of all) {
      const related = new Set(relatedProducts(product, all).map((other) => other.id));
      for (const candidate of all) {
        expect(isAmongRelated(product, candidate, all), `${candidate.id} for ${product.id}`).toBe(related.has(candidate.id));
        if (related.has(candidate.id)) among += 1;
      }
    }
    // The check is not empty: most products have their four.
    expect(among).toBeGreaterThan(300);
  });
});
