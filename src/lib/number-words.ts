// How each locale writes a number and an amount of money, without Intl in the browser (its
// percentages are percent.ts's, written the same way). A browser's first Intl.NumberFormat of a
// locale loads ICU's data for it: on /fr/checkout that was one function of 13 ms in the island's
// first render (53 ms under Lighthouse's 4× CPU slowdown, in a CPU profile), the page's longest
// task. These are the shapes Intl gives (CLDR, through Node's ICU at build and in the server);
// tests/unit/number-words.test.ts holds every locale's output to Intl's own (but for one mark in
// Arabic, below), so a CLDR that writes them differently fails there rather than on a page.
import type { CurrencyCode } from './currency.ts';
import type { Locale } from './locale.ts';

type Shape = readonly [positive: string, negative: string];

interface NumberWords {
  /** Between each three digits of the whole part. */
  group: string;
  decimal: string;
  /** An amount of money, positive then negative: '¤' is the currency's sign, '#' the number. */
  money: Shape;
  /** Signs this locale writes otherwise than the shop's (CURRENCY_SYMBOLS). */
  signs?: Partial<Record<CurrencyCode, string>>;
}

export const NBSP = '\u00a0';
const NNBSP = '\u202f';
export const LRM = '\u200e';
const RLM = '\u200f';

const WORDS: Record<Locale, NumberWords> = {
  en: { group: ',', decimal: '.', money: ['¤#', '-¤#'] },
  fr: { group: NNBSP, decimal: ',', money: [`#${NBSP}¤`, `-#${NBSP}¤`] },
  de: { group: '.', decimal: ',', money: [`#${NBSP}¤`, `-#${NBSP}¤`] },
  // Latin digits (LOCALE_TABLE's tag), and the marks that hold sign, number and currency together.
  // One departure from Intl: its positive amount has the right-to-left mark alone, which on a
  // right-to-left line draws the code left of the number ('AED 89.00') while its negative, held by a
  // left-to-right mark, draws it right ('−35.60 AED'); the positive takes that mark too, so every
  // amount on an Arabic screen reads number, then code.
  ar: { group: ',', decimal: '.', money: [`${RLM}${LRM}#${NBSP}¤`, `${RLM}${LRM}-#${NBSP}¤`], signs: { USD: 'US$', GBP: 'UK£' } },
};

/** '1234567' → '1,234,567' with `locale`'s separator. */
export function grouped(whole: string, locale: Locale): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, WORDS[locale].group);
}

/** Intl writes a negative zero with its sign, and so does this. */
export const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** A sign that touches the number with a letter takes a no-break space: 'AED 51.67', but '$14.07'. */
const spaced = (shape: string, sign: string) =>
  shape.replace('¤', sign).replace(/(\p{L})#|#(\p{L})/u, (_, before?: string, after?: string) => (before ? `${before}${NBSP}#` : `#${NBSP}${after}`));

/**
 * An amount, already in its currency and rounded to whole minor units, with 2 decimals as `locale`
 * writes it with the currency's `symbol`: 'AED 1,234.50', '1 234,50 €', '‏1,234.50 AED'.
 */
export function writeMoney(amount: number, code: CurrencyCode, symbol: string, locale: Locale): string {
  const { decimal, money, signs } = WORDS[locale];
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  return spaced(money[isNegative(amount) ? 1 : 0], signs?.[code] ?? symbol).replace('#', `${grouped(whole, locale)}${decimal}${cents}`);
}

/** A whole amount (no minor units) as `locale` writes it: '$55', '55 €', 'AED 200', '‏200 AED'. */
export function writeWholeMoney(amount: number, code: CurrencyCode, symbol: string, locale: Locale): string {
  const { money, signs } = WORDS[locale];
  return spaced(money[0], signs?.[code] ?? symbol).replace('#', grouped(String(Math.abs(Math.trunc(amount))), locale));
}

/**
 * A number of zero or more (a rating's average, '4.5') as `locale` writes it with Intl's defaults:
 * up to three decimals, no trailing zeros, the locale's marks ('4,5' in French and German).
 */
export function writeNumber(value: number, locale: Locale): string {
  const { decimal } = WORDS[locale];
  const [whole, fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.') as [string, string | undefined];
  return fraction ? `${grouped(whole, locale)}${decimal}${fraction}` : grouped(whole, locale);
}
