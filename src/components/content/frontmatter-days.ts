// Dates from frontmatter are calendar days (parsed as UTC midnight), so they are formatted in UTC:
// a build machine east or west of Greenwich must not move them by a day.
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';

export function formatDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
