// The dialling codes of the seven countries the shop serves (the GCC and India, from the one
// country table): what a country picker, an address form or a stored number needs, without the
// numbering plans, so a page that shows no number to read or format never loads libphonenumber-js
// (src/lib/phone.ts).
import { COUNTRY_CODES, COUNTRY_TABLE, type CountryCode } from './countries.ts';

/** The countries a number can belong to (src/lib/countries.ts), the United Arab Emirates first (+971). */
export const PHONE_COUNTRIES: readonly { country: CountryCode; dialCode: string }[] = COUNTRY_CODES.map((country) => ({
  country,
  dialCode: COUNTRY_TABLE[country].dialCode,
}));

export type PhoneCountry = CountryCode;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'AE';

export function isPhoneCountry(country: unknown): country is PhoneCountry {
  return PHONE_COUNTRIES.some((entry) => entry.country === country);
}

/** The country for an ISO code ('SA', 'sa') or a dialling code ('+966', '966', '00966'), or undefined. */
export function phoneCountryOf(code: string): PhoneCountry | undefined {
  const value = code.trim().toUpperCase();
  const digits = value.replace(/^(\+|00)/, '');
  return PHONE_COUNTRIES.find((entry) => entry.country === value || entry.dialCode === `+${digits}`)?.country;
}

export function dialCodeOf(country: PhoneCountry): string {
  return PHONE_COUNTRIES.find((entry) => entry.country === country)!.dialCode;
}

/** +971 (spec section 9). */
export const DEFAULT_DIAL_CODE = dialCodeOf(DEFAULT_PHONE_COUNTRY);

/**
 * A stored E.164 number ('+966501234567') as its country and national digits ('501234567'), read
 * by its dialling code alone: no two of the seven codes begin one another, so the prefix decides.
 * Undefined for what is no E.164 number of these countries.
 */
export function splitE164(e164: string): { country: PhoneCountry; national: string } | undefined {
  if (!/^\+\d{1,15}$/.test(e164)) return undefined;
  const entry = PHONE_COUNTRIES.find(({ dialCode }) => e164.startsWith(dialCode) && e164.length > dialCode.length);
  return entry && { country: entry.country, national: e164.slice(entry.dialCode.length) };
}
