// The public holidays that delay a delivery: content/holidays.json, per country the shop ships to,
// kept by editors. The schema here checks it (every country present, real ISO dates, in order, no
// date twice) when the site is built; a mistake stops the build with the place it is in.
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import type { HolidayCalendar } from './estimate.ts';

const isoDate = z.iso.date();

const countryHolidays = z
  .array(z.object({ date: isoDate, name: z.string().trim().min(1).max(100) }).strict())
  .refine((rows) => rows.every((row, i) => i === 0 || rows[i - 1]!.date < row.date), 'dates must be in order, each once');

const HOLIDAYS_SCHEMA = z
  .object(Object.fromEntries(COUNTRY_CODES.map((code) => [code, countryHolidays])) as Record<CountryCode, typeof countryHolidays>)
  .strict();

/** The editors' file as the estimate reads it: per country, its holidays' dates. */
export function holidayCalendar(raw: unknown): HolidayCalendar {
  const parsed = HOLIDAYS_SCHEMA.safeParse(raw);
  if (!parsed.success) throw new Error(`content/holidays.json: ${z.prettifyError(parsed.error)}`);
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, parsed.data[code].map((row) => row.date)])) as Record<CountryCode, string[]>;
}
