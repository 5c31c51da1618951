// The words of the sign-in form (modal and page), as a map of prop name → i18n key.
import type { ErrorWords } from '../../lib/api/error-words.ts';
import type { IslandStrings } from '../../lib/text.ts';

/** The sign-in error texts (src/lib/auth/messages.ts), shared by every form that sends or checks a code. */
export const AUTH_ERROR_KEYS = {
  sendFailed: 'errors.sendOtp.failed',
  sendBadRequest: 'errors.sendOtp.badRequest',
  sendInvalidData: 'errors.sendOtp.invalidData',
  sendDefault: 'errors.sendOtp.default',
  verifyInvalid: 'errors.verifyOtp.invalid',
  verifyBadRequest: 'errors.verifyOtp.badRequest',
  verifyExpired: 'errors.verifyOtp.expired',
  verifyFormat: 'errors.verifyOtp.format',
  passwordInvalid: 'errors.password.invalid',
  passwordUnauthorized: 'errors.password.unauthorized',
  passwordBadRequest: 'errors.password.badRequest',
  waitToResend: 'errors.auth.waitToResend',
  tooMany: 'errors.auth.tooMany',
} as const;

export const AUTH_STRING_KEYS = {
  dialogLabel: 'auth.dialogLabel',
  close: 'auth.close',
  login: 'auth.login',
  register: 'auth.register',
  title: 'auth.title',
  identifierLabel: 'auth.identifierLabel',
  country: 'auth.country',
  continue: 'auth.continue',
  privacyPrefix: 'auth.privacyPrefix',
  privacyLink: 'auth.privacyLink',
  otpTitle: 'auth.otpTitle',
  otpSentTo: 'auth.otpSentTo',
  otpLoginHint: 'auth.otpLoginHint',
  otpLabel: 'auth.otpLabel',
  otpDigit: 'auth.otpDigit',
  verifyOtp: 'auth.verifyOtp',
  back: 'auth.back',
  resendOtp: 'auth.resendOtp',
  resendIn: 'auth.resendIn',
  passwordTitle: 'auth.passwordTitle',
  enterPassword: 'auth.enterPassword',
  showPassword: 'auth.showPassword',
  hidePassword: 'auth.hidePassword',
  loginButton: 'auth.loginButton',
  usePassword: 'auth.usePassword',
  sending: 'auth.sending',
  verifying: 'auth.verifying',
  loggedIn: 'toast.loggedIn',
  identifierRequired: 'validation.identifierRequired',
  otpRequired: 'validation.otpRequired',
  passwordRequired: 'validation.passwordRequired',
  ...AUTH_ERROR_KEYS,
  phone_too_short: 'phone.problem.too_short',
  phone_too_long: 'phone.problem.too_long',
  phone_not_mobile: 'phone.problem.not_mobile',
  phone_invalid: 'phone.problem.invalid',
} as const;

export type AuthStrings = IslandStrings<typeof AUTH_STRING_KEYS>;

/** What the page hands the sign-in form. */
export interface AuthConfig {
  locale: string;
  strings: AuthStrings;
  /** The words for the API's error codes, in this page's language (src/lib/api/error-words.ts). */
  errorWords: ErrorWords;
  privacyHref: string;
}
