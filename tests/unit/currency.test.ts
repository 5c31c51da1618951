import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, FALLBACK_RATES, convert, currencyFor, formatPrice, formatPriceOff, isCurrencyCode } from '../../src/lib/currency.ts';
import { discountedMinor, toMajor, toMinor } from '../../src/lib/money.ts';

describe('money', () => {
  it('keeps AED amounts as whole fils', () => {
    expect(toMinor(120.5)).toBe(12050);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(12050)).toBe(120.5);
  });

  it('applies a percentage discount rounded to the fils', () => {
    expect(discountedMinor(9999, 15)).toBe(8499);
    expect(discountedMinor(10000, 0)).toBe(10000);
    expect(discountedMinor(10000, 50)).toBe(5000);
  });
});

describe('currency', () => {
  it('supports exactly AED, USD, EUR and GBP with the spec symbols', () => {
    expect(CURRENCY_CODES).toEqual(['AED', 'USD', 'EUR', 'GBP']);
    expect(currencyFor('AED')).toEqual({ currencyName: 'AED', currencySymbol: 'AED', currencyRate: 1 });
    expect(currencyFor('USD').currencySymbol).toBe('$');
    expect(currencyFor('EUR').currencySymbol).toBe('€');
    expect(currencyFor('GBP').currencySymbol).toBe('£');
  });

  it('converts with the rate per 1 AED, to 2 decimals', () => {
    const usd = currencyFor('USD', { USD: 0.2723 });
    expect(convert(200, usd)).toBe(54.46);
    expect(convert(3.6725, usd)).toBe(1);
  });

  it('falls back to the built-in rate when a rate is missing', () => {
    expect(currencyFor('EUR', {}).currencyRate).toBe(FALLBACK_RATES.EUR);
  });

  it("writes each locale's way: the symbol where the language puts it, 2 decimals", () => {
    expect(formatPrice(200, currencyFor('AED'), 'en')).toBe('AED\u00a0200.00');
    expect(formatPrice(200, currencyFor('USD', { USD: 0.2723 }), 'en')).toBe('$54.46');
    expect(formatPrice(1234.5, currencyFor('AED'), 'fr')).toBe('1\u202f234,50\u00a0AED');
    expect(formatPrice(220.15, currencyFor('EUR', { EUR: 0.2347 }), 'fr')).toBe('51,67\u00a0€');
    expect(formatPrice(200, currencyFor('EUR', { EUR: 0.25 }), 'de')).toBe('50,00\u00a0€');
    expect(formatPrice(200, currencyFor('GBP', { GBP: 0.25 }), 'fr')).toBe('50,00\u00a0£');
    expect(formatPrice(-24, currencyFor('AED'), 'en')).toBe('-AED\u00a024.00');
  });

  it('keeps Latin digits in Arabic, as LOCALE_TABLE asks', () => {
    const arabic = formatPrice(1234.5, currencyFor('AED'), 'ar');
    expect(arabic).toContain('1,234.50');
    expect(arabic).toContain('AED');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes an amount taken off with a true minus where the locale puts the sign', () => {
    expect(formatPriceOff(13, currencyFor('AED'), 'en')).toBe('\u2212AED\u00a013.00');
    expect(formatPriceOff(13, currencyFor('AED'), 'fr')).toBe('\u221213,00\u00a0AED');
    expect(formatPriceOff(200, currencyFor('EUR', { EUR: 0.25 }), 'de')).toBe('\u221250,00\u00a0€');
    // Arabic: the marks Intl puts first hold sign, number and code together left to right: '−13.00 AED'.
    expect(formatPriceOff(13, currencyFor('AED'), 'ar')).toBe('\u200f\u200e\u221213.00\u00a0AED');
  });

  it('recognises only supported codes', () => {
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('INR')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
