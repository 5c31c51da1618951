// Which message a failed sign-in call shows (spec section 8), in the page's language. The spec's
// precedence: on sending a code, the server's errors.email / errors.phone first, then the
// status-code texts; on verifying, the server's message first; on a password, the status texts.
import type { ApiFailure } from '../api/client.ts';
import type { RetryData } from '../api/types.ts';
import { fill } from '../text.ts';

export interface AuthErrorStrings {
  sendFailed: string;
  sendBadRequest: string;
  sendInvalidData: string;
  sendDefault: string;
  verifyInvalid: string;
  verifyBadRequest: string;
  verifyExpired: string;
  verifyFormat: string;
  passwordInvalid: string;
  passwordUnauthorized: string;
  passwordBadRequest: string;
  /** 429 while a new code may not be sent yet: {{seconds}}. */
  waitToResend: string;
  /** 429 after too many attempts: {{minutes}}. */
  tooMany: string;
}

/** Server texts (English) → the page's language; a text it does not know passes through. */
export type Localise = (serverText: string) => string;

/** The seconds before a new code may be sent, when the server refused one for that (429 resend_in). */
export function resendWaitSeconds(failure: ApiFailure): number | undefined {
  if (failure.status !== 429) return undefined;
  const data = (failure.reply?.data ?? {}) as RetryData;
  return typeof data.resend_in === 'number' ? Math.max(1, Math.ceil(data.resend_in)) : undefined;
}

/** A 429's message (wait for a new code, or too many attempts); undefined for any other failure. */
export function throttled(failure: ApiFailure, strings: AuthErrorStrings): string | undefined {
  if (failure.status !== 429) return undefined;
  const data = (failure.reply?.data ?? {}) as RetryData;
  const resendIn = resendWaitSeconds(failure);
  if (resendIn !== undefined) return fill(strings.waitToResend, { seconds: resendIn });
  const seconds = typeof data.retry_in === 'number' ? data.retry_in : 60;
  return fill(strings.tooMany, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

function fieldError(failure: ApiFailure): string | undefined {
  const errors = failure.reply?.errors;
  return errors?.email?.[0] ?? errors?.phone?.[0] ?? errors?.username?.[0];
}

export function sendCodeError(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): string {
  const field = fieldError(failure);
  if (field) return localise(field);
  const wait = throttled(failure, strings);
  if (wait) return wait;
  switch (failure.status) {
    case 400:
      return strings.sendBadRequest;
    case 422:
      return strings.sendInvalidData;
    case undefined:
    case 503:
      return strings.sendFailed;
    default:
      return strings.sendDefault;
  }
}

export function verifyCodeError(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  const message = failure.reply?.message;
  if (message) return localise(message);
  switch (failure.status) {
    case 400:
      return strings.verifyBadRequest;
    case 401:
      return strings.verifyExpired;
    case 422:
      return strings.verifyFormat;
    default:
      return strings.verifyInvalid;
  }
}

export function passwordError(failure: ApiFailure, strings: AuthErrorStrings, localise: Localise): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  const field = fieldError(failure);
  if (failure.status === 422 && field) return localise(field);
  switch (failure.status) {
    case 401:
      return strings.passwordUnauthorized;
    case 400:
      return strings.passwordBadRequest;
    default:
      return strings.passwordInvalid;
  }
}
