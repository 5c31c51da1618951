// The shopper's language for what the API writes to them (one-time codes, order notices), from the
// Accept-Language header that the storefront's API client sends with the page's language. Read
// strictly (RFC 9110 §12.5.4): a header that is not a well-formed list of language ranges, or is
// over-long, is ignored as a whole, and anything the shop does not speak falls back to English.
// The header never makes a request fail.
import type { Context } from 'hono';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../lib/locale.ts';

/** Far above what a browser sends (a handful of ranges) and what the storefront sends (one tag). */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 256;

/** One element of the list: a language range (or '*') and an optional weight, q from 0 to 1 with at most 3 decimals. */
const RANGE = /^(?<range>[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)(?:[ \t]*;[ \t]*q=(?<q>0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?$/i;
const OWS_AROUND = /^[ \t]+|[ \t]+$/g;

export type LanguageRange = { range: string; q: number };

/** The ranges of an Accept-Language header in their order, or null when it is malformed or over-long. */
export function parseAcceptLanguage(header: string): LanguageRange[] | null {
  if (header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return null;
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',')) {
    const element = part.replace(OWS_AROUND, '');
    if (element === '') continue; // the list syntax allows empty elements
    const match = RANGE.exec(element);
    if (!match) return null;
    ranges.push({ range: match.groups!.range!.toLowerCase(), q: match.groups!.q === undefined ? 1 : Number(match.groups!.q) });
  }
  return ranges;
}

/** 'fr-CH' → 'fr'; the spec's legacy 'fn' is French; a language the shop does not speak → null. */
function localeOfRange(range: string): Locale | null {
  const primary = range.split('-')[0]!;
  if (primary === 'fn') return 'fr';
  return isLocale(primary) ? primary : null;
}

/**
 * The first locale the header accepts, by q-value (equal weights in the header's order). '*' stands
 * for any language the header does not name; q=0 means "not this one". English when the header is
 * absent, malformed or accepts nothing the shop speaks.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranges = header === undefined ? null : parseAcceptLanguage(header);
  if (!ranges) return DEFAULT_LOCALE;
  const named = new Set(ranges.map((r) => localeOfRange(r.range)));
  // Array sort is stable, so ranges of equal weight keep the header's order.
  const preferred = ranges.filter((r) => r.q > 0).sort((a, b) => b.q - a.q);
  for (const { range } of preferred) {
    const locale = range === '*' ? LOCALES.find((l) => !named.has(l)) : localeOfRange(range);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The request's locale, for the notices it causes. */
export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}
