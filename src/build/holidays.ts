// Build-time public holidays: the editors' content/holidays.json, checked by its schema (a mistake
// stops the build), as the per-country dates the arrival estimate reads.
import { readFileSync } from 'node:fs';
import { holidayCalendar } from '../lib/delivery/holidays.ts';
import type { HolidayCalendar } from '../lib/delivery/estimate.ts';

let cached: HolidayCalendar | undefined;

export function holidays(): HolidayCalendar {
  cached ??= holidayCalendar(JSON.parse(readFileSync('content/holidays.json', 'utf8')) as unknown);
  return cached;
}
