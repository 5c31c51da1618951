// Sign-in identifiers, normalised before keying: e-mail in NFC and lower-cased, phone in E.164
// (+971 when no country code is given). A digit- or '+'-leading entry is a phone.
export type IdentifierKind = 'email' | 'phone';
export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

export const DEFAULT_COUNTRY_CODE = '+971';
export const MESSAGES = {
  required: 'Phone number or email is required',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  countryCode: 'Please enter a valid country code.',
} as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/**
 * Controls, format characters (U+202E right-to-left override, U+200B zero-width space, U+FEFF…),
 * lone surrogates, private-use and unassigned code points, and every space or separator: none of
 * them belongs in an address, and each makes an account that looks like another.
 */
const INVISIBLE = /[\p{C}\p{Z}]/u;

/** An identifier as typed, in one form: Unicode NFC, trimmed (so é typed either way is one account). */
export function canonical(input: string): string {
  return input.normalize('NFC').trim();
}

export function normaliseEmail(input: string): string | null {
  const value = canonical(input).toLowerCase();
  if (value.length > 254 || INVISIBLE.test(value) || !EMAIL.test(value)) return null;
  const [local] = value.split('@');
  if (!local || local.length > 64 || value.includes('..')) return null;
  return value;
}

export function normaliseCountryCode(input: string | undefined): string | null {
  const digits = (input ?? DEFAULT_COUNTRY_CODE).trim().replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/** A phone number in E.164, or null. Without '+' or '00', the country code is prepended (a trunk 0 dropped). */
export function normalisePhone(input: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  // Spaces of any width are how numbers are written; controls and format characters are not.
  if (/[\p{C}\p{Zl}\p{Zp}]/u.test(input)) return null;
  const compact = canonical(input).replace(/[\s\-().]/g, '');
  let e164: string;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else {
    const code = normaliseCountryCode(countryCode);
    if (!code) return null;
    // '971501234567': the country code without its '+' (a '+' in a urlencoded form turns into a
    // space). Only long numbers qualify, so a national number is never taken for one.
    const digits = code.slice(1);
    e164 = compact.startsWith(digits) && compact.length >= 11 ? `+${compact}` : code + compact.replace(/^0/, '');
  }
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

export function looksLikePhone(input: string): boolean {
  return /^[\s(]*[+\d]/.test(input);
}

/** Parses a username (e-mail or phone); throws nothing, answers the field error instead. */
export function parseUsername(
  input: string | undefined,
  countryCode?: string,
): { ok: true; identifier: Identifier } | { ok: false; field: 'username' | 'email' | 'phone'; message: string } {
  const raw = canonical(input ?? '');
  if (!raw) return { ok: false, field: 'username', message: MESSAGES.required };
  if (looksLikePhone(raw)) {
    const phone = normalisePhone(raw, countryCode);
    return phone ? { ok: true, identifier: { kind: 'phone', value: phone } } : { ok: false, field: 'phone', message: MESSAGES.phone };
  }
  const email = normaliseEmail(raw);
  return email ? { ok: true, identifier: { kind: 'email', value: email } } : { ok: false, field: 'email', message: MESSAGES.email };
}
