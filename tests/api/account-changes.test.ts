// A session alone cannot take an account over, however new: setting a first password, changing the
// password, the e-mail or the phone needs a proof given for the change (the current password with
// it, or the single-use ticket POST /me/proof gives for the current password or a code sent to an
// address the account already has); such a change ends every other session and tells the old
// address.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { MINUTE, call, proofTicket, setFirstPassword } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock on: tickets last 10 minutes, and codes go out once a minute. */
function later(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
}

const patch = (token: string, body: object, headers: Record<string, string> = {}) => call(t, 'PATCH', '/me', body, { token, headers });
const me = (token: string) => call(t, 'GET', '/me', undefined, { token });
const messagesTo = (address: string) => t.outbox.filter((m) => m.to.email === address || m.to.phone === address);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a proof given for each change of password, e-mail or phone', () => {
  it('refuses a first password, a new password, a new e-mail and a new phone from a session alone, even one just signed in (403, not 401)', async () => {
    const token = await t.signIn('stolen@example.com');
    for (const body of [{ password: 'attacker password' }, { email: 'attacker@example.com', otp_code: '123456' }, { phone: '0501234567', otp_code: '123456' }]) {
      const res = await patch(token, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'proof_required', data: { proof_required: true } });
    }
    // A code to the new address alone is no proof: not even that code goes out without one.
    const code = await call(t, 'POST', '/me/otp', { type: 'email', email: 'attacker@example.com' }, { token });
    expect(code.status).toBe(403);
    expect(messagesTo('attacker@example.com')).toHaveLength(0);
    // Nor does a made-up ticket count.
    expect((await patch(token, { password: 'attacker password', proof: 'A'.repeat(43) })).status).toBe(403);
    // The name is no key to the account: it needs no proof. And the session still works.
    expect((await patch(token, { name: 'Still Me' })).status).toBe(200);
    const after = await me(token);
    expect(after.body.data).toMatchObject({ email: 'stolen@example.com', has_password: false, name: 'Still Me' });
  });

  it('takes a code sent to the current address, for this purpose only, once, for one change', async () => {
    const token = await t.signIn('prove-by-code@example.com');
    const sent = await call(t, 'POST', '/me/proof/code', {}, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: true, resend_in: 60, via: 'email' });
    const code = t.lastCode('prove-by-code@example.com')!;
    // The proof code is no sign-in code.
    expect((await call(t, 'POST', '/login/otp/verify', { username: 'prove-by-code@example.com', otp_code: code, platform: 'web' })).status).toBe(401);
    expect((await call(t, 'POST', '/me/proof', { otp_code: wrong(code) }, { token })).status).toBe(400);
    expect((await call(t, 'POST', '/me/proof', { otp_code: '12345' }, { token })).status).toBe(422);
    const none = await call(t, 'POST', '/me/proof', {}, { token });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('proof_missing');
    expect(none.body.error_codes._).toEqual(['proof_missing']);
    const proved = await call(t, 'POST', '/me/proof', { otp_code: code }, { token });
    expect(proved.status).toBe(200);
    expect(proved.body.data).toEqual({ proof: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 600 });
    // Single use: the same code again is dead (a field error, so the browser keeps its session).
    const again = await call(t, 'POST', '/me/proof', { otp_code: code }, { token });
    expect(again.status).toBe(422);
    expect(again.body.errors.otp_code).toEqual(['OTP has expired. Please request a new one.']);
    // The ticket pays for one change, then is spent.
    const proof = proved.body.data.proof;
    expect((await patch(token, { password: 'my first password', proof })).status).toBe(200);
    expect((await patch(token, { password: 'my second password', proof })).status).toBe(403);
  });

  it("binds a ticket to the session that proved: another session of the account, or another account's, cannot spend it", async () => {
    fakeClock();
    const token = await t.signIn('one-session@example.com');
    later(MINUTE);
    const other = await t.signIn('one-session@example.com');
    const proof = await proofTicket(t, token, 'one-session@example.com');
    expect((await patch(other, { password: 'not from here', proof })).status).toBe(403);
    const stranger = await t.signIn('not-the-owner@example.com');
    expect((await patch(stranger, { password: 'not from here', proof })).status).toBe(403);
    expect((await patch(token, { password: 'from the session that proved', proof })).status).toBe(200);
  });

  it('lets a ticket be spent within 10 minutes, not after', async () => {
    fakeClock();
    const token = await t.signIn('ten-minutes@example.com');
    const early = await proofTicket(t, token, 'ten-minutes@example.com');
    later(10 * MINUTE - 1000);
    expect((await patch(token, { password: 'just in time', proof: early })).status).toBe(200);
    later(MINUTE);
    const late = (await call(t, 'POST', '/me/proof', { current_password: 'just in time' }, { token })).body.data.proof;
    later(10 * MINUTE + 1000);
    const refused = await patch(token, { password: 'too late now', proof: late });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ proof_required: true });
  });

  it('sends the proof code to the phone when asked, and refuses an address the account lacks', async () => {
    const token = await t.signIn('+971501230001');
    expect((await call(t, 'POST', '/me/proof/code', { via: 'email' }, { token })).status).toBe(422);
    expect((await call(t, 'POST', '/me/proof/code', { via: 'fax' }, { token })).status).toBe(422);
    const sent = await call(t, 'POST', '/me/proof/code', {}, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.via).toBe('phone');
    // One code a minute, as for every code.
    expect((await call(t, 'POST', '/me/proof/code', { via: 'phone' }, { token })).status).toBe(429);
    expect((await call(t, 'POST', '/me/proof', { otp_code: t.lastCode('+971501230001')!, via: 'phone' }, { token })).status).toBe(200);
  });

  it('takes the current password with the change, or for a ticket; a wrong one is a field error', async () => {
    const token = await t.signIn('prove-by-password@example.com');
    expect((await setFirstPassword(t, token, 'prove-by-password@example.com', 'first password')).status).toBe(200);
    expect((await patch(token, { password: 'second password' })).status).toBe(403);
    const wrong = await call(t, 'POST', '/me/proof', { current_password: 'not my password' }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    expect(wrong.body.error_codes.current_password).toEqual(['wrong_current_password']);
    const proved = await call(t, 'POST', '/me/proof', { current_password: 'first password' }, { token });
    expect(proved.status).toBe(200);
    expect((await patch(token, { password: 'second password', proof: proved.body.data.proof })).status).toBe(200);
    expect((await patch(token, { password: 'third password', current_password: 'wrong one' })).status).toBe(422);
    expect((await patch(token, { password: 'third password', current_password: 'second password' })).status).toBe(200);
  });

  it('slows down wrong current passwords in that session only, from the 6th on', async () => {
    fakeClock();
    const token = await t.signIn('guessed-session@example.com');
    expect((await setFirstPassword(t, token, 'guessed-session@example.com', 'the real password')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await patch(token, { password: 'a takeover', current_password: `guess ${i}` })).status).toBe(422);
    const slowed = await patch(token, { password: 'a takeover', current_password: 'the real password' });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 'too_many_attempts', data: { retry_in: 30 } });
    // The owner signs in elsewhere with the password meanwhile: nothing there is slowed.
    expect((await call(t, 'POST', '/login', { username: 'guessed-session@example.com', type: 'password', password: 'the real password' })).status).toBe(200);
    later(30_000);
    expect((await patch(token, { name: 'still allowed' })).status).toBe(200);
    expect((await patch(token, { password: 'the owner again', current_password: 'the real password' })).status).toBe(200);
  });

  it('changes the e-mail with a ticket and the code sent to the new address, the ticket spent only once the change is made', async () => {
    fakeClock();
    const token = await t.signIn('moving-out@example.com');
    const proof = await proofTicket(t, token, 'moving-out@example.com');
    expect((await call(t, 'POST', '/me/otp', { type: 'email', email: 'moved-in@example.com', proof }, { token })).status).toBe(200);
    const code = t.lastCode('moved-in@example.com')!;
    // A wrong code to the new address spends nothing: the shopper types it again.
    expect((await patch(token, { email: 'moved-in@example.com', otp_code: wrong(code), proof })).status).toBe(400);
    const done = await patch(token, { email: 'moved-in@example.com', otp_code: code, proof });
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe('moved-in@example.com');
    later(MINUTE);
    expect((await call(t, 'POST', '/me/otp', { type: 'email', email: 'moved-again@example.com', proof }, { token })).status).toBe(403);
  });

  it('ends every other session and tells the old address, in its language, on a new e-mail', async () => {
    fakeClock();
    const phone = await t.signIn('moving@example.com');
    later(MINUTE);
    const laptop = await t.signIn('moving@example.com');
    const otherShopper = await t.signIn('bystander@example.com');
    const proof = await proofTicket(t, laptop, 'moving@example.com');
    expect((await call(t, 'POST', '/me/otp', { type: 'email', email: 'moved@example.com', proof }, { token: laptop })).status).toBe(200);
    const changed = await patch(laptop, { email: 'moved@example.com', otp_code: t.lastCode('moved@example.com')!, proof }, { 'Accept-Language': 'fr' });
    expect(changed.status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(otherShopper)).status).toBe(200);
    const notice = messagesTo('moving@example.com').at(-1)!;
    expect(notice.subject).toContain("l'adresse e-mail de votre compte a été modifiée");
    expect(notice.code).toBeUndefined();
    expect(messagesTo('moved@example.com').some((m) => /modifiée|changed/.test(m.subject))).toBe(false);
  });

  it('changes the phone with the current password given with the change', async () => {
    fakeClock();
    const token = await t.signIn('+971501230003');
    expect((await setFirstPassword(t, token, '+971501230003', 'phone owner pass')).status).toBe(200);
    const body = { type: 'phone', phone: '0501230004', current_password: 'phone owner pass' };
    expect((await call(t, 'POST', '/me/otp', { ...body, current_password: 'not it at all' }, { token })).status).toBe(422);
    expect((await call(t, 'POST', '/me/otp', body, { token })).status).toBe(200);
    const changed = await patch(token, { phone: '0501230004', otp_code: t.lastCode('+971501230004')!, current_password: 'phone owner pass' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.phone).toBe('+971501230004');
    expect(messagesTo('+971501230003').at(-1)!.subject).toMatch(/phone number/);
  });

  it('ends every other session and tells the account on a new password, first or not', async () => {
    fakeClock();
    const first = await t.signIn('+971501230002');
    later(MINUTE);
    const second = await t.signIn('+971501230002');
    expect((await setFirstPassword(t, second, '+971501230002', 'a new password')).status).toBe(200);
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
