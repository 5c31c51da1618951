import { describe, expect, it } from 'vitest';
import { identifierKind } from '../../src/lib/auth/identifier.ts';
import { backspace, emptyBoxes, isComplete, joinCode, pasteInto, typeInto } from '../../src/lib/auth/otp-boxes.ts';
import { passwordError, resendWaitSeconds, sendCodeError, verifyCodeError, type AuthErrorStrings } from '../../src/lib/auth/messages.ts';

describe('the identifier rule (spec section 2)', () => {
  it('reads a digit-, plus- or bracket-led entry as a phone and a letter-led one as an e-mail', () => {
    expect(identifierKind('0501234567')).toBe('phone');
    expect(identifierKind(' 50 123 4567')).toBe('phone');
    expect(identifierKind('+971501234567')).toBe('phone');
    expect(identifierKind('(050) 123')).toBe('phone');
    expect(identifierKind('amira@example.com')).toBe('email');
    expect(identifierKind('1amira@example.com')).toBe('phone');
    expect(identifierKind('')).toBeNull();
    expect(identifierKind('   ')).toBeNull();
  });
});

describe('the one-time code boxes (spec section 5)', () => {
  it('takes one digit per box and moves focus on, staying on the last box', () => {
    let state = typeInto(emptyBoxes(), 0, '4');
    expect(state).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    state = typeInto(state.digits, 5, '9');
    expect(state.focus).toBe(5);
    expect(state.digits[5]).toBe('9');
  });

  it('ignores what is not a digit', () => {
    expect(typeInto(emptyBoxes(), 2, 'a')).toEqual({ digits: emptyBoxes(), focus: 2 });
  });

  it('keeps the new digit when one is typed into a full box', () => {
    const digits = ['3', '', '', '', '', ''];
    expect(typeInto(digits, 0, '37').digits[0]).toBe('7');
    expect(typeInto(digits, 0, '73').digits[0]).toBe('7');
  });

  it('Backspace clears a full box and stays; in an empty box it goes back and clears that one', () => {
    expect(backspace(['1', '2', '', '', '', ''], 1)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspace(emptyBoxes(), 0)).toEqual({ digits: emptyBoxes(), focus: 0 });
  });

  it('a pasted six-digit code fills all six from any box; a shorter paste fills onwards', () => {
    expect(pasteInto(emptyBoxes(), 3, '123 456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pasteInto(emptyBoxes(), 2, '98')).toEqual({ digits: ['', '', '9', '8', '', ''], focus: 4 });
    expect(pasteInto(emptyBoxes(), 5, '98').digits).toEqual(['', '', '', '', '', '9']);
    expect(pasteInto(emptyBoxes(), 1, 'code').digits).toEqual(emptyBoxes());
  });

  it('the six boxes joined form the code, complete only with six digits', () => {
    expect(joinCode(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});

const strings = Object.fromEntries(
  ['sendFailed', 'sendBadRequest', 'sendInvalidData', 'sendDefault', 'verifyInvalid', 'verifyBadRequest', 'verifyExpired', 'verifyFormat', 'passwordInvalid', 'passwordUnauthorized', 'passwordBadRequest'].map((name) => [name, name]),
) as unknown as AuthErrorStrings;
strings.waitToResend = 'wait {{seconds}}';
strings.tooMany = 'locked {{minutes}}';
const words = { invalid_email: 'words for invalid_email', invalid_otp: 'words for invalid_otp', 'otp_code.invalid_format': 'words for the format' };
const none = {};

describe('sign-in error messages (spec section 8)', () => {
  it('sending a code: the server error_codes.email or .phone first, then the status texts', () => {
    const badEmail = { success: false, message: 'x', code: 'invalid_email' as const, errors: { email: ['Bad e-mail'] }, error_codes: { email: ['invalid_email' as const] } };
    expect(sendCodeError({ code: 'invalid_email', status: 422, reply: badEmail }, strings, words)).toBe('words for invalid_email');
    // A code the page has no words for: its generic text, never the server's English.
    const badPhone = { success: false, errors: { phone: ['Bad phone'] }, error_codes: { phone: ['phone_not_mobile' as const] } };
    expect(sendCodeError({ code: 'unexpected_reply', status: 422, reply: badPhone }, strings, none)).toBe('sendInvalidData');
    expect(sendCodeError({ code: 'unexpected_reply', status: 400, reply: { success: false, message: 'x' } }, strings, none)).toBe('sendBadRequest');
    expect(sendCodeError({ code: 'unexpected_reply', status: 422, reply: { success: false, message: 'x' } }, strings, none)).toBe('sendInvalidData');
    expect(sendCodeError({ code: 'unexpected_reply', status: 503 }, strings, none)).toBe('sendFailed');
    expect(sendCodeError({ code: 'network' }, strings, none)).toBe('sendFailed');
    expect(sendCodeError({ code: 'unexpected_reply', status: 500 }, strings, none)).toBe('sendDefault');
    expect(sendCodeError({ code: 'unexpected_reply', status: 429, reply: { success: false, data: { resend_in: 41.2 } } }, strings, none)).toBe('wait 42');
  });

  it('verifying a code: the words for the server’s code first, then 400, 401 and 422, else the generic text', () => {
    expect(verifyCodeError({ code: 'invalid_otp', status: 400, reply: { success: false, message: 'Server says no', code: 'invalid_otp' } }, strings, words)).toBe('words for invalid_otp');
    const format = { success: false, message: 'x', code: 'validation_failed' as const, errors: { otp_code: ['x'] }, error_codes: { otp_code: ['invalid_format' as const] } };
    expect(verifyCodeError({ code: 'validation_failed', status: 422, reply: format }, strings, words)).toBe('words for the format');
    expect(verifyCodeError({ code: 'invalid_request', status: 400, reply: { success: false, message: 'Server says no', code: 'invalid_request' } }, strings, words)).toBe('verifyBadRequest');
    expect(verifyCodeError({ code: 'unexpected_reply', status: 400 }, strings, none)).toBe('verifyBadRequest');
    expect(verifyCodeError({ code: 'unexpected_reply', status: 401 }, strings, none)).toBe('verifyExpired');
    expect(verifyCodeError({ code: 'unexpected_reply', status: 422 }, strings, none)).toBe('verifyFormat');
    expect(verifyCodeError({ code: 'internal_error', status: 500, reply: { success: false, message: 'Boom', code: 'internal_error' } }, strings, words)).toBe('verifyInvalid');
    expect(verifyCodeError({ code: 'network' }, strings, none)).toBe('verifyInvalid');
    expect(verifyCodeError({ code: 'unexpected_reply', status: 429, reply: { success: false, message: 'Too many', data: { retry_in: 3000 } } }, strings, none)).toBe('locked 50');
  });

  it('a password: 401 and 400 texts, else the generic one', () => {
    expect(passwordError({ code: 'invalid_password', status: 401, reply: { success: false, message: 'whatever', code: 'invalid_password' } }, strings, words)).toBe('passwordUnauthorized');
    expect(passwordError({ code: 'unexpected_reply', status: 400 }, strings, none)).toBe('passwordBadRequest');
    expect(passwordError({ code: 'unexpected_reply', status: 500 }, strings, none)).toBe('passwordInvalid');
    const badEmail = { success: false, errors: { email: ['Bad e-mail'] }, error_codes: { email: ['invalid_email' as const] } };
    expect(passwordError({ code: 'unexpected_reply', status: 422, reply: badEmail }, strings, words)).toBe('words for invalid_email');
  });
});

describe('the wait before a new code (the countdown starts from it)', () => {
  it('is the whole seconds of a 429 resend_in, at least 1', () => {
    expect(resendWaitSeconds({ code: 'unexpected_reply', status: 429, reply: { success: false, data: { resend_in: 42 } } })).toBe(42);
    expect(resendWaitSeconds({ code: 'unexpected_reply', status: 429, reply: { success: false, data: { resend_in: 41.2 } } })).toBe(42);
    expect(resendWaitSeconds({ code: 'unexpected_reply', status: 429, reply: { success: false, data: { resend_in: 0 } } })).toBe(1);
  });

  it('is none for a lockout (retry_in) or any other failure', () => {
    expect(resendWaitSeconds({ code: 'unexpected_reply', status: 429, reply: { success: false, data: { retry_in: 600 } } })).toBeUndefined();
    expect(resendWaitSeconds({ code: 'unexpected_reply', status: 422, reply: { success: false, data: { resend_in: 42 } } })).toBeUndefined();
    expect(resendWaitSeconds({ code: 'network', status: undefined })).toBeUndefined();
  });
});
