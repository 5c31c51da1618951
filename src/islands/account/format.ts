// How My Account shows what the server stores: phone numbers (E.164, '+971501234567') grouped as
// people write them in each of the shop's countries, and dates in the page's language.
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';

/** National number groupings by dialling code and length: [2, 3, 4] writes 501234567 as '50 123 4567'. */
const GROUPS: Record<string, Record<number, number[]>> = {
  '+971': { 9: [2, 3, 4], 8: [1, 3, 4] },
  '+966': { 9: [2, 3, 4], 8: [1, 3, 4] },
  '+974': { 8: [4, 4] },
  '+965': { 8: [4, 4] },
  '+973': { 8: [4, 4] },
  '+968': { 8: [4, 4] },
  '+91': { 10: [5, 5] },
};

/** '+971501234567' → '+971 50 123 4567'; a number of another country or length stays as it is. */
export function readablePhone(e164: string): string {
  for (const [dial, byLength] of Object.entries(GROUPS)) {
    if (!e164.startsWith(dial)) continue;
    const national = e164.slice(dial.length);
    const sizes = byLength[national.length];
    if (!sizes || !/^\d+$/.test(national)) return e164;
    let at = 0;
    const groups = sizes.map((size) => national.slice(at, (at += size)));
    return [dial, ...groups].join(' ');
  }
  return e164;
}

/** A date as the page's language writes it in full ('23 November 2026', '23. November 2026'). */
export function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(date);
}

/**
 * A phone number as typed beside its dialling code, in E.164 as the server keeps it: spaces,
 * dashes, dots and brackets dropped, a leading '00' read as '+', a national trunk 0 dropped.
 */
export function phoneAsTyped(typed: string, dial: string): string {
  const compact = typed.replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return dial + compact.replace(/^0/, '');
}
