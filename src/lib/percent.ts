// Percentages as each locale writes them: "20%" in English, "20 %" in French and German, and in
// Arabic with the marks that keep the number and its sign together left to right. These are Intl's
// shapes without Intl in the browser (as number-words.ts's for money; tests/unit/number-words.test.ts
// holds both to Intl). Shown in an element of their own direction (dir="ltr"), so an Arabic page
// reads "-20%", never "20%-". Kept apart from money's shapes, so that the shopper's own pages, which
// write amounts but no percentage, do not carry these.
import type { Locale } from './locale.ts';
import { LRM, NBSP, grouped, isNegative } from './number-words.ts';

/** Positive, negative, and positive with its sign: '#' is the number. */
const SHAPES: Record<Locale, readonly [positive: string, negative: string, plus: string]> = {
  en: ['#%', '-#%', '+#%'],
  fr: [`#${NBSP}%`, `-#${NBSP}%`, `+#${NBSP}%`],
  de: [`#${NBSP}%`, `-#${NBSP}%`, `+#${NBSP}%`],
  ar: [`#${LRM}%${LRM}`, `${LRM}-#${LRM}%${LRM}`, `${LRM}+#${LRM}%${LRM}`],
};

/** A whole percentage (Intl rounds half away from zero); `signed` writes a plus before a positive one too. */
function written(value: number, locale: Locale, signed: boolean): string {
  const digits = grouped(String(Math.round(Math.abs(value))), locale);
  return SHAPES[locale][isNegative(value) ? 1 : signed ? 2 : 0].replace('#', digits);
}

/** A whole percentage: 20 → "20%". */
export function percent(value: number, locale: Locale): string {
  return written(value, locale, false);
}

/** A discount as a negative percentage, for a sale badge: 20 → "-20%". */
export function percentOff(value: number, locale: Locale): string {
  return written(-value, locale, true);
}
