// When an order arrives (the shipping policy, DESIGN.md "Delivery estimate"): it is processed
// within 24 hours of confirmation, on the shop's working days (its weekend and holidays do not
// count), so it leaves on the shop's next working day; it is then delivered in 2-5 working days to
// a major city and 6-8 anywhere else, counted on the destination's working days. Pure and
// browser-safe: the holidays come in as data (content/holidays.json, through holidays.ts).
import { COUNTRY_TABLE, SHOP_COUNTRY, majorCityOf, type CountryCode, type Weekday } from '../countries.ts';
import type { ArrivalWords } from './arrival-words.ts';

/** Per country, the ISO dates (YYYY-MM-DD) of its public holidays. */
export type HolidayCalendar = Readonly<Record<CountryCode, readonly string[]>>;

/** What a page gives its arrival estimates: the holidays, and its locale's words for the dates. */
export interface ArrivalCalendar {
  holidays: HolidayCalendar;
  words: ArrivalWords;
}

export interface ArrivalEstimate {
  /** The day the order leaves the shop. */
  dispatched: string;
  /** The first and last day it may arrive (ISO dates). */
  earliest: string;
  latest: string;
  /** Whether the city gets the faster, major-city delivery. */
  majorCity: boolean;
}

/** Working days from dispatch to arrival (the shipping policy). */
const DELIVERY_DAYS = { majorCity: [2, 5], elsewhere: [6, 8] } as const;

/**
 * The shop works on the UAE's clock (UTC+4, no daylight saving): an order confirmed at 23:00 in
 * Dubai on a Monday belongs to that Monday, though it is still Monday 19:00 UTC.
 */
const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's calendar date of an instant, as UTC midnight of that date. */
function shopDate(instant: Date): Date {
  const local = new Date(instant.getTime() + SHOP_UTC_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

function isWorkingDay(date: Date, country: CountryCode, holidays: HolidayCalendar): boolean {
  const weekend: readonly Weekday[] = COUNTRY_TABLE[country].weekend;
  return !weekend.includes(date.getUTCDay() as Weekday) && !holidays[country].includes(iso(date));
}

/** The `count`th working day of the country after `from` (not counting `from` itself). */
function addWorkingDays(from: Date, count: number, country: CountryCode, holidays: HolidayCalendar): Date {
  let date = from;
  for (let counted = 0; counted < count; ) {
    date = new Date(date.getTime() + DAY_MS);
    if (isWorkingDay(date, country, holidays)) counted++;
  }
  return date;
}

/** When an order confirmed at `confirmedAt`, going to `city` in `country`, arrives. */
export function estimateArrival(confirmedAt: Date, country: CountryCode, city: string, holidays: HolidayCalendar): ArrivalEstimate {
  const dispatched = addWorkingDays(shopDate(confirmedAt), 1, SHOP_COUNTRY, holidays);
  const majorCity = majorCityOf(country, city) !== undefined;
  const [first, last] = majorCity ? DELIVERY_DAYS.majorCity : DELIVERY_DAYS.elsewhere;
  return {
    dispatched: iso(dispatched),
    earliest: iso(addWorkingDays(dispatched, first, country, holidays)),
    latest: iso(addWorkingDays(dispatched, last, country, holidays)),
    majorCity,
  };
}
