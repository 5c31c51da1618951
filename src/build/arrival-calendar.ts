// What the build gives a page's arrival estimates: the public holidays (the editors'
// content/holidays.json, checked by its schema: a mistake stops the build), as the per-country dates
// the estimate skips, and the locale's words for the dates, read from Intl here so that the browser
// says them without it (src/lib/delivery/arrival-words.ts).
import { readFileSync } from 'node:fs';
import type { ArrivalWords, Piece, Span } from '../lib/delivery/arrival-words.ts';
import { holidayCalendar, holidayIds } from '../lib/delivery/holidays.ts';
import { useTranslations } from './i18n.ts';
import type { ArrivalCalendar, HolidayCalendar } from '../lib/delivery/estimate.ts';
import { LOCALE_TAGS, type Locale } from '../lib/locale.ts';

let cached: HolidayCalendar | undefined;

export function holidays(): HolidayCalendar {
  cached ??= holidayCalendar(JSON.parse(readFileSync('content/holidays.json', 'utf8')) as unknown);
  return cached;
}

/**
 * What a page in `locale` gives its arrival estimates: the holidays, the locale's words for dates,
 * and the dictionary's words for what moves an arrival (each holiday's name, the shop's weekend).
 */
export function arrivalCalendar(locale: Locale): ArrivalCalendar {
  const t = useTranslations(locale);
  const calendar = holidays();
  return {
    holidays: calendar,
    words: {
      ...arrivalWords(LOCALE_TAGS[locale]),
      holidays: Object.fromEntries(holidayIds(calendar).map((id) => [id, t(`holiday.${id}`)])),
      reasons: { laterFor: t('delivery.laterFor'), weekend: t('delivery.reasonWeekend'), comma: t('common.listComma'), list: t('delivery.reasonList') },
    },
  };
}

const OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** A range of each span, whose pieces every range of that span follows. */
const SAMPLES: Record<Span, [Date, Date]> = {
  day: [utc(2026, 0, 5), utc(2026, 0, 5)],
  month: [utc(2026, 0, 5), utc(2026, 0, 9)],
  year: [utc(2026, 0, 29), utc(2026, 1, 3)],
  years: [utc(2026, 11, 29), utc(2027, 0, 4)],
};

/** The words Intl gives; the dictionary's (holidays, reasons) are added per page's locale. */
type DateWords = Omit<ArrivalWords, 'holidays' | 'reasons'>;

const built = new Map<string, DateWords>();

/** The words and patterns of a locale (an Intl tag), read from Intl once. */
export function arrivalWords(intlTag: string): DateWords {
  let words = built.get(intlTag);
  if (!words) built.set(intlTag, (words = readWords(intlTag)));
  return words;
}

function readWords(intlTag: string): DateWords {
  const format = new Intl.DateTimeFormat(intlTag, OPTIONS);
  const part = (date: Date, type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((piece) => piece.type === type)?.value ?? '';
  const patterns = Object.fromEntries(
    Object.entries(SAMPLES).map(([span, [start, end]]) => [
      span,
      format.formatRangeToParts(start, end).map((piece): Piece => {
        if (piece.type === 'literal') return ['literal', piece.value];
        if (piece.type === 'weekday' || piece.type === 'day' || piece.type === 'month' || piece.type === 'year') return [piece.type, piece.source];
        throw new Error(`An arrival range in ${intlTag} has a ${piece.type} part`);
      }),
    ]),
  ) as Record<Span, Piece[]>;
  return {
    // 2026-02-01 is a Sunday.
    weekdays: Array.from({ length: 7 }, (_, day) => part(utc(2026, 1, 1 + day), 'weekday')),
    months: Array.from({ length: 12 }, (_, month) => part(utc(2026, month, 1), 'month')),
    days: Array.from({ length: 31 }, (_, day) => part(utc(2026, 0, 1 + day), 'day')),
    patterns,
  };
}
