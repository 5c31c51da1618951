// When an order arrives, for its delivery address: checkout (for the address being typed, from
// now), the confirmation and order detail (from the order's date). Nothing for an address outside
// the countries the shop ships to, or before a city is given.
import { isCountryCode } from '../../lib/countries.ts';
import { estimateArrival, formatArrival, type HolidayCalendar } from '../../lib/delivery/estimate.ts';
import { placeName } from '../../lib/delivery/place.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import type { ArrivalStrings } from './arrival-strings.ts';
import './arrival-estimate.css';

interface Props {
  locale: Locale;
  /** When the order was (or would be) confirmed. */
  from: Date;
  country: string;
  city: string;
  holidays: HolidayCalendar;
  strings: ArrivalStrings;
}

export function ArrivalEstimate({ locale, from, country, city, holidays, strings }: Props) {
  if (!isCountryCode(country) || !city.trim()) return null;
  const estimate = estimateArrival(from, country, city, holidays);
  const range = formatArrival(estimate, LOCALE_TAGS[locale]);
  return (
    <p className="arrival-estimate">{fill(strings.arrives, { range, place: placeName(country, city, locale, strings.place) })}</p>
  );
}
