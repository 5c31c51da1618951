// When an order arrives (the shipping policy, DESIGN.md "Delivery estimate"): it is processed
// within 24 hours of confirmation, on the shop's working days (its weekend and holidays do not
// count), so it leaves on the shop's next working day; it is then delivered in the destination's
// delivery days (src/lib/countries.ts: 2-5 working days to a major city and 6-8 anywhere else),
// counted on the destination's working days. Pure and
// browser-safe: the holidays come in as data (content/holidays.json, through holidays.ts).
import { COUNTRY_TABLE, SHOP_COUNTRY, majorCityOf, type CountryCode, type Weekday } from '../countries.ts';
import type { ArrivalWords } from './arrival-words.ts';

/** Per country, the ISO dates (YYYY-MM-DD) of its public holidays, each with its holiday's id. */
export type HolidayCalendar = Readonly<Record<CountryCode, Readonly<Record<string, string>>>>;

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
  /**
   * What moves it later than usual, to say beside the dates: the ids of the holidays that fell on
   * days it would have counted (the shop's before dispatch, the destination's after), and whether
   * the shop's weekend held the dispatch (an order on Friday evening leaves on Monday).
   */
  movedBy: { holidays: string[]; shopWeekend: boolean };
}

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

const isWeekend = (date: Date, country: CountryCode) => (COUNTRY_TABLE[country].weekend as readonly Weekday[]).includes(date.getUTCDay() as Weekday);

/**
 * The `count`th working day of the country after `from` (not counting `from` itself); the holidays
 * it stepped over (on days not already the weekend) go into `skipped`, and whether any weekend day was.
 */
function addWorkingDays(from: Date, count: number, country: CountryCode, holidays: HolidayCalendar, skipped: Set<string>): { date: Date; weekend: boolean } {
  let date = from;
  let weekend = false;
  for (let counted = 0; counted < count; ) {
    date = new Date(date.getTime() + DAY_MS);
    const holiday = holidays[country][iso(date)];
    if (isWeekend(date, country)) weekend = true;
    else if (holiday) skipped.add(holiday);
    else counted++;
  }
  return { date, weekend };
}

/** When an order confirmed at `confirmedAt`, going to `city` in `country`, arrives. */
export function estimateArrival(confirmedAt: Date, country: CountryCode, city: string, holidays: HolidayCalendar): ArrivalEstimate {
  const skipped = new Set<string>();
  const dispatch = addWorkingDays(shopDate(confirmedAt), 1, SHOP_COUNTRY, holidays, skipped);
  const majorCity = majorCityOf(country, city) !== undefined;
  const days = COUNTRY_TABLE[country].deliveryDays;
  const [first, last] = majorCity ? days.majorCity : days.elsewhere;
  // The holidays before the earliest day are among those before the latest.
  const earliest = addWorkingDays(dispatch.date, first, country, holidays, new Set());
  const latest = addWorkingDays(dispatch.date, last, country, holidays, skipped);
  return {
    dispatched: iso(dispatch.date),
    earliest: iso(earliest.date),
    latest: iso(latest.date),
    majorCity,
    movedBy: { holidays: [...skipped], shopWeekend: dispatch.weekend },
  };
}
