// A discount as each locale writes a negative percentage: "-20%" in English, "-20 %" in French and
// German, and in Arabic with the marks Intl adds to keep the sign before the number. Shown in an
// element of its own direction (dir="ltr"), so an Arabic page reads "-20%", never "20%-".
import { LOCALE_TAGS, type Locale } from './locale.ts';

export function percentOff(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', signDisplay: 'always' }).format(-percent / 100);
}
