import { describe, expect, it } from 'vitest';
import { fill, initials, joinList, plural, splitAt, stars } from '../../src/lib/text.ts';

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

  it('picks the plural form the locale\'s rules name, falling back to other, and fills {{count}}', () => {
    const en = { one: 'Show {{count}} result', other: 'Show {{count}} results' };
    expect(plural(en, 'en', 1)).toBe('Show 1 result');
    expect(plural(en, 'en', 0)).toBe('Show 0 results');
    expect(plural(en, 'en', 2)).toBe('Show 2 results');
    const ar = { one: 'نتيجة واحدة', two: 'نتيجتان', few: '{{count}} نتائج', many: '{{count}} نتيجة', other: '{{count}} نتيجة' };
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => plural(ar, 'ar', n))).toEqual([
      '0 نتيجة', 'نتيجة واحدة', 'نتيجتان', '3 نتائج', '10 نتائج', '11 نتيجة', '99 نتيجة', '100 نتيجة',
    ]);
    expect(plural({ one: '{{count}} of {{total}}', other: '{{count}} of {{total}}' }, 'fr', 0, { total: 5 })).toBe('0 of 5');
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
