// An arrival range in the locale's words ("Mon 7 – Thu 10 Dec", "الاثنين، 7 – الخميس، 10 ديسمبر")
// without Intl in the browser. A browser's first Intl.DateTimeFormat of a locale, and its first
// range, load ICU's data for them: 20–30 ms of a phone's main thread as the product page starts,
// for one line of text below the fold. The build asks Intl once per locale for the pieces (the
// short names of the weekdays and months, the days' digits) and for the pattern of a range within
// a month, across months and across years, read from formatRangeToParts (src/build/arrival-calendar.ts);
// the browser puts the dates into the pattern. tests/unit/arrival-words.test.ts holds the result to
// Intl's own over two years of ranges in every locale.

/** A piece of a pattern: a field of the start date, the end date or both, or literal text. */
export type Piece = ['weekday' | 'day' | 'month' | 'year', 'startRange' | 'endRange' | 'shared'] | ['literal', string];

/** How wide a range is: the same day, within a month, within a year, or across years. */
export type Span = 'day' | 'month' | 'year' | 'years';

export interface ArrivalWords {
  /** Sunday first, as Date#getUTCDay. */
  weekdays: string[];
  /** January first. */
  months: string[];
  /** The 1st to the 31st. */
  days: string[];
  patterns: Record<Span, Piece[]>;
}

const spanOf = (start: Date, end: Date): Span =>
  start.getUTCFullYear() !== end.getUTCFullYear() ? 'years' : start.getUTCMonth() !== end.getUTCMonth() ? 'year' : start.getUTCDate() !== end.getUTCDate() ? 'month' : 'day';

/** "Tue, Dec 2 – Sat, Dec 6": an estimate's first and last day, in the words of `words`' locale. */
export function formatArrival({ earliest, latest }: { earliest: string; latest: string }, words: ArrivalWords): string {
  const start = new Date(`${earliest}T00:00:00Z`);
  const end = new Date(`${latest}T00:00:00Z`);
  return words.patterns[spanOf(start, end)]
    .map(([kind, source]) => {
      if (kind === 'literal') return source;
      const date = source === 'endRange' ? end : start;
      if (kind === 'weekday') return words.weekdays[date.getUTCDay()];
      if (kind === 'day') return words.days[date.getUTCDate() - 1];
      if (kind === 'month') return words.months[date.getUTCMonth()];
      return String(date.getUTCFullYear());
    })
    .join('');
}
