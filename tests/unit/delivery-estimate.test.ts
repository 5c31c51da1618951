// The arrival estimate (src/lib/delivery/estimate.ts) on the editors' holidays: the shop's
// weekend and holidays delay dispatch, the destination's delay delivery, across year ends and
// every country's weekend; content/holidays.json itself passes its schema.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_TABLE, type Weekday } from '../../src/lib/countries.ts';
import { arrivalCalendar, arrivalWords } from '../../src/build/arrival-calendar.ts';
import { arrivalReason, formatArrival } from '../../src/lib/delivery/arrival-words.ts';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';
import { estimateArrival } from '../../src/lib/delivery/estimate.ts';
import { holidayCalendar } from '../../src/lib/delivery/holidays.ts';

const holidays = holidayCalendar(JSON.parse(readFileSync('content/holidays.json', 'utf8')));
/** An instant given as the shop's (Dubai, UTC+4) local time. */
const dubai = (local: string) => new Date(`${local}+04:00`);

describe('estimateArrival', () => {
  it('a weekday order leaves the next working day and reaches Dubai in 2-5 UAE working days', () => {
    // Monday 9 November 2026.
    expect(estimateArrival(dubai('2026-11-09T10:00'), 'AE', 'Dubai', holidays)).toEqual({
      dispatched: '2026-11-10',
      earliest: '2026-11-12',
      latest: '2026-11-17', // Wed, Thu, Fri, (weekend), Mon, Tue
      majorCity: true,
      // The destination's weekend is part of "working days": nothing to explain.
      movedBy: { holidays: [], shopWeekend: false },
    });
  });

  it("waits out the shop's weekend: Friday and Saturday orders leave on Monday", () => {
    expect(estimateArrival(dubai('2026-11-13T09:00'), 'AE', 'Dubai', holidays).dispatched).toBe('2026-11-16');
    expect(estimateArrival(dubai('2026-11-14T09:00'), 'AE', 'Dubai', holidays)).toMatchObject({ dispatched: '2026-11-16', movedBy: { shopWeekend: true } });
    // Thursday is a working day: Friday.
    expect(estimateArrival(dubai('2026-11-12T23:59'), 'AE', 'Dubai', holidays).dispatched).toBe('2026-11-13');
  });

  it("counts the day in the shop's time zone: 21:00 UTC on Friday is already Saturday in Dubai", () => {
    expect(estimateArrival(new Date('2026-11-13T19:59:00Z'), 'AE', 'Dubai', holidays).dispatched).toBe('2026-11-16');
    expect(estimateArrival(new Date('2026-11-12T19:59:00Z'), 'AE', 'Dubai', holidays).dispatched).toBe('2026-11-13');
    expect(estimateArrival(new Date('2026-11-12T20:00:00Z'), 'AE', 'Dubai', holidays).dispatched).toBe('2026-11-16');
  });

  it("skips the shop's holidays (UAE 1-3 December) and the destination's", () => {
    expect(estimateArrival(dubai('2026-11-30T12:00'), 'AE', 'Abu Dhabi', holidays)).toEqual({
      dispatched: '2026-12-04',
      earliest: '2026-12-08',
      latest: '2026-12-11',
      majorCity: true,
      movedBy: { holidays: ['commemoration_day', 'national_day'], shopWeekend: false },
    });
    // Qatar's National Day, Friday 18 December, falls on its weekend; Eid al-Adha is a run of holidays.
    const eid = estimateArrival(dubai('2026-05-21T12:00'), 'QA', 'Doha', holidays);
    expect(eid.dispatched).toBe('2026-05-22');
    expect(eid.earliest).toBe('2026-05-25'); // Sun 24, Mon 25 (Fri-Sat weekend)
    expect(eid.latest).toBe('2026-06-02'); // Tue 26 to Fri 29 are Arafat and Eid: Sun 31, Mon 1, Tue 2
  });

  it("counts on the destination's weekend: Riyadh skips Friday and Saturday, Mumbai only Sunday", () => {
    expect(estimateArrival(dubai('2026-11-11T12:00'), 'SA', 'Riyadh', holidays)).toMatchObject({ dispatched: '2026-11-12', earliest: '2026-11-16', latest: '2026-11-19' });
    expect(estimateArrival(dubai('2026-11-11T12:00'), 'IN', 'Mumbai', holidays)).toMatchObject({ dispatched: '2026-11-12', earliest: '2026-11-14', latest: '2026-11-18' });
  });

  it('takes 6-8 working days outside the major cities', () => {
    expect(estimateArrival(dubai('2026-11-09T10:00'), 'AE', 'Hatta', holidays)).toEqual({
      dispatched: '2026-11-10',
      earliest: '2026-11-18',
      latest: '2026-11-20',
      majorCity: false,
      movedBy: { holidays: [], shopWeekend: false },
    });
  });

  it('knows a major city by any of its names', () => {
    expect(estimateArrival(dubai('2026-11-09T10:00'), 'AE', 'دبي', holidays).majorCity).toBe(true);
    expect(estimateArrival(dubai('2026-11-09T10:00'), 'IN', 'bombay', holidays).majorCity).toBe(true);
    expect(estimateArrival(dubai('2026-11-09T10:00'), 'IN', 'Shimla', holidays).majorCity).toBe(false);
  });

  it('crosses the year end on both calendars', () => {
    // Thursday 31 December: 1 January is a UAE holiday, then the weekend.
    expect(estimateArrival(dubai('2026-12-31T10:00'), 'AE', 'Dubai', holidays)).toMatchObject({ dispatched: '2027-01-04', earliest: '2027-01-06', latest: '2027-01-11' });
    // To Mumbai: India works on 1 January and Saturdays.
    expect(estimateArrival(dubai('2026-12-30T10:00'), 'IN', 'Mumbai', holidays)).toMatchObject({ dispatched: '2026-12-31', earliest: '2027-01-02', latest: '2027-01-06' });
  });

  it('never lands on a weekend or holiday of the destination, for any country, day and hour', () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 10, 1);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.constantFrom(...COUNTRY_CODES), fc.boolean(), (time, country, major) => {
        const city = major ? COUNTRY_TABLE[country].majorCities[0]!.id : 'Elsewhere';
        const estimate = estimateArrival(new Date(time), country, city, holidays);
        for (const day of [estimate.earliest, estimate.latest]) {
          const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday;
          expect((COUNTRY_TABLE[country].weekend as readonly Weekday[]).includes(weekday)).toBe(false);
          expect(holidays[country][day]).toBeUndefined();
        }
        expect(estimate.dispatched < estimate.earliest && estimate.earliest < estimate.latest).toBe(true);
        expect(new Date(estimate.dispatched).getTime() - time).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatArrival', () => {
  const range = { earliest: '2026-12-01', latest: '2026-12-05' };
  // Intl sets thin and no-break spaces; the words and their order are what matter here.
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it('writes the range in each language, Arabic with Latin digits', () => {
    expect(plain(formatArrival(range, arrivalWords('en')))).toBe('Tue, Dec 1 – Sat, Dec 5');
    expect(plain(formatArrival(range, arrivalWords('fr')))).toBe('mar. 1 – sam. 5 déc.');
    expect(plain(formatArrival(range, arrivalWords('de')))).toBe('Di., 1. – Sa., 5. Dez.');
    expect(plain(formatArrival(range, arrivalWords('ar-AE-u-nu-latn')))).toMatch(/^الثلاثاء، 1 – السبت، 5 ديسمبر$/);
  });
});

describe('arrivalReason', () => {
  const words = (locale: Locale) => arrivalCalendar(locale).words;
  it('names the holidays that move an arrival, and the shop’s weekend, in the page’s language', () => {
    const national = estimateArrival(dubai('2026-11-30T12:00'), 'AE', 'Dubai', holidays);
    expect(arrivalReason(national, words('en'))).toBe('Later than usual because of Commemoration Day and National Day.');
    expect(arrivalReason(national, words('ar'))).toBe('أبطأ من المعتاد بسبب يوم الشهيد واليوم الوطني.');
    const friday = estimateArrival(dubai('2026-11-13T09:00'), 'AE', 'Dubai', holidays);
    expect(arrivalReason(friday, words('de'))).toBe('Später als üblich wegen: unser Wochenende (Bestellungen verlassen uns an Werktagen).');
  });

  it('says nothing when no holiday or weekend of the shop moved it', () => {
    expect(arrivalReason(estimateArrival(dubai('2026-11-09T10:00'), 'AE', 'Dubai', holidays), words('en'))).toBe('');
  });

  it('every holiday of the file has a name in every language', () => {
    for (const locale of LOCALES) {
      for (const [id, name] of Object.entries(words(locale).holidays)) expect(name, `${locale} ${id}`).not.toBe(`holiday.${id}`);
    }
  });
});

describe('content/holidays.json', () => {
  it('lists every country the shop ships to, with 2026 and 2027', () => {
    for (const code of COUNTRY_CODES) {
      expect(Object.keys(holidays[code]).some((day) => day.startsWith('2026-')), code).toBe(true);
      expect(Object.keys(holidays[code]).some((day) => day.startsWith('2027-')), code).toBe(true);
    }
  });

  it('refuses a file with a country missing, a date that is not one, or dates out of order', () => {
    const good = JSON.parse(readFileSync('content/holidays.json', 'utf8')) as Record<string, { date: string; holiday: string }[]>;
    const { IN: _, ...missing } = good;
    expect(() => holidayCalendar(missing)).toThrow(/IN/);
    expect(() => holidayCalendar({ ...good, AE: [{ date: '2026-02-30', holiday: 'no_such_day' }] })).toThrow(/AE/);
    expect(() => holidayCalendar({ ...good, AE: [{ date: '2026-02-03', holiday: 'Not An Id' }] })).toThrow(/AE/);
    expect(() => holidayCalendar({ ...good, AE: [good.AE![1], good.AE![0]] })).toThrow(/order/);
  });
});
