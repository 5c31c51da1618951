// When an order item arrives, as its detail page says it (GET /order-item's `arrival`): worked out
// here from the order's date and delivery address, in the language the page asks in
// (Accept-Language), with the estimate, holidays and date words that checkout and the confirmation
// use in the browser (lib/delivery/, build/arrival-calendar.ts). The order's dates are fixed, so
// the browser gains nothing by estimating them itself, and the order detail's JavaScript sheds the
// estimate and the country table (about 3 KB gzip of its 90 KB budget). Null when the address is
// not one the shop ships to, or has no city.
import { arrivalCalendar } from '../../build/arrival-calendar.ts';
import type { OrderArrival } from '../../lib/api/types.ts';
import { isCountryCode } from '../../lib/countries.ts';
import { arrivalReason, formatArrival } from '../../lib/delivery/arrival-words.ts';
import { estimateArrival, type ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import { placeName } from '../../lib/delivery/place.ts';
import type { Locale } from '../../lib/locale.ts';
import { readAddress } from '../../lib/orders/address.ts';
import { fill } from '../../lib/text.ts';
import { useTranslations } from '../../lib/translations.ts';

const calendars = new Map<Locale, ArrivalCalendar>();

export function orderArrival(order: { created_at: string; address: string }, locale: Locale): OrderArrival | null {
  const address = readAddress(order.address);
  if (!address || !isCountryCode(address.country) || !address.city.trim()) return null;
  let calendar = calendars.get(locale);
  if (!calendar) calendars.set(locale, (calendar = arrivalCalendar(locale)));
  const t = useTranslations(locale);
  const estimate = estimateArrival(new Date(order.created_at), address.country, address.city, calendar.holidays);
  return {
    text: fill(t('delivery.arrives'), { range: formatArrival(estimate, calendar.words), place: placeName(address.country, address.city, locale, t('delivery.place')) }),
    reason: arrivalReason(estimate, calendar.words),
  };
}
