// An arrival range in the locale's words ("Mon 7 – Thu 10 Dec", "الاثنين، 7 – الخميس، 10 ديسمبر")
// without Intl in the browser. A browser's first Intl.DateTimeFormat of a locale, and its first
// range, load ICU's data for them: 18–54 ms of the main thread as the product page started (CPU profile),
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
  /** Holiday id → its name, for the line that says what moves an arrival. */
  holidays: Record<string, string>;
  /** That line: "Later than usual because of {{reasons}}.", the shop's weekend as a reason, the list's words. */
  reasons: { laterFor: string; weekend: string; comma: string; list: string };
}

/** "Tue, Dec 2 – Sat, Dec 6": an estimate's first and last day, in the words of `words`' locale. */
export function formatArrival({ earliest, latest }: { earliest: string; latest: string }, words: Pick<ArrivalWords, 'weekdays' | 'months' | 'days' | 'patterns'>): string {
  // ISO dates: YYYY-MM-DD.
  const span: Span = earliest.slice(0, 4) !== latest.slice(0, 4) ? 'years' : earliest.slice(0, 7) !== latest.slice(0, 7) ? 'year' : earliest !== latest ? 'month' : 'day';
  return words.patterns[span]
    .map(([kind, source]) => {
      if (kind === 'literal') return source;
      const date = source === 'endRange' ? latest : earliest;
      if (kind === 'weekday') return words.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];
      if (kind === 'day') return words.days[Number(date.slice(8)) - 1];
      if (kind === 'month') return words.months[Number(date.slice(5, 7)) - 1];
      return date.slice(0, 4);
    })
    .join('');
}

/**
 * What moves an estimate later than usual, in the locale's words ("Later than usual because of
 * National Day and Commemoration Day."), or '' when nothing does: the holidays it stepped over (each
 * name once), and the shop's weekend when it held the dispatch.
 */
export function arrivalReason({ movedBy }: { movedBy: { holidays: readonly string[]; shopWeekend: boolean } }, words: ArrivalWords): string {
  const { laterFor, weekend, comma, list } = words.reasons;
  const names = [...new Set(movedBy.holidays.map((id) => words.holidays[id] ?? ''))].filter(Boolean);
  if (movedBy.shopWeekend) names.push(weekend);
  if (names.length === 0) return '';
  const last = names.pop()!;
  const reasons = names.length > 0 ? list.replace('{{list}}', names.join(`${comma} `)).replace('{{last}}', last) : last;
  return laterFor.replace('{{reasons}}', reasons);
}
