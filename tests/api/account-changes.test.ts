// A session alone cannot take an account over: setting a first password, changing the password,
// the e-mail or the phone needs a fresh proof (the current password, or a code sent to an address
// the account already has); such a change ends every other session and tells the old address.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { MINUTE, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock on: a sign-in proves the owner for 10 minutes, and codes go out once a minute. */
function later(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/** A shopper signed in more than 10 minutes ago: the session is theirs, the proof is stale. */
async function staleSession(email: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  const token = await t.signIn(email);
  later(10 * MINUTE);
  return token;
}

const patch = (token: string, body: object, headers: Record<string, string> = {}) => call(t, 'PATCH', '/me', body, { token, headers });
const me = (token: string) => call(t, 'GET', '/me', undefined, { token });
const messagesTo = (address: string) => t.outbox.filter((m) => m.to.email === address || m.to.phone === address);

describe('a fresh proof before a change of password, e-mail or phone', () => {
  it('refuses a first password, a new password, a new e-mail and a new phone from a session alone (403, not 401)', async () => {
    const token = await staleSession('stolen@example.com');
    for (const body of [{ password: 'attacker password' }, { email: 'attacker@example.com', otp_code: '123456' }, { phone: '0501234567', otp_code: '123456' }]) {
      const res = await patch(token, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'proof_required', data: { proof_required: true } });
    }
    // Not even a code to a new address goes out without the proof.
    const code = await call(t, 'POST', '/me/otp', { type: 'email', email: 'attacker@example.com' }, { token });
    expect(code.status).toBe(403);
    expect(messagesTo('attacker@example.com')).toHaveLength(0);
    // The name is no key to the account: it needs no proof. And the session still works.
    expect((await patch(token, { name: 'Still Me' })).status).toBe(200);
    const after = await me(token);
    expect(after.body.data).toMatchObject({ email: 'stolen@example.com', has_password: false, name: 'Still Me' });
  });

  it('takes a code sent to the current address, for this purpose only, once', async () => {
    const token = await staleSession('prove-by-code@example.com');
    const sent = await call(t, 'POST', '/me/proof/code', {}, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: true, resend_in: 60, via: 'email' });
    const code = t.lastCode('prove-by-code@example.com')!;
    // The proof code is no sign-in code.
    expect((await call(t, 'POST', '/login/otp/verify', { username: 'prove-by-code@example.com', otp_code: code, platform: 'web' })).status).toBe(401);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(t, 'POST', '/me/proof', { otp_code: wrong }, { token })).status).toBe(400);
    expect((await call(t, 'POST', '/me/proof', { otp_code: '12345' }, { token })).status).toBe(422);
    expect((await call(t, 'POST', '/me/proof', {}, { token })).status).toBe(422);
    const proved = await call(t, 'POST', '/me/proof', { otp_code: code }, { token });
    expect(proved.status).toBe(200);
    // Single use: the same code again is dead (a field error, so the browser keeps its session).
    const again = await call(t, 'POST', '/me/proof', { otp_code: code }, { token });
    expect(again.status).toBe(422);
    expect(again.body.errors.otp_code).toEqual(['OTP has expired. Please request a new one.']);
    expect((await patch(token, { password: 'my first password' })).status).toBe(200);
  });

  it('sends the proof code to the phone when asked, and refuses an address the account lacks', async () => {
    const token = await staleSession('+971501230001');
    expect((await call(t, 'POST', '/me/proof/code', { via: 'email' }, { token })).status).toBe(422);
    expect((await call(t, 'POST', '/me/proof/code', { via: 'fax' }, { token })).status).toBe(422);
    later(MINUTE);
    const sent = await call(t, 'POST', '/me/proof/code', {}, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.via).toBe('phone');
    // One code a minute to an address, as for every code.
    expect((await call(t, 'POST', '/me/proof/code', { via: 'phone' }, { token })).status).toBe(429);
    expect((await call(t, 'POST', '/me/proof', { otp_code: t.lastCode('+971501230001')!, via: 'phone' }, { token })).status).toBe(200);
  });

  it('takes the current password, inline or before, and the proof lasts 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const token = await t.signIn('prove-by-password@example.com');
    expect((await patch(token, { password: 'first password' })).status).toBe(200); // just signed in: proved
    later(10 * MINUTE);
    expect((await patch(token, { password: 'second password' })).status).toBe(403);
    const wrong = await call(t, 'POST', '/me/proof', { current_password: 'not my password' }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    expect(wrong.body.error_codes.current_password).toEqual(['wrong_current_password']);
    expect((await call(t, 'POST', '/me/proof', { current_password: 'first password' }, { token })).status).toBe(200);
    later(10 * MINUTE - 1000);
    expect((await patch(token, { password: 'second password' })).status).toBe(200);
    later(2000);
    expect((await patch(token, { password: 'third password' })).status).toBe(403);
    expect((await patch(token, { password: 'third password', current_password: 'wrong one' })).status).toBe(422);
    expect((await patch(token, { password: 'third password', current_password: 'second password' })).status).toBe(200);
  });

  it('ends every other session and tells the old address, in its language, on a new e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const phone = await t.signIn('moving@example.com');
    later(MINUTE);
    const laptop = await t.signIn('moving@example.com');
    const otherShopper = await t.signIn('bystander@example.com');
    expect((await call(t, 'POST', '/me/otp', { type: 'email', email: 'moved@example.com' }, { token: laptop })).status).toBe(200);
    const changed = await patch(laptop, { email: 'moved@example.com', otp_code: t.lastCode('moved@example.com')! }, { 'Accept-Language': 'fr' });
    expect(changed.status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(otherShopper)).status).toBe(200);
    const notice = messagesTo('moving@example.com').at(-1)!;
    expect(notice.subject).toContain("l'adresse e-mail de votre compte a été modifiée");
    expect(notice.code).toBeUndefined();
    expect(messagesTo('moved@example.com').some((m) => /modifiée|changed/.test(m.subject))).toBe(false);
  });

  it('ends every other session and tells the account on a new password, first or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const first = await t.signIn('+971501230002');
    later(MINUTE);
    const second = await t.signIn('+971501230002');
    expect((await patch(second, { password: 'a new password' })).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    expect(messagesTo('+971501230002').at(-1)!.subject).toContain('a password was set for your account');
    later(MINUTE);
    const third = await t.signIn('+971501230002');
    expect((await patch(third, { password: 'another password', current_password: 'a new password' }, { 'Accept-Language': 'ar' })).status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect(messagesTo('+971501230002').at(-1)!.subject).toContain('تم تغيير كلمة المرور');
  });
});
