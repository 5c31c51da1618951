// The one table from an API error's code to the dictionary key of the shopper's words for it, and
// how a screen reads a reply through it. The build translates the table for each page
// (src/build/i18n.ts errorWords); the browser picks by `code` and `error_codes.<field>`, never by
// the English `message` (which the server may reword). A code without words here is shown as the
// screen's own generic, translated text, never as the server's English.
import type { ErrorCode } from './error-codes.ts';
import type { ApiReply } from './types.ts';

/** A field's code ('otp_code.invalid_format') where a field needs words of its own, else the code. */
type WordsKey = ErrorCode | `${string}.${ErrorCode}`;

export const ERROR_WORD_KEYS: Partial<Record<WordsKey, string>> = {
  // Signing in
  identifier_required: 'validation.identifierRequired',
  invalid_email: 'errors.auth.invalidEmail',
  invalid_phone: 'errors.auth.invalidPhone',
  phone_too_short: 'phone.problem.too_short',
  phone_too_long: 'phone.problem.too_long',
  phone_not_mobile: 'phone.problem.not_mobile',
  country_not_served: 'errors.auth.countryNotServed',
  'email.too_long': 'errors.auth.invalidEmail',
  'phone.too_long': 'errors.auth.invalidPhone',
  'username.too_long': 'errors.auth.invalidEmail',
  send_failed: 'errors.sendOtp.failed',
  invalid_otp: 'errors.verifyOtp.badRequest',
  otp_expired: 'errors.verifyOtp.expired',
  'otp_code.required': 'validation.otpRequired',
  'otp_code.invalid_format': 'errors.verifyOtp.format',
  'otp_code.invalid_type': 'errors.verifyOtp.format',
  invalid_password: 'errors.password.unauthorized',
  'password.required': 'validation.passwordRequired',
  // The account
  otp_required: 'account.server.newCodeRequired',
  email_taken: 'account.server.emailTaken',
  phone_taken: 'account.server.phoneTaken',
  value_taken: 'account.server.valueTaken',
  wrong_current_password: 'account.server.currentPasswordWrong',
  proof_required: 'account.server.proofRequired',
  proof_missing: 'account.server.proofMissing',
  no_password: 'account.server.noPassword',
  no_address: 'account.server.noAddress',
  one_change_at_a_time: 'account.server.oneAtATime',
  'password.too_short': 'account.server.passwordTooShort',
  'password.too_long': 'account.server.passwordTooLong',
  'name.too_long': 'account.server.nameTooLong',
};

/** The table in one page's language: code (or field.code) → words. */
export type ErrorWords = Record<string, string>;

/** The words for one field of a 422 (its first code), or undefined when the reply names nothing wrong with it. */
export function fieldWords(reply: ApiReply<unknown> | undefined, field: string, words: ErrorWords, fallback: string): string | undefined {
  const code = reply?.error_codes?.[field]?.[0];
  if (!code) return reply?.errors?.[field] ? fallback : undefined;
  return words[`${field}.${code}`] ?? words[code] ?? fallback;
}

/** The words for a reply as a whole: its code's, else its first field's, else the fallback. */
export function replyWords(reply: ApiReply<unknown> | undefined, words: ErrorWords, fallback: string): string {
  if (reply?.code && words[reply.code]) return words[reply.code]!;
  const [field] = Object.keys(reply?.error_codes ?? {});
  return (field && fieldWords(reply, field, words, fallback)) || fallback;
}
