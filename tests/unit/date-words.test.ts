import { describe, expect, it } from 'vitest';
import { DATE_STYLES, dateWords } from '../../src/build/date-words.ts';
import { formatDate, type DateStyle } from '../../src/lib/dates/date-words.ts';
import { LOCALES, LOCALE_TAGS } from '../../src/lib/locale.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('formatDate', () => {
  for (const locale of LOCALES) {
    for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
      it(`${locale}, ${style}: says every hour of two years, at changing minutes, as Intl does`, () => {
        const words = dateWords(locale, style);
        const intl = new Intl.DateTimeFormat(LOCALE_TAGS[locale], DATE_STYLES[style]);
        // Every 7 hours and 13 minutes: every hour of the day, every day of the month, every minute.
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * HOUR_MS + 13 * 60 * 1000) {
          const iso = new Date(time).toISOString();
          expect(formatDate(iso, words), iso).toBe(intl.format(new Date(time)));
        }
      });
    }
  }

  it('writes a date in full, and a moment with its time, in the words of the locale', () => {
    expect(formatDate('2026-11-23T12:00:00Z', dateWords('en', 'long'))).toMatch(/^November 2[234], 2026$/);
    expect(formatDate('2026-11-23T12:00:00Z', dateWords('fr', 'long'))).toMatch(/^2[234] novembre 2026$/);
    expect(dateWords('en', 'withTime').dayPeriods.slice(11, 13)).toEqual(['AM', 'PM']);
  });

  it('gives nothing for a moment that is not one', () => {
    expect(formatDate('not a date', dateWords('en', 'long'))).toBe('');
    expect(formatDate('', dateWords('de', 'withTime'))).toBe('');
  });
});
