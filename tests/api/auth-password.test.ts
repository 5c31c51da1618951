// Passwords (optional login) and the profile: PATCH /me sets a password, POST /login type password
// signs in with it; unknown users cost the same scrypt; changing e-mail or phone needs a code.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { MINUTE, call, callMultipart, proofTicket, setFirstPassword } from './helpers.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const passwordLogin = (username: string, password: string, ip?: string) =>
  call(t, 'POST', '/login', { username, password, type: 'password', platform: 'web' }, { ip });

async function withPassword(email: string, password = 'correct horse battery'): Promise<string> {
  const token = await t.signIn(email);
  const set = await setFirstPassword(t, token, email, password);
  expect(set.status).toBe(200);
  expect(set.body.data.has_password).toBe(true);
  return token;
}

describe('POST /login type password', () => {
  it('signs in with the right password (multipart) and stores only a salted scrypt hash', async () => {
    await withPassword('pw1@example.com', 'my secret words');
    const ok = await callMultipart(t, '/login', { username: 'PW1@example.com', password: 'my secret words', type: 'password', platform: 'web' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Successfully logged in!' });
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await withPassword('pw1b@example.com', 'my secret words');
    const rows = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'pw1@example.com'));
    const others = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'pw1b@example.com'));
    expect(rows[0]!.hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.hash).not.toContain('my secret words');
    expect(rows[0]!.hash).not.toBe(others[0]!.hash); // per-user salt
  });

  it("hashes at OWASP's scrypt parameters, and upgrades an older hash at the next sign-in", async () => {
    await withPassword('owasp@example.com', 'upgrade me please');
    const stored = async () => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'owasp@example.com')))[0]!.hash!;
    expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
    // The format and parameters of earlier versions: N=2^14.
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync('upgrade me please', salt, 32, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.email, 'owasp@example.com'));
    expect((await passwordLogin('owasp@example.com', 'wrong password')).status).toBe(401);
    expect(await stored()).toBe(old);
    expect((await passwordLogin('owasp@example.com', 'upgrade me please')).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(upgraded).not.toContain(salt.toString('base64url'));
    expect((await passwordLogin('owasp@example.com', 'upgrade me please')).status).toBe(200);
    expect(await stored()).toBe(upgraded);
  });

  it('answers 401 with the spec message for a wrong password, an unknown user, or an account without one', async () => {
    await withPassword('pw2@example.com');
    await t.signIn('nopassword@example.com');
    for (const [username, password] of [
      ['pw2@example.com', 'wrong password'],
      ['unknown-user@example.com', 'whatever it is'],
      ['nopassword@example.com', 'whatever it is'],
    ] as const) {
      const res = await passwordLogin(username, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid password. Please check and try again.', code: 'invalid_password' });
    }
  });

  it('runs scrypt for an unknown user just as for a wrong password', async () => {
    await withPassword('pw3@example.com');
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    await passwordLogin('pw3@example.com', 'not the password');
    const forWrongPassword = scrypt.mock.calls.length;
    scrypt.mockClear();
    await passwordLogin('nobody-at-all@example.com', 'not the password');
    const forUnknownUser = scrypt.mock.calls.length;
    expect(forWrongPassword).toBe(1);
    expect(forUnknownUser).toBe(forWrongPassword);
    // Same cost parameters too.
    scrypt.mockClear();
    await passwordLogin('pw3@example.com', 'not the password');
    await passwordLogin('nobody-at-all@example.com', 'not the password');
    const [a, b] = scrypt.mock.calls;
    expect(a![3]).toEqual(b![3]);
    expect(a![2]).toBe(b![2]);
  });

  it('answers 422 when the password is missing', async () => {
    const res = await call(t, 'POST', '/login', { username: 'pw2@example.com', type: 'password' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Password is required');
    expect(res.body.errors.password).toBeDefined();
  });

  it('slows a client down after 5 wrong passwords, longer after each, and only that client', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await withPassword('pw4@example.com', 'the real one!');
    const guesser = '198.51.100.40';
    for (let i = 0; i < 4; i++) expect((await passwordLogin('pw4@example.com', `guess number ${i}`, guesser)).status).toBe(401);
    // The 5th failure is the last free one: from then on, 30 s, then 60 s, doubling.
    expect((await passwordLogin('pw4@example.com', 'guess number 4', guesser)).status).toBe(401);
    const waiting = await passwordLogin('pw4@example.com', 'the real one!', guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ code: 'too_many_attempts', message: 'Too many failed attempts. Please try again in 30 seconds.', data: { retry_in: 30 } });
    // Another client, the owner's, is not slowed by the guesser.
    expect((await passwordLogin('pw4@example.com', 'the real one!', '198.51.100.41')).status).toBe(200);
    vi.setSystemTime(Date.now() + 29_000);
    expect((await passwordLogin('pw4@example.com', 'guess number 5', guesser)).status).toBe(429);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await passwordLogin('pw4@example.com', 'guess number 5', guesser)).status).toBe(401);
    const longer = await passwordLogin('pw4@example.com', 'guess number 6', guesser);
    expect(longer.status).toBe(429);
    expect(longer.body.data.retry_in).toBe(60);
    vi.setSystemTime(Date.now() + MINUTE);
    // The right password from the guesser's own client goes in once it has waited, and starts it afresh.
    expect((await passwordLogin('pw4@example.com', 'the real one!', guesser)).status).toBe(200);
    expect((await passwordLogin('pw4@example.com', 'guess number 7', guesser)).status).toBe(401);
    expect((await passwordLogin('pw4@example.com', 'the real one!', guesser)).status).toBe(200);
  });
});

describe('PATCH /me', () => {
  it('updates the name and reads it back with GET /me', async () => {
    const token = await t.signIn('profile@example.com');
    const res = await call(t, 'PATCH', '/me', { name: '  Aisha Rahman ' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Aisha Rahman');
    const me = await call(t, 'GET', '/me', undefined, { token });
    expect(me.body).toMatchObject({ success: true, data: { name: 'Aisha Rahman', email: 'profile@example.com', has_password: false } });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('takes passwords of 8 to 128 characters, and needs the current one to change it, even right after sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const token = await t.signIn('pwchange@example.com');
    expect((await call(t, 'PATCH', '/me', { password: 'short' }, { token })).status).toBe(422);
    expect((await call(t, 'PATCH', '/me', { password: 'x'.repeat(129) }, { token })).status).toBe(422);
    expect((await setFirstPassword(t, token, 'pwchange@example.com', 'first password')).status).toBe(200);
    vi.setSystemTime(Date.now() + MINUTE);
    const fresh = await t.signIn('pwchange@example.com');
    const missing = await call(t, 'PATCH', '/me', { password: 'second password' }, { token: fresh });
    expect(missing.status).toBe(403);
    expect(missing.body.data).toEqual({ proof_required: true });
    const wrong = await call(t, 'PATCH', '/me', { password: 'second password', current_password: 'nope nope' }, { token: fresh });
    expect(wrong.status).toBe(422);
    const ok = await call(t, 'PATCH', '/me', { password: 'second password', current_password: 'first password' }, { token: fresh });
    expect(ok.status).toBe(200);
    expect((await passwordLogin('pwchange@example.com', 'first password')).status).toBe(401);
    expect((await passwordLogin('pwchange@example.com', 'second password')).status).toBe(200);
  });

  it('refuses 7 and 129 characters, takes 8 and 128 and signs in with them', async () => {
    const token = await t.signIn('pwbounds@example.com');
    const seven = await call(t, 'PATCH', '/me', { password: '1234567' }, { token });
    expect(seven.status).toBe(422);
    expect(seven.body.errors.password).toEqual(['Password must be at least 8 characters.']);
    expect(seven.body.error_codes.password).toEqual(['too_short']);
    expect((await setFirstPassword(t, token, 'pwbounds@example.com', '12345678')).status).toBe(200);
    expect((await passwordLogin('pwbounds@example.com', '12345678')).status).toBe(200);
    const long = 'é'.repeat(128);
    const tooLong = await call(t, 'PATCH', '/me', { password: `${long}x`, current_password: '12345678' }, { token });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.password).toEqual(['Password must be at most 128 characters.']);
    expect(tooLong.body.error_codes.password).toEqual(['too_long']);
    expect((await call(t, 'PATCH', '/me', { password: long, current_password: '12345678' }, { token })).status).toBe(200);
    expect((await passwordLogin('pwbounds@example.com', long)).status).toBe(200);
  });

  it('changes the e-mail only with a code sent to the new address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const token = await t.signIn('old-address@example.com');
    await t.signIn('taken@example.com');
    // One message a minute to an address: the sign-up code just went to taken@example.com.
    vi.setSystemTime(Date.now() + 61_000);
    const proof = await proofTicket(t, token, 'old-address@example.com');
    const noCode = await call(t, 'PATCH', '/me', { email: 'new-address@example.com', proof }, { token });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.otp_code).toBeDefined();
    // Whether an address has an account shows only to someone who proved they own it.
    const unproven = await call(t, 'PATCH', '/me', { email: 'taken@example.com', proof }, { token });
    expect(unproven.status).toBe(422);
    expect(unproven.body.errors).toEqual({ otp_code: [expect.any(String)] });
    expect((await call(t, 'POST', '/me/otp', { type: 'email', email: 'taken@example.com', proof }, { token })).status).toBe(200);
    const taken = await call(t, 'PATCH', '/me', { email: 'taken@example.com', otp_code: t.lastCode('taken@example.com')!, proof }, { token });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['This e-mail address is already in use.']);
    expect(taken.body.code).toBe('email_taken');
    const sent = await call(t, 'POST', '/me/otp', { type: 'email', email: 'New-Address@example.com', proof }, { token });
    expect(sent.status).toBe(200);
    const code = t.lastCode('new-address@example.com')!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(t, 'PATCH', '/me', { email: 'new-address@example.com', otp_code: wrongCode, proof }, { token })).status).toBe(400);
    const ok = await call(t, 'PATCH', '/me', { email: 'new-address@example.com', otp_code: code, proof }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe('new-address@example.com');
    // Another user cannot use a code that was sent for this account; a dead code is a field
    // error (422), never a 401 that would end the shopper's session.
    const other = await t.signIn('someone-else@example.com');
    const foreign = await call(t, 'PATCH', '/me', { email: 'new-address@example.com', otp_code: code, proof: await proofTicket(t, other, 'someone-else@example.com') }, { token: other });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ otp_code: ['OTP has expired. Please request a new one.'] });
  });

  it('answers 401 without a valid session', async () => {
    const res = await call(t, 'PATCH', '/me', { name: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});
