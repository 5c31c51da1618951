// Which message a failed PATCH /me or POST /me/otp shows, and beside which field. The server's
// field errors (errors.<field>) come first, in the page's language; then a 429's wait; then the
// texts of the sign-in form for codes (src/lib/auth/messages.ts).
import type { ApiFailure } from '../../lib/api/client.ts';
import { throttled, verifyCodeError, type AuthErrorStrings, type Localise } from '../../lib/auth/messages.ts';

function fieldError(failure: ApiFailure, field: string): string | undefined {
  return failure.reply?.errors?.[field]?.[0];
}

/** No reply, or a server fault: nothing the shopper typed is wrong. */
const serverFault = (failure: ApiFailure) => failure.status === undefined || failure.status >= 500;

/** Any failure of a profile change that no field explains. */
export function generalError(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  if (serverFault(failure) || !failure.reply?.message) return strings.sendDefault;
  return localise(failure.reply.message);
}

/** PATCH /me { name }. */
export function nameError(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): string {
  const field = fieldError(failure, 'name');
  return field ? localise(field) : generalError(failure, strings, localise);
}

/**
 * PATCH /me with the new e-mail or phone and its code: the address taken (or refused) first, then
 * a dead code (422 errors.otp_code), then the code texts (a wrong code's 400 names the server's message).
 */
export function changeError(failure: ApiFailure, kind: 'email' | 'phone', strings: AuthErrorStrings, localise: Localise): string {
  const field = fieldError(failure, kind) ?? fieldError(failure, 'otp_code');
  if (field) return localise(field);
  if (serverFault(failure)) return strings.sendDefault;
  return verifyCodeError(failure, strings, localise);
}

export interface PasswordErrors {
  current?: string;
  password?: string;
  /** Beside the button: nothing either field explains. */
  form?: string;
}

/** PATCH /me { password, current_password }. */
export function passwordChangeErrors(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): PasswordErrors {
  const current = fieldError(failure, 'current_password');
  const password = fieldError(failure, 'password');
  if (current || password) {
    return { current: current && localise(current), password: password && localise(password) };
  }
  return { form: generalError(failure, strings, localise) };
}
