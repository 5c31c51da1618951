// My Account's pure rules: dates as shown, the password length rule shared with
// the API, and which message a failed profile change shows (by the reply's codes).
import { describe, expect, it } from 'vitest';
import en from '../../content/i18n/en.json' with { type: 'json' };
import frDictionary from '../../content/i18n/fr.json' with { type: 'json' };
import { dateWords } from '../../src/build/date-words.ts';
import { formatDate } from '../../src/lib/dates/date-words.ts';
import { changeError, generalError, nameError, passwordChangeErrors } from '../../src/islands/account/profile-errors.ts';
import { ACCOUNT_STRING_KEYS } from '../../src/islands/account/strings.ts';
import { errorWords } from '../../src/build/i18n.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthProblem } from '../../src/lib/auth/password-rule.ts';
import * as serverPasswords from '../../src/server/auth/passwords.ts';

const dictionary = en as Record<string, string>;
const strings = Object.fromEntries(Object.entries(ACCOUNT_STRING_KEYS).map(([name, key]) => [name, dictionary[key]!])) as Record<
  keyof typeof ACCOUNT_STRING_KEYS,
  string
>;
const french = errorWords('fr');
const fr = frDictionary as Record<string, string>;

describe('dates', () => {
  it('writes the member-since date in the page’s language', () => {
    const iso = '2026-11-23T12:00:00.000Z';
    const long = (locale: 'en' | 'fr' | 'de') => formatDate(iso, dateWords(locale, 'long'));
    expect(long('en')).toBe('November 23, 2026');
    expect(long('fr')).toBe('23 novembre 2026');
    expect(long('de')).toBe('23. November 2026');
    expect(formatDate('not a date', dateWords('en', 'long'))).toBe('');
  });
});

describe('the password length rule', () => {
  it('is the API’s rule: 8 to 128 characters', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([serverPasswords.PASSWORD_MIN, serverPasswords.PASSWORD_MAX]);
    expect(passwordLengthProblem('')).toBe('required');
    expect(passwordLengthProblem('x'.repeat(7))).toBe('short');
    expect(passwordLengthProblem('x'.repeat(8))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('long');
  });
});

describe('profile change errors', () => {
  // The reply's English is deliberately not the server's: the words come from the codes.
  const taken = {
    code: 'email_taken' as const,
    status: 422,
    reply: { success: false, message: 'Reworded.', code: 'email_taken' as const, errors: { email: ['Reworded.'] }, error_codes: { email: ['email_taken' as const] } },
  };

  it('shows the server’s field error first, in the page’s language', () => {
    expect(changeError(taken, 'email', strings, french)).toBe(fr['account.server.emailTaken']);
    const dead = {
      code: 'otp_expired' as const,
      status: 422,
      reply: { success: false, message: 'x', code: 'otp_expired' as const, errors: { otp_code: ['x'] }, error_codes: { otp_code: ['otp_expired' as const] } },
    };
    expect(changeError(dead, 'email', strings, french)).toBe(fr['errors.verifyOtp.expired']);
  });

  it('shows the words for a wrong code, then the status texts', () => {
    const wrong = { code: 'invalid_otp' as const, status: 400, reply: { success: false, message: 'x', code: 'invalid_otp' as const } };
    expect(changeError(wrong, 'phone', strings, french)).toBe(fr['errors.verifyOtp.badRequest']);
    expect(changeError({ code: 'unexpected_reply', status: 400 }, 'phone', strings, french)).toBe(strings.verifyBadRequest);
  });

  it('says to wait on a 429, and something went wrong without a reply or on a server fault', () => {
    const locked = { code: 'unexpected_reply' as const, status: 429, reply: { success: false, message: 'x', data: { retry_in: 1800 } } };
    expect(changeError(locked, 'email', strings, french)).toBe('Too many attempts. Please try again in 30 min.');
    expect(generalError({ code: 'network' }, strings, french)).toBe(strings.sendDefault);
    expect(changeError({ code: 'unexpected_reply', status: 503, reply: { success: false, message: 'Down' } }, 'email', strings, french)).toBe(strings.sendDefault);
    expect(nameError({ code: 'unexpected_reply', status: 500, reply: { success: false, message: 'Boom' } }, strings, french)).toBe(strings.sendDefault);
  });

  it('puts password errors beside the field the server names, and never shows its English', () => {
    const wrongCurrent = {
      code: 'unexpected_reply' as const,
      status: 422,
      reply: { success: false, message: 'x', errors: { current_password: ['x'] }, error_codes: { current_password: ['wrong_current_password' as const] } },
    };
    expect(passwordChangeErrors(wrongCurrent, strings, french)).toEqual({ current: fr['account.server.currentPasswordWrong'], password: undefined });
    const short = { code: 'unexpected_reply' as const, status: 422, reply: { success: false, message: 'x', errors: { password: ['x'] }, error_codes: { password: ['too_short' as const] } } };
    expect(passwordChangeErrors(short, strings, french)).toEqual({ current: undefined, password: fr['account.server.passwordTooShort'] });
    const unknown = { code: 'unexpected_reply' as const, status: 422, reply: { success: false, message: 'English only', errors: { password: ['English only'] }, error_codes: { password: ['control_characters' as const] } } };
    expect(passwordChangeErrors(unknown, strings, french)).toEqual({ current: undefined, password: strings.sendInvalidData });
    expect(passwordChangeErrors({ code: 'network' }, strings, french)).toEqual({ form: strings.sendDefault });
  });
});
