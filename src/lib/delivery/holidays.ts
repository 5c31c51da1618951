// The public holidays that delay a delivery: content/holidays.json, per country the shop ships to,
// kept by editors, each date with its holiday's id, whose name is `holiday.{id}` in every
// dictionary (an arrival line names the holidays that move it). The schema here checks it (every
// country present, real ISO dates, in order, no date twice, ids as ids) when the site is built; a
// mistake stops the build with the place it is in.
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import type { HolidayCalendar } from './estimate.ts';

const isoDate = z.iso.date();

const countryHolidays = z
  .array(z.object({ date: isoDate, holiday: z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/).max(60) }).strict())
  .refine((rows) => rows.every((row, i) => i === 0 || rows[i - 1]!.date < row.date), 'dates must be in order, each once');

const HOLIDAYS_SCHEMA = z
  .object(Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryHolidays])) as Record<CountryCode, typeof countryHolidays>)
  .strict();

/** The editors' file as the estimate reads it: per country, its holidays' dates → their ids. */
export function holidayCalendar(raw: unknown): HolidayCalendar {
  const parsed = HOLIDAYS_SCHEMA.safeParse(raw);
  if (!parsed.success) throw new Error(`content/holidays.json: ${z.prettifyError(parsed.error)}`);
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, Object.fromEntries(parsed.data[code].map((row) => [row.date, row.holiday]))])) as HolidayCalendar;
}

/** Every holiday id the file names, for the dictionaries' `holiday.{id}` words. */
export const holidayIds = (calendar: HolidayCalendar): string[] => [...new Set(Object.values(calendar).flatMap((days) => Object.values(days)))].sort();
