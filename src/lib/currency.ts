// Currencies the shop sells in. A rate is units of that currency per 1 AED (the base).
// The fallback rates are used until the API's /exchange-rates answers (and when it cannot).

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
  return Math.round(amountAed * currency.currencyRate * 100) / 100;
}

// Building an Intl.NumberFormat costs far more than using one (a listing formats dozens of prices
// as it starts), so each locale's is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * Formats an AED amount in the chosen currency with its symbol and 2 decimals.
 * The symbol is the spec's ('AED', '$', '€', '£'), placed before the number; digits follow the locale.
 */
export function formatPrice(amountAed: number, currency: Currency, locale = 'en'): string {
  const number = numberFormat(locale).format(convert(amountAed, currency));
  return currency.currencySymbol === 'AED' ? `AED ${number}` : `${currency.currencySymbol}${number}`;
}
