import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, DEFAULT_CURRENCY, currencyFor, formatPrice, formatPriceOff, formatThreshold, type CurrencyCode } from '../../src/lib/currency.ts';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../src/lib/locale.ts';
import { percent, percentOff } from '../../src/lib/percent.ts';
import { writeNumber } from '../../src/lib/number-words.ts';

// The shop writes money and percentages from number-words.ts's shapes, not Intl, so that a
// browser never builds an Intl.NumberFormat. Here every locale's output is held to Intl's own.

const intlMoney = (locale: Locale, code: CurrencyCode) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: code,
    currencyDisplay: code === 'AED' ? 'code' : 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/**
 * Intl's output with the shop's one departure: an Arabic positive amount carries the left-to-right
 * mark its negative has, so both draw the code on the same side (number-words.ts).
 */
const shopShape = (locale: Locale, text: string) => (locale === 'ar' ? text.replace(/^\u200f(?!\u200e)/, '\u200f\u200e') : text);

/** Amounts in fils across every length of number, sums that are not exact in binary, and zero. */
const AMOUNTS_FILS = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 1005, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 99999999, 123456789];
for (let fils = 0; fils < 300000; fils += 997) AMOUNTS_FILS.push(fils);

describe('money as Intl writes it, without Intl', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every currency, positive and negative`, () => {
      for (const code of CURRENCY_CODES) {
        const intl = intlMoney(locale, code);
        // A rate of 1 shows each amount as it is, in every currency.
        const currency = { ...currencyFor(code), currencyRate: 1 };
        for (const fils of AMOUNTS_FILS) {
          const amount = fils / 100;
          expect(formatPrice(amount, currency, locale)).toBe(shopShape(locale, intl.format(amount)));
          expect(formatPrice(-amount, currency, locale)).toBe(intl.format(-amount));
          const off = intl.formatToParts(-amount).map((part) => (part.type === 'minusSign' ? '\u2212' : part.value)).join('');
          expect(formatPriceOff(amount, currency, locale)).toBe(off);
        }
      }
    });

    it(`${locale}: converted amounts, rounded to the cent as Intl rounds them`, () => {
      const intl = intlMoney(locale, 'USD');
      const usd = currencyFor('USD', { USD: 0.2723 });
      for (let fils = 1; fils < 200000; fils += 373) expect(formatPrice(fils / 100, usd, locale)).toBe(shopShape(locale, intl.format(Math.round(fils * 0.2723) / 100)));
    });
  }

  it('writes the examples the pages show', () => {
    expect(formatPrice(51.67, DEFAULT_CURRENCY, 'en')).toBe('AED\u00a051.67');
    expect(formatPrice(1234.5, DEFAULT_CURRENCY, 'fr')).toBe('1\u202f234,50\u00a0AED');
    expect(formatPrice(1234.5, DEFAULT_CURRENCY, 'de')).toBe('1.234,50\u00a0AED');
    expect(formatPrice(1234.5, DEFAULT_CURRENCY, 'ar')).toBe('\u200f\u200e1,234.50\u00a0AED');
    expect(formatPrice(-0.001, DEFAULT_CURRENCY, 'en')).toBe(intlMoney('en', 'AED').format(-0));
  });
});

describe('percentages as Intl writes them, without Intl', () => {
  for (const locale of LOCALES) {
    it(`${locale}: whole percentages, with and without a sign`, () => {
      const plain = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent' });
      const signed = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', signDisplay: 'always' });
      for (const value of [0, 1, 5, 9, 10, 15, 20, 33, 50, 99, 100, 999, 1000, 1234, 100000]) {
        expect(percent(value, locale)).toBe(plain.format(value / 100));
        expect(percent(-value, locale)).toBe(plain.format(-value / 100));
        expect(percentOff(value, locale)).toBe(signed.format(-value / 100));
        expect(percentOff(-value, locale)).toBe(signed.format(value / 100));
      }
    });
  }
});

describe('a threshold as a shopper reads it', () => {
  it('is converted, rounded up to a whole unit and written as Intl writes a whole amount', () => {
    for (const locale of LOCALES) {
      for (const code of CURRENCY_CODES) {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: code, currencyDisplay: code === 'AED' ? 'code' : 'narrowSymbol', maximumFractionDigits: 0 });
        for (const [aed, rate, whole] of [[200, 0.2723, 55], [200, 1, 200], [150, 0.25, 38], [1000, 0.2723, 273], [0.5, 1, 1]] as const) {
          expect(formatThreshold(aed, { ...currencyFor(code), currencyRate: rate }, locale), `${locale} ${code} ${aed}`).toBe(shopShape(locale, intl.format(whole)));
        }
      }
    }
  });

  it('never shows less than the threshold: AED 200 in dollars is "$55", not "$54.46"', () => {
    expect(formatThreshold(200, currencyFor('USD', { USD: 0.2723 }), 'en')).toBe('$55');
    expect(formatThreshold(200, DEFAULT_CURRENCY, 'en')).toBe('AED\u00a0200');
  });
});

describe('a number as Intl writes it, without Intl', () => {
  // A rating's average (one decimal, 1 to 5), and numbers with more decimals and more digits.
  const numbers = [0, 1, 2.5, 3.25, 4.125, 4.1255, 1234.5, 1234567.891];
  for (let tenths = 10; tenths <= 50; tenths++) numbers.push(tenths / 10);
  for (const locale of LOCALES) {
    it(`${locale}: with the locale's decimal and group marks`, () => {
      const intl = new Intl.NumberFormat(LOCALE_TAGS[locale]);
      for (const value of numbers) expect(writeNumber(value, locale), String(value)).toBe(intl.format(value));
    });
  }
  it("writes French and German ratings with a comma", () => {
    expect(writeNumber(4.5, 'fr')).toBe('4,5');
    expect(writeNumber(4.5, 'de')).toBe('4,5');
    expect(writeNumber(4.5, 'en')).toBe('4.5');
  });
});
