// How My Account shows a date the server stores: in the page's language (phone numbers are
// formatted by src/lib/phone.ts).
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';

/** A date as the page's language writes it in full ('November 23, 2026', '23. November 2026'). */
export function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(date);
}


/** A moment with its time, for when a device signed in or was last seen ('Nov 23, 2026, 4:05 PM'). */
export function dateAndTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
