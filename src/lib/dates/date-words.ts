// A date, or a date and time, in a locale's words without Intl in the browser. A browser's first
// Intl.DateTimeFormat of a locale loads ICU's data for it: 14 ms of the main thread on this
// machine, 55 ms under Lighthouse's 4× CPU throttling, inside the task that draws My Account's
// profile. The build asks Intl once per locale and style for the pattern and the pieces
// (src/build/date-words.ts); the browser puts the date into the pattern, in the browser's own
// time zone, as Intl would. tests/unit/date-words.test.ts holds the result to Intl's own.

/**
 * The styles pages say dates in: a date in full ('November 23, 2026'), a moment ('Nov 23, 2026,
 * 4:05 PM'), and a moment in full ('November 23, 2026 at 4:05 PM': an order's dates).
 */
export type DateStyle = 'long' | 'withTime' | 'longWithTime';

/** A field of the date, or literal text. */
export type DatePiece = ['year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod'] | ['literal', string];

export interface DateWords {
  pattern: DatePiece[];
  /** January first, as the style writes them ('November', 'nov.', '11'). */
  months: string[];
  /** The 1st to the 31st ('1' or '01'). */
  days: string[];
  /** Midnight to 23:00, as the style writes the hour ('12' to '11', or '00' to '23'), and the day's period for each ('AM'). */
  hours: string[];
  dayPeriods: string[];
  /** The locale's digits, 0 to 9, for the year and the minutes. */
  digits: string;
}

/** What a page gives its island: the words of each style, in the page's locale. */
export type DatesByStyle = Record<DateStyle, DateWords>;

/** A moment the server stores (ISO 8601) in `words`' locale and style; '' for no valid moment. */
export function formatDate(iso: string, words: DateWords): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const digits = (value: string) => value.replace(/\d/g, (digit) => words.digits[Number(digit)]!);
  return words.pattern
    .map(([field, text]) => {
      switch (field) {
        case 'literal':
          return text;
        case 'year':
          return digits(String(date.getFullYear()));
        case 'month':
          return words.months[date.getMonth()];
        case 'day':
          return words.days[date.getDate() - 1];
        case 'hour':
          return words.hours[date.getHours()];
        case 'minute':
          return digits(String(date.getMinutes()).padStart(2, '0'));
        case 'dayPeriod':
          return words.dayPeriods[date.getHours()];
      }
    })
    .join('');
}
