// The words the islands' dates are said in (My Account's), read from Intl at build time so that
// the browser says them without it (src/lib/dates/date-words.ts).
import type { DatePiece, DateStyle, DateWords, DatesByStyle } from '../lib/dates/date-words.ts';
import { LOCALE_TAGS, type Locale } from '../lib/locale.ts';

/** The Intl options of each style. */
export const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  withTime: { dateStyle: 'medium', timeStyle: 'short' },
  longWithTime: { dateStyle: 'long', timeStyle: 'short' },
};

const utc = (month: number, day: number, hour = 0) => new Date(Date.UTC(2026, month, day, hour, 0));

/** The pattern and pieces of a style in a locale, read from Intl. */
export function dateWords(locale: Locale, style: DateStyle): DateWords {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_STYLES[style], timeZone: 'UTC' });
  const part = (date: Date, type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((piece) => piece.type === type)?.value ?? '';
  const digits = Array.from({ length: 10 }, (_, digit) => part(new Date(Date.UTC(2020 + digit, 0, 1)), 'year').at(-1)).join('');
  const sample = utc(10, 23, 16);
  const parts = format.formatToParts(sample);
  // V8's format() writes a plain space where ICU's parts have a narrow one (before 'PM'), as
  // browsers have since ICU 72; the pattern follows format().
  const narrowSpace = parts.map((piece) => piece.value).join('') !== format.format(sample);
  return {
    pattern: parts.map((piece): DatePiece => {
      if (piece.type === 'literal') return ['literal', narrowSpace ? piece.value.replaceAll('\u202f', ' ') : piece.value];
      if (piece.type === 'year' || piece.type === 'month' || piece.type === 'day' || piece.type === 'hour' || piece.type === 'minute' || piece.type === 'dayPeriod') return [piece.type];
      throw new Error(`A ${style} date in ${locale} has a ${piece.type} part`);
    }),
    months: Array.from({ length: 12 }, (_, month) => part(utc(month, 1), 'month')),
    days: Array.from({ length: 31 }, (_, day) => part(utc(0, day + 1), 'day')),
    hours: Array.from({ length: 24 }, (_, hour) => part(utc(0, 1, hour), 'hour')),
    dayPeriods: Array.from({ length: 24 }, (_, hour) => part(utc(0, 1, hour), 'dayPeriod')),
    digits,
  };
}

/** Every style's words in a locale, as an island receives them. */
export function datesByStyle(locale: Locale): DatesByStyle {
  return Object.fromEntries((Object.keys(DATE_STYLES) as DateStyle[]).map((style) => [style, dateWords(locale, style)])) as DatesByStyle;
}
