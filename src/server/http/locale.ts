// The shopper's language for what the API writes to them (one-time codes, order notices), from the
// Accept-Language header that the storefront's API client sends with the page's language. Read
// strictly (RFC 9110 §12.5.4): a header that is not a well-formed list of language ranges, or is
// over-long, is ignored as a whole, and anything the shop does not speak falls back to English.
// The header never makes a request fail.
import type { Context } from 'hono';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../lib/locale.ts';

/** Far above what a browser sends (a handful of ranges) and what the storefront sends (one tag). */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 256;

/** One element of the list: a language range (or '*') and an optional weight, q from 0 to 1 with at most 3 decimals. */
const RANGE = /^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)(?:[ \t]*;[ \t]*q=(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?$/i;
const OWS_AROUND = /^[ \t]+|[ \t]+$/g;
/** The spec's legacy code 'fn' as a range's primary subtag. */
const LEGACY_FRENCH = /(^|,)([ \t]*)fn(?=[-; \t,]|$)/gi;

/**
 * Whether the header is a well-formed list of language ranges within the length limit. negotiator
 * skips an element it cannot read and weighs the rest; the API ignores such a header as a whole.
 */
export function isWellFormedAcceptLanguage(header: string): boolean {
  if (header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return false;
  // The list syntax allows empty elements.
  return header.split(',').every((part) => {
    const element = part.replace(OWS_AROUND, '');
    return element === '' || RANGE.test(element);
  });
}

/**
 * The locale the header prefers, chosen by negotiator: by q-value, 'fr-CH' matching 'fr', '*' for
 * any language the header does not name, q=0 meaning "not this one"; the legacy 'fn' is French.
 * English when the header is absent, malformed or accepts nothing the shop speaks.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (header === undefined || !isWellFormedAcceptLanguage(header)) return DEFAULT_LOCALE;
  const negotiator = new Negotiator({ headers: { 'accept-language': header.replace(LEGACY_FRENCH, '$1$2fr') } });
  const [preferred] = negotiator.languages([...LOCALES]);
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/** The request's locale, for the notices it causes. */
export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}
