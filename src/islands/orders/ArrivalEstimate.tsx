// When an order arrives, for its delivery address: checkout (for the address being typed, from
// now), the confirmation and order detail (from the order's date). Nothing for an address outside
// the countries the shop ships to, or before a city is given. A holiday or the shop's weekend that
// moves the dates is named after them.
import { isCountryCode } from '../../lib/countries.ts';
import { arrivalReason, formatArrival } from '../../lib/delivery/arrival-words.ts';
import { estimateArrival, type ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import { placeName } from '../../lib/delivery/place.ts';
import type { Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import type { ArrivalStrings } from './arrival-strings.ts';
import './arrival-estimate.css';

interface Props {
  locale: Locale;
  /** When the order was (or would be) confirmed. */
  from: Date;
  country: string;
  city: string;
  calendar: ArrivalCalendar;
  strings: ArrivalStrings;
}

export function ArrivalEstimate({ locale, from, country, city, calendar, strings }: Props) {
  if (!isCountryCode(country) || !city.trim()) return null;
  const estimate = estimateArrival(from, country, city, calendar.holidays);
  const reason = arrivalReason(estimate, calendar.words);
  return (
    <p className="arrival-estimate">
      {fill(strings.arrives, { range: formatArrival(estimate, calendar.words), place: placeName(country, city, locale, strings.place) })}
      {reason && <span className="arrival-estimate__reason"> {reason}</span>}
    </p>
  );
}
