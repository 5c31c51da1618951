import { describe, expect, it } from 'vitest';
import { arrivalWords } from '../../src/build/arrival-calendar.ts';
import { formatArrival } from '../../src/lib/delivery/arrival-words.ts';
import { LOCALES, LOCALE_TAGS } from '../../src/lib/locale.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('formatArrival', () => {
  for (const locale of LOCALES) {
    it(`${locale}: says every range of up to three weeks, starting on any day of two years, as Intl's formatRange does`, () => {
      const tag = LOCALE_TAGS[locale];
      const words = arrivalWords(tag);
      const intl = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      const first = Date.UTC(2026, 0, 1);
      for (let start = first; start < Date.UTC(2028, 0, 1); start += DAY_MS) {
        for (const days of [0, 1, 2, 3, 4, 6, 9, 13, 21]) {
          const end = start + days * DAY_MS;
          expect(formatArrival({ earliest: iso(start), latest: iso(end) }, words), `${iso(start)} – ${iso(end)}`).toBe(intl.formatRange(new Date(start), new Date(end)));
        }
      }
    });
  }

  it('reads the names of the weekdays and months, and the days, from the locale', () => {
    const words = arrivalWords(LOCALE_TAGS.en);
    expect(words.weekdays).toHaveLength(7);
    expect(words.weekdays[0]).toBe('Sun');
    expect(words.months[11]).toBe('Dec');
    expect(words.days[30]).toBe('31');
    expect(formatArrival({ earliest: '2026-12-07', latest: '2026-12-10' }, words)).toBe(new Intl.DateTimeFormat(LOCALE_TAGS.en, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(new Date('2026-12-07T00:00:00Z'), new Date('2026-12-10T00:00:00Z')));
  });
});
