// My Account's pure rules: dates as shown, the password length rule shared with
// the API, which message a failed profile change shows, and that every server text the page
// translates is one the server really sends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../content/i18n/en.json' with { type: 'json' };
import { longDate } from '../../src/islands/account/format.ts';
import { changeError, generalError, nameError, passwordChangeErrors } from '../../src/islands/account/profile-errors.ts';
import { ACCOUNT_SERVER_MESSAGE_KEYS, ACCOUNT_STRING_KEYS } from '../../src/islands/account/strings.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthProblem } from '../../src/lib/auth/password-rule.ts';
import * as serverPasswords from '../../src/server/auth/passwords.ts';

const dictionary = en as Record<string, string>;
const strings = Object.fromEntries(Object.entries(ACCOUNT_STRING_KEYS).map(([name, key]) => [name, dictionary[key]!])) as Record<
  keyof typeof ACCOUNT_STRING_KEYS,
  string
>;
const french: Record<string, string> = { 'This e-mail address is already in use.': 'Cette adresse e-mail est déjà utilisée.' };
const localise = (text: string) => french[text] ?? text;

describe('dates', () => {
  it('writes the member-since date in the page’s language', () => {
    const iso = '2026-11-23T12:00:00.000Z';
    expect(longDate(iso, 'en')).toBe('November 23, 2026');
    expect(longDate(iso, 'fr')).toBe('23 novembre 2026');
    expect(longDate(iso, 'de')).toBe('23. November 2026');
    expect(longDate('not a date', 'en')).toBe('');
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
  const taken = { status: 422, reply: { success: false, message: 'This e-mail address is already in use.', errors: { email: ['This e-mail address is already in use.'] } } };

  it('shows the server’s field error first, in the page’s language', () => {
    expect(changeError(taken, 'email', strings, localise)).toBe('Cette adresse e-mail est déjà utilisée.');
    const dead = { status: 422, reply: { success: false, message: 'x', errors: { otp_code: ['OTP has expired. Please request a new one.'] } } };
    expect(changeError(dead, 'email', strings, localise)).toBe('OTP has expired. Please request a new one.');
  });

  it('shows the server’s message for a wrong code, then the status texts', () => {
    const wrong = { status: 400, reply: { success: false, message: 'Invalid OTP. Please check and try again.' } };
    expect(changeError(wrong, 'phone', strings, localise)).toBe('Invalid OTP. Please check and try again.');
    expect(changeError({ status: 400 }, 'phone', strings, localise)).toBe(strings.verifyBadRequest);
  });

  it('says to wait on a 429, and something went wrong without a reply or on a server fault', () => {
    const locked = { status: 429, reply: { success: false, message: 'x', data: { retry_in: 1800 } } };
    expect(changeError(locked, 'email', strings, localise)).toBe('Too many attempts. Please try again in 30 min.');
    expect(generalError({}, strings, localise)).toBe(strings.sendDefault);
    expect(changeError({ status: 503, reply: { success: false, message: 'Down' } }, 'email', strings, localise)).toBe(strings.sendDefault);
    expect(nameError({ status: 500, reply: { success: false, message: 'Boom' } }, strings, localise)).toBe(strings.sendDefault);
  });

  it('puts password errors beside the field the server names', () => {
    const wrongCurrent = { status: 422, reply: { success: false, message: 'x', errors: { current_password: ['The current password is incorrect.'] } } };
    expect(passwordChangeErrors(wrongCurrent, strings, localise)).toEqual({ current: 'The current password is incorrect.', password: undefined });
    const short = { status: 422, reply: { success: false, message: 'x', errors: { password: ['Password must be at least 8 characters.'] } } };
    expect(passwordChangeErrors(short, strings, localise)).toEqual({ current: undefined, password: 'Password must be at least 8 characters.' });
    expect(passwordChangeErrors({}, strings, localise)).toEqual({ form: strings.sendDefault });
  });
});

describe('server texts the page translates', () => {
  it('are worded in the English dictionary exactly as the API sends them', () => {
    const server = ['src/server/auth/account-changes.ts', 'src/server/auth/inputs.ts']
      .map((path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))
      .join('\n')
      .replaceAll('${PASSWORD_MIN}', String(PASSWORD_MIN))
      .replaceAll('${PASSWORD_MAX}', String(PASSWORD_MAX))
      .replaceAll("${field === 'email' ? 'e-mail address' : 'phone number'}", '');
    for (const key of ACCOUNT_SERVER_MESSAGE_KEYS) {
      const text = dictionary[key]!;
      // The service builds "This e-mail address / phone number is already in use." from one template.
      const template = text.replace(/^This (e-mail address|phone number) is/, 'This  is');
      expect(server, key).toContain(template);
    }
  });
});
