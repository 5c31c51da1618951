// Percentages as each locale writes them: "20%" in English, "20 %" in French and German, and in
// Arabic with the marks that keep the number and its sign together left to right (number-words.ts,
// Intl's shapes without Intl in the browser). Shown in an element of their own direction
// (dir="ltr"), so an Arabic page reads "-20%", never "20%-".
import type { Locale } from './locale.ts';
import { writePercent } from './number-words.ts';

/** A whole percentage: 20 → "20%". */
export function percent(value: number, locale: Locale): string {
  return writePercent(value, locale);
}

/** A discount as a negative percentage, for a sale badge: 20 → "-20%". */
export function percentOff(value: number, locale: Locale): string {
  return writePercent(-value, locale, true);
}
