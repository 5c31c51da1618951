// Which message a failed sign-in call shows (spec section 8), in the page's language. The spec's
// precedence: on sending a code, the server's errors.email / errors.phone first, then the
// status-code texts; on verifying, the server's message first; on a password, the status texts.
// The server's reasons are read by their codes (src/lib/api/error-words.ts), never their English.
import type { ApiFailure } from '../api/client-core.ts';
import { fieldWords, replyWords, type ErrorWords } from '../api/error-words.ts';
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

/** The words for what is wrong with the identifier the shopper typed, if the reply names it. */
function identifierError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string | undefined {
  const reply = failure.reply;
  return ['email', 'phone', 'username'].map((field) => fieldWords(reply, field, words, strings.sendInvalidData)).find(Boolean);
}

export function sendCodeError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string {
  const field = identifierError(failure, strings, words);
  if (field) return field;
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

/** The status texts of a failed verify. */
function verifyStatusText(status: number | undefined, strings: AuthErrorStrings): string {
  switch (status) {
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

/** The server's reason first (by its code), then the status texts for what it does not word. */
export function verifyCodeError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  return replyWords(failure.reply, words, verifyStatusText(failure.status, strings));
}

export function passwordError(failure: ApiFailure, strings: AuthErrorStrings, words: ErrorWords): string {
  const wait = throttled(failure, strings);
  if (wait) return wait;
  const field = failure.status === 422 ? identifierError(failure, strings, words) : undefined;
  if (field) return field;
  switch (failure.status) {
    case 401:
      return strings.passwordUnauthorized;
    case 400:
      return strings.passwordBadRequest;
    default:
      return strings.passwordInvalid;
  }
}
