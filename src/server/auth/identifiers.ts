// Sign-in identifiers, normalised before keying: e-mail in NFC and lower-cased, phone in E.164 by
// the shared phone module (src/lib/phone.ts: numbering plans, mobiles only, +971 when no country
// is given). What stays here is the shop's own rule: a digit- or '+'-leading entry is a phone.
import type { ErrorCode } from '../../lib/api/error-codes.ts';
import { DEFAULT_PHONE_COUNTRY, phoneCountryOf } from '../../lib/phone-countries.ts';
import { parsePhone, type PhoneProblem } from '../../lib/phone.ts';

export type IdentifierKind = 'email' | 'phone';
export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

export const MESSAGES = {
  required: 'Phone number or email is required',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  countryCode: 'Please choose one of the countries we deliver to: the GCC countries or India.',
} as const;

/** What the API answers for each reason a number is refused (errors.phone). */
export const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  too_short: 'This number is too short for the country chosen. Please check it.',
  too_long: 'This number is too long for the country chosen. Please check it.',
  not_mobile: 'Please enter a mobile number: we send your code by text message.',
  invalid: MESSAGES.phone,
};

/** The code beside each of those messages (error_codes.phone). */
const PHONE_CODES: Record<PhoneProblem, ErrorCode> = {
  too_short: 'phone_too_short',
  too_long: 'phone_too_long',
  not_mobile: 'phone_not_mobile',
  invalid: 'invalid_phone',
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/**
 * Controls, format characters (U+202E right-to-left override, U+200B zero-width space, U+FEFF…),
 * lone surrogates, private-use and unassigned code points, and every space or separator: none of
 * them belongs in an address, and each makes an account that looks like another.
 */
const INVISIBLE = /[\p{C}\p{Z}]/u;

/** An identifier as typed, in one form: Unicode NFC, trimmed (so é typed either way is one account). */
function canonical(input: string): string {
  return input.normalize('NFC').trim();
}

export function normaliseEmail(input: string): string | null {
  const value = canonical(input).toLowerCase();
  if (value.length > 254 || INVISIBLE.test(value) || !EMAIL.test(value)) return null;
  const [local] = value.split('@');
  if (!local || local.length > 64 || value.includes('..')) return null;
  return value;
}

/**
 * A mobile number in E.164, or the message saying why not. The country is an ISO code or a
 * dialling code ('+966'); a number typed with its own code ('+91 …', '0091 …') needs none.
 */
export function normalisePhone(input: string, countryCode?: string): { ok: true; value: string } | { ok: false; code: ErrorCode; message: string } {
  const country = countryCode === undefined || countryCode.trim() === '' ? DEFAULT_PHONE_COUNTRY : phoneCountryOf(countryCode);
  const ownCode = /^\s*\(?\s*(\+|00)/.test(input);
  if (!country && !ownCode) return { ok: false, code: 'country_not_served', message: MESSAGES.countryCode };
  const parsed = parsePhone(canonical(input), country ?? DEFAULT_PHONE_COUNTRY);
  return parsed.ok ? { ok: true, value: parsed.e164 } : { ok: false, code: PHONE_CODES[parsed.reason], message: PHONE_MESSAGES[parsed.reason] };
}

function looksLikePhone(input: string): boolean {
  return /^[\s(]*[+\d]/.test(input);
}

/** Parses a username (e-mail or phone); throws nothing, answers the field error instead. */
export function parseUsername(
  input: string | undefined,
  countryCode?: string,
): { ok: true; identifier: Identifier } | { ok: false; field: 'username' | 'email' | 'phone'; code: ErrorCode; message: string } {
  const raw = canonical(input ?? '');
  if (!raw) return { ok: false, field: 'username', code: 'identifier_required', message: MESSAGES.required };
  if (looksLikePhone(raw)) {
    const phone = normalisePhone(raw, countryCode);
    return phone.ok ? { ok: true, identifier: { kind: 'phone', value: phone.value } } : { ok: false, field: 'phone', code: phone.code, message: phone.message };
  }
  const email = normaliseEmail(raw);
  return email ? { ok: true, identifier: { kind: 'email', value: email } } : { ok: false, field: 'email', code: 'invalid_email', message: MESSAGES.email };
}
