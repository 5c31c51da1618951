import { describe, expect, it } from 'vitest';
import { fill, stars } from '../../src/lib/text.ts';

describe('text helpers', () => {
  it('fills {{placeholders}} and leaves unknown ones as they are', () => {
    expect(fill('Rated {{rating}} out of 5', { rating: 4 })).toBe('Rated 4 out of 5');
    expect(fill('{{ name }} ({{count}})', { name: 'Abaya' })).toBe('Abaya ({{count}})');
  });

  it('draws a rating as five stars, clamped', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(0)).toBe('☆☆☆☆☆');
    expect(stars(7)).toBe('★★★★★');
  });
});
