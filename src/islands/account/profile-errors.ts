// Which message a failed PATCH /me or POST /me/otp shows, and beside which field. The server's
// field errors (error_codes.<field>) come first, in the page's language; then a 429's wait; then the
// texts of the sign-in form for codes (src/lib/auth/messages.ts).
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { fieldWords, replyWords, type ErrorWords } from '../../lib/api/error-words.ts';
import { throttled, verifyCodeError, type AuthErrorStrings } from '../../lib/auth/messages.ts';

/** No reply, or a server fault: nothing the shopper typed is wrong. */
const serverFault = (failure: ApiFailure) => failure.status === undefined || failure.status >= 500;

/** Any failure of a profile change that no field explains. */
export function generalError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  if (serverFault(failure)) return strings.sendDefault;
  return replyWords(failure.reply, words, strings.sendDefault);
}

/** PATCH /me { name }. */
export function nameError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string {
  return fieldWords(failure.reply, 'name', words, strings.sendInvalidData) ?? generalError(failure, strings, words);
}

/**
 * PATCH /me with the new e-mail or phone and its code: the address taken (or refused) first, then
 * a dead code (422 error_codes.otp_code), then the code texts (a wrong code's 400 names its code).
 */
export function changeError(failure: ApiFailure, kind: 'email' | 'phone', strings: AuthErrorStrings, words: ErrorWords): string {
  const field = fieldWords(failure.reply, kind, words, strings.sendInvalidData) ?? fieldWords(failure.reply, 'otp_code', words, strings.verifyFormat);
  if (field) return field;
  if (serverFault(failure)) return strings.sendDefault;
  return verifyCodeError(failure, strings, words);
}

export interface PasswordErrors {
  current?: string;
  password?: string;
  /** Beside the button: nothing either field explains. */
  form?: string;
}

/** PATCH /me { password, current_password }. */
export function passwordChangeErrors(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): PasswordErrors {
  const current = fieldWords(failure.reply, 'current_password', words, strings.sendInvalidData);
  const password = fieldWords(failure.reply, 'password', words, strings.sendInvalidData);
  if (current || password) return { current, password };
  return { form: generalError(failure, strings, words) };
}
