// Order dates in the page's language with the hour and minute (spec section 9 asks for a long date
// with hour and minute; DESIGN: in the shopper's language rather than always US English).

const formats = new Map<string, Intl.DateTimeFormat>();

/** '23 November 2026 at 09:14' in English, '23 novembre 2026 à 09:14' in French; '' for no date. */
export function formatOrderDate(iso: string, localeTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(localeTag);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeStyle: 'short' });
    formats.set(localeTag, format);
  }
  return format.format(date);
}
