// Phone numbers of the seven countries the shop serves (the GCC and India), read with
// libphonenumber-js over only their numbering plans (src/lib/phone-metadata.ts), so the browser
// and the server share one set of rules: parse what a shopper types (with or without the country
// code, spaces, dashes, brackets or a trunk 0), check it against the chosen country's plan and
// keep E.164. No Node imports: the modal, My Account and checkout use it too, loaded only when a
// number is typed (src/islands/phone/phone-rules.ts); showing a stored number needs only
// src/lib/phone-format.ts, and the countries alone are src/lib/phone-countries.ts.
import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from './phone-countries.ts';
import metadata, { MOBILE_LENGTHS } from './phone-metadata.ts';

/** Why a number was refused; each has its message in every locale (phone.problem.*). */
export type PhoneProblem = 'too_short' | 'too_long' | 'not_mobile' | 'invalid';

export type ParsedPhone = { ok: true; e164: string; country: PhoneCountry } | { ok: false; reason: PhoneProblem };

export interface ParseOptions {
  /** Accept only mobile numbers (a code is to be sent by SMS). Default true. */
  mobile?: boolean;
}

// Digits of any script (Arabic-Indic keyboards type ٠٥٠…), one leading '+', and the separators
// people write numbers with. Anything else (letters, controls, format characters) is not a number.
const TYPED_NUMBER = /^\(?\+?[\p{Nd} \u00a0\u2007\u202f().\-/]+$/u;

/** The length problem of a number's national digits against the country's mobile lengths, if any. */
function mobileLengthProblem(country: PhoneCountry, nationalNumber: string): PhoneProblem | undefined {
  const lengths = MOBILE_LENGTHS[country]!;
  if (nationalNumber.length < Math.min(...lengths)) return 'too_short';
  if (nationalNumber.length > Math.max(...lengths)) return 'too_long';
  return undefined;
}

/**
 * Reads a number typed for a country. A number written with its own country code ('+91 …',
 * '0091 …') belongs to that country whatever was chosen, so it picks its own country.
 */
export function parsePhone(input: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY, { mobile = true }: ParseOptions = {}): ParsedPhone {
  const text = input.trim();
  if (!TYPED_NUMBER.test(text) || !/\p{Nd}/u.test(text)) return { ok: false, reason: 'invalid' };
  const number = parsePhoneNumberFromString(text, country as CountryCode, metadata);
  if (!number) {
    const length = validatePhoneNumberLength(text, country as CountryCode, metadata);
    return { ok: false, reason: length === 'TOO_SHORT' ? 'too_short' : length === 'TOO_LONG' ? 'too_long' : 'invalid' };
  }
  const own = number.country;
  if (!isPhoneCountry(own)) return { ok: false, reason: 'invalid' };
  if (mobile) {
    if (number.isValid()) return number.getType() === 'MOBILE' ? { ok: true, e164: number.number, country: own } : { ok: false, reason: 'not_mobile' };
    return { ok: false, reason: mobileLengthProblem(own, number.nationalNumber) ?? 'invalid' };
  }
  if (number.isValid()) return { ok: true, e164: number.number, country: own };
  const length = validatePhoneNumberLength(text, country as CountryCode, metadata);
  return { ok: false, reason: length === 'TOO_SHORT' ? 'too_short' : length === 'TOO_LONG' ? 'too_long' : 'invalid' };
}

/** The rules as the browser loads them on demand (src/islands/phone/phone-rules.ts). */
export interface PhoneRules {
  parsePhone: typeof parsePhone;
}
