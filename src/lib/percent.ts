// Percentages as each locale writes them: "20%" in English, "20 %" in French and German, and in
// Arabic with the marks Intl adds to keep the number and its sign together left to right. Shown in
// an element of their own direction (dir="ltr"), so an Arabic page reads "-20%", never "20%-".
import { LOCALE_TAGS, type Locale } from './locale.ts';

// One formatter per locale and sign: making one costs far more than using it (a shop page draws
// dozens of badges, the build some 100,000).
const formats = new Map<string, Intl.NumberFormat>();
function format(fraction: number, locale: Locale, signDisplay: 'auto' | 'always'): string {
  const key = `${locale} ${signDisplay}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', signDisplay })));
  return formatter.format(fraction);
}

/** A whole percentage: 20 → "20%". */
export function percent(value: number, locale: Locale): string {
  return format(value / 100, locale, 'auto');
}

/** A discount as a negative percentage, for a sale badge: 20 → "-20%". */
export function percentOff(value: number, locale: Locale): string {
  return format(-value / 100, locale, 'always');
}
