import { describe, expect, it } from 'vitest';
import { fill, joinList, splitAt, stars, initials } from '../../src/lib/text.ts';

describe('text helpers', () => {
  it('fills {{placeholders}} and leaves unknown ones as they are', () => {
    expect(fill('Rated {{rating}} out of 5', { rating: 4 })).toBe('Rated 4 out of 5');
    expect(fill('{{ name }} ({{count}})', { name: 'Abaya' })).toBe('Abaya ({{count}})');
  });

  it('splits a template around one placeholder, so its value can be an element of its own', () => {
    expect(splitAt('Order #{{code}}', 'code')).toEqual(['Order #', '']);
    expect(splitAt('أرسلنا رمزاً إلى {{ identifier }} الآن', 'identifier')).toEqual(['أرسلنا رمزاً إلى ', ' الآن']);
    expect(splitAt('No placeholder', 'code')).toEqual(['No placeholder', '']);
  });

  it('draws a rating as five stars, clamped', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(0)).toBe('☆☆☆☆☆');
    expect(stars(7)).toBe('★★★★★');
  });
});

describe('joinList', () => {
  it("joins with the language's comma and a space", () => {
    expect(joinList(['Black', 'White', 'Blue'], ',')).toBe('Black, White, Blue');
    expect(joinList(['أسود', 'أبيض'], '،')).toBe('أسود، أبيض');
    expect(joinList(['أسود'], '،')).toBe('أسود');
  });
});

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased, whatever the spacing', () => {
    expect(initials('Mariam al Hassan')).toBe('MA');
    expect(initials('  noor   ')).toBe('N');
    expect(initials('Léa\tDupont')).toBe('LD');
    expect(initials('فاطمة الزهراء')).toBe('فا');
    expect(initials('')).toBe('');
  });
});
