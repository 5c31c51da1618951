// Currencies the shop sells in. A rate is units of that currency per 1 AED (the base).
// The fallback rates are used until the API's /exchange-rates answers (and when it cannot).
import type { Locale } from './locale.ts';
import { roundToMinor } from './money.ts';
import { writeMoney, writeWholeMoney } from './number-words.ts';

export const CURRENCY_CODES = ['AED', 'USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  currencyName: CurrencyCode;
  currencySymbol: string;
  currencyRate: number;
}

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  AED: 'AED',
  USD: '$',
  EUR: '€',
  GBP: '£',
};

/** Built-in rates per 1 AED (AED is pegged at 3.6725 per USD). */
export const FALLBACK_RATES: Record<CurrencyCode, number> = {
  AED: 1,
  USD: 0.2723,
  EUR: 0.2347,
  GBP: 0.2032,
};

export const DEFAULT_CURRENCY: Currency = { currencyName: 'AED', currencySymbol: 'AED', currencyRate: 1 };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function currencyFor(code: CurrencyCode, rates: Partial<Record<CurrencyCode, number>> = FALLBACK_RATES): Currency {
  const rate = rates[code] ?? FALLBACK_RATES[code];
  return { currencyName: code, currencySymbol: CURRENCY_SYMBOLS[code], currencyRate: rate };
}

/** Converts an AED amount into the currency, rounded to 2 decimals. */
export function convert(amountAed: number, currency: Currency): number {
  return roundToMinor(amountAed * currency.currencyRate);
}

const MINUS = '\u2212';

/**
 * The one way money is written: an AED amount converted to the chosen currency, with 2 decimals,
 * the symbol where the locale puts it and its separators ('AED 51.67', '51,67 €', '51,67 AED');
 * Arabic keeps Latin digits, as LOCALE_TABLE's tag asks. The shapes are number-words.ts's, Intl's
 * own without Intl in the browser. An amount taken off is formatPriceOff's.
 */
export function formatPrice(amountAed: number, currency: Currency, locale: Locale = 'en'): string {
  const code = currency.currencyName;
  return writeMoney(convert(amountAed, currency), code, CURRENCY_SYMBOLS[code], locale);
}

/**
 * A threshold as a shopper reads it ("Free delivery on orders over $55"): converted, then rounded UP
 * to a whole unit of the currency, so that an order of the amount shown always reaches it (AED 200
 * is $54.46, shown as $55), and written without minor units. An AED amount that is whole stays as
 * it is ("AED 200").
 */
export function formatThreshold(amountAed: number, currency: Currency, locale: Locale = 'en'): string {
  const code = currency.currencyName;
  // convert() has already rounded to fils: 200 AED at a rate of 1 stays 200, never 200.0000001.
  return writeWholeMoney(Math.ceil(convert(amountAed, currency)), code, CURRENCY_SYMBOLS[code], locale);
}

/**
 * An amount taken off (a discount), written as the locale writes a negative amount: its sign where
 * the locale puts it ('−AED 13.00', '−13,00 AED', and in Arabic '−13.00 AED' with the marks that
 * keep sign, number and code together left to right), as the true minus sign U+2212 rather than
 * the hyphen Intl gives. Show it isolated left to right (`<bdi dir="ltr">`): in a right-to-left line
 * a sign outside the formatted amount lands on the far side, 'AED 13.00−'.
 */
export function formatPriceOff(amountAed: number, currency: Currency, locale: Locale = 'en'): string {
  const code = currency.currencyName;
  return writeMoney(-convert(amountAed, currency), code, CURRENCY_SYMBOLS[code], locale).replace('-', MINUS);
}
