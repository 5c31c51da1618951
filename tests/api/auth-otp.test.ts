// Sign-in with a one-time code: POST /login (type otp) and POST /login/otp/verify, with every rule
// of QUALITY.md's "One-time codes" (expiry, attempts, cooldown, send limits, growing waits instead
// of a lock, the owner's known device, hashing).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { failureDelay } from '../../src/server/auth/otp.ts';
import { otpCodes } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { HOUR, MINUTE, call, callMultipart, proofTicket, setFirstPassword } from './helpers.ts';

let t: TestApp;
let n = 0;
/** A fresh registered e-mail for each test (limits are per identifier). */
async function account(): Promise<string> {
  const email = `otp${++n}-${Date.now()}@example.com`;
  await t.signIn(email);
  return email;
}
/** With `device`, the request carries that device token (X-Device-Token), as the shop's browser does. */
const device = (token?: string): Record<string, string> => (token ? { 'X-Device-Token': token } : {});
const login = (username: string, ip?: string, deviceToken?: string) =>
  call(t, 'POST', '/login', { username, type: 'otp', platform: 'web' }, { ip, headers: device(deviceToken) });
const verify = (username: string, otp_code: string, ip?: string, deviceToken?: string) =>
  call(t, 'POST', '/login/otp/verify', { username, otp_code, platform: 'web' }, { ip, headers: device(deviceToken) });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A fake clock a minute into the next hour. The hourly limits count in fixed windows with the
 * previous one weighed in, so a test whose requests straddled an hour boundary would see its
 * counts shrink by a fraction and its limit met one request late.
 */
function fakeNow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + MINUTE);
}
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('POST /login type otp', () => {
  it('sends a 6-digit code to an existing account and verifies it (multipart, as the spec sends)', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    const sent = await callMultipart(t, '/login', { username: email, type: 'otp', platform: 'web' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, data: { sent: true, resend_in: 60 } });
    expect(typeof sent.body.message).toBe('string');
    const code = t.lastCode(email)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const ok = await callMultipart(t, '/login/otp/verify', { username: email, otp_code: code, platform: 'web' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Successfully logged in!' });
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(t, 'GET', '/me', undefined, { token: ok.body.token });
    expect(me.body.data.email).toBe(email);
  });

  it('sends a real code to an identifier with no account, with the same reply as for a known one', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    const stranger = `new-shopper-${Date.now()}@example.com`;
    const before = t.outbox.length;
    const unknown = await login(stranger.toUpperCase());
    expect(t.outbox.length).toBe(before + 1);
    expect(t.outbox.at(-1)!.to).toEqual({ email: stranger });
    expect(t.lastCode(stranger)).toMatch(/^\d{6}$/);
    const known = await login(email.toUpperCase());
    expect(t.outbox.length).toBe(before + 2);
    expect(t.outbox.at(-1)!.to).toEqual({ email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    // The cooldown applies to both alike, so it reveals nothing either.
    const [again, knownAgain] = [await login(stranger), await login(email)];
    expect(again.status).toBe(429);
    expect(knownAgain.status).toBe(429);
    expect(again.body).toEqual(knownAgain.body);
  });

  it('verifying the code sent to an identifier with no account creates the account and signs in', async () => {
    fakeNow();
    const stranger = `first-visit-${Date.now()}@example.com`;
    await login(stranger);
    const code = t.lastCode(stranger)!;
    // A wrong code creates nothing; the right one creates the account and returns a session.
    expect((await verify(stranger, wrong(code))).status).toBe(400);
    const ok = await verify(stranger, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Successfully logged in!', data: { email: stranger, has_password: false } });
    expect(ok.body.data.code).toMatch(/^[A-Z]+-?\d{6}$/);
    const me = await call(t, 'GET', '/me', undefined, { token: ok.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: ok.body.data.id, email: stranger });
    // The next code signs in to that same account.
    advance(61_000);
    await login(stranger);
    const again = await verify(stranger, t.lastCode(stranger)!);
    expect(again.body.data.id).toBe(ok.body.data.id);
  });

  it('a new phone number gets its code by SMS and becomes an account', async () => {
    fakeNow();
    const phone = `+97150${String(Date.now()).slice(-7)}`;
    expect((await login(phone)).status).toBe(200);
    const message = t.outbox.at(-1)!;
    expect(message.to).toEqual({ phone });
    const ok = await verify(phone, message.code!);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ phone, email: null });
  });

  it('an identifier with no account meets the same limits: one code a minute, 5 an hour, 5 attempts a code', async () => {
    fakeNow();
    const stranger = `limited-${Date.now()}@example.com`;
    expect((await login(stranger)).status).toBe(200);
    const first = await login(stranger);
    expect(first.status).toBe(429);
    expect(first.body.data.resend_in).toBeGreaterThan(0);
    const code = t.lastCode(stranger)!;
    for (let i = 0; i < 5; i++) expect((await verify(stranger, wrong(code))).status).toBe(400);
    // The code is spent after 5 wrong attempts: the right one no longer creates an account.
    expect((await verify(stranger, code)).status).toBe(401);
    expect((await call(t, 'POST', '/login', { username: stranger, type: 'password', password: 'whatever it is' })).status).toBe(401);
  });

  it('lower-cases e-mails and turns local numbers into +971 E.164', async () => {
    const phone = '+971501230001';
    await t.signIn(phone);
    fakeNow();
    advance(61_000);
    const sent = await login('050 123 0001');
    expect(sent.status).toBe(200);
    const message = t.outbox.at(-1)!;
    expect(message.to).toEqual({ phone });
    const ok = await verify('501230001', message.code!);
    expect(ok.status).toBe(200);
  });

  it('answers 422 with the spec messages for a missing or malformed identifier', async () => {
    const missing = await call(t, 'POST', '/login', { type: 'otp', platform: 'web' });
    expect(missing.status).toBe(422);
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toBe('Phone number or email is required');
    const email = await login('someone@');
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toEqual([expect.any(String)]);
    const phone = await login('12');
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone).toEqual([expect.any(String)]);
    const type = await call(t, 'POST', '/login', { username: 'a@example.com', type: 'sms' });
    expect(type.status).toBe(422);
    expect(type.body.errors.type).toBeDefined();
  });
});

describe('POST /login/otp/verify', () => {
  it('answers 400 for a wrong code, 401 once used or absent, 422 for a bad format', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const code = t.lastCode(email)!;
    const bad = await verify(email, wrong(code));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'Invalid OTP. Please check and try again.', code: 'invalid_otp' });
    expect((await verify(email, code)).status).toBe(200);
    const reused = await verify(email, code);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('OTP has expired. Please request a new one.');
    expect(reused.body.code).toBe('otp_expired');
    const absent = await verify('never-sent@example.com', '123456');
    expect(absent.status).toBe(401);
    expect(absent.body.code).toBe('otp_expired');
    for (const otp of ['12345', '1234567', 'abcdef', '12 456']) {
      const format = await verify(email, otp);
      expect(format.status).toBe(422);
      expect(format.body.message).toBe('Invalid OTP format. Please enter 6 digits.');
      expect(format.body.errors.otp_code).toBeDefined();
      expect(format.body.code).toBe('validation_failed');
      expect(format.body.error_codes.otp_code[0]).toBe('invalid_format');
    }
    const required = await call(t, 'POST', '/login/otp/verify', { username: email });
    expect(required.status).toBe(422);
    expect(required.body.message).toBe('OTP is required');
    expect(required.body.error_codes.otp_code[0]).toBe('required');
  });

  it('expires a code after 10 minutes', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const code = t.lastCode(email)!;
    advance(10 * MINUTE + 1000);
    const late = await verify(email, code);
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('OTP has expired. Please request a new one.');
  });

  it('accepts a code just before it expires', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    advance(9 * MINUTE + 50_000);
    expect((await verify(email, t.lastCode(email)!)).status).toBe(200);
  });

  it('kills a code after 5 wrong attempts', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const code = t.lastCode(email)!;
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong(code))).status).toBe(400);
    const right = await verify(email, code);
    expect(right.status).toBe(401);
  });

  it('binds a code to its purpose and identifier', async () => {
    fakeNow();
    const a = await account();
    const b = await account();
    advance(61_000);
    await login(a);
    const code = t.lastCode(a)!;
    expect((await verify(b, code)).status).not.toBe(200);
    // A sign-up code is no sign-in code.
    advance(61_000);
    const signup = await call(t, 'POST', '/signup/otp', { type: 'email', email: a });
    expect(signup.status).toBe(200);
    const signupCode = t.lastCode(a)!;
    if (signupCode !== code) expect((await verify(a, signupCode)).status).toBe(400);
    expect((await verify(a, code)).status).toBe(200);
  });

  it('lets only one of two parallel verifies of the same code succeed', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const code = t.lastCode(email)!;
    const replies = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(2);
  });

  it('stores codes only as HMAC-SHA256', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const code = t.lastCode(email)!;
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.identifier, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    }
  });
});

describe('sending limits', () => {
  it('refuses a resend within 60 s, answering the seconds left', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    expect((await login(email)).status).toBe(200);
    advance(15_000);
    const again = await login(email);
    expect(again.status).toBe(429);
    expect(again.body.success).toBe(false);
    expect(again.body.data.resend_in).toBe(45);
    expect(again.body.code).toBe('otp_resend_wait');
    expect(again.headers.get('retry-after')).toBe('45');
    advance(45_000);
    expect((await login(email)).status).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const first = t.lastCode(email)!;
    advance(61_000);
    await login(email);
    const second = t.lastCode(email)!;
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('sends at most 5 codes per identifier per hour', async () => {
    fakeNow();
    const email = `limit-${Date.now()}@example.com`; // unknown identifiers count the same
    for (let i = 0; i < 5; i++) {
      expect((await login(email)).status).toBe(200);
      advance(61_000);
    }
    const sixth = await login(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.data.resend_in).toBeGreaterThan(60);
    advance(2 * HOUR);
    expect((await login(email)).status).toBe(200);
  });

  it('sends one message a minute to one address, whoever asks and for whatever purpose', async () => {
    fakeNow();
    const target = `target-${Date.now()}@example.com`;
    const [first, second] = [`first-${Date.now()}@example.com`, `second-${Date.now()}@example.com`];
    const [a, b] = [await t.signIn(first), await t.signIn(second)];
    const proofs = new Map([
      [a, await proofTicket(t, a, first)],
      [b, await proofTicket(t, b, second)],
    ]);
    const messagesTo = () => t.outbox.filter((message) => message.to.email === target).length;
    const change = (token: string) => call(t, 'POST', '/me/otp', { type: 'email', email: target, proof: proofs.get(token) }, { token });
    const signup = () => call(t, 'POST', '/signup/otp', { type: 'email', email: target });

    expect((await change(a)).status).toBe(200);
    advance(10_000);
    for (const attempt of [() => change(b), signup, () => login(target)]) {
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(res.body.data.resend_in).toBe(50);
      expect(res.headers.get('retry-after')).toBe('50');
    }
    expect(messagesTo()).toBe(1);

    // Asked at the same instant, as the probe did: still one.
    advance(60_000);
    const burst = await Promise.all([change(a), change(b), signup(), signup()]);
    expect(burst.filter((res) => res.status === 200)).toHaveLength(1);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(3);
    expect(messagesTo()).toBe(2);
  });

  it('sends at most 5 messages an hour to one address across sign-in, sign-up and changes', async () => {
    fakeNow();
    const email = await account();
    const asker = `asker-${Date.now()}@example.com`;
    const other = await t.signIn(asker);
    const proof = await proofTicket(t, other, asker);
    const asks = [
      () => login(email),
      () => call(t, 'POST', '/signup/otp', { type: 'email', email }),
      () => call(t, 'POST', '/me/otp', { type: 'email', email, proof }, { token: other }),
    ];
    // The sign-up of account() was the first of the hour.
    for (let i = 0; i < 4; i++) {
      advance(61_000);
      expect((await asks[i % asks.length]!()).status).toBe(200);
    }
    advance(61_000);
    const sixth = await asks[1]!();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes requested/);
    expect(sixth.body.code).toBe('otp_send_limit');
  });

  it('allows at most 30 send-or-verify requests per IP per 5 minutes', async () => {
    fakeNow();
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      const r = i % 2 ? await login(`ip${i}-${Date.now()}@example.com`, ip) : await verify(`ip${i}@example.com`, '000000', ip);
      expect(r.status).not.toBe(429);
    }
    const over = await login('ip-over@example.com', ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many requests/);
    expect(over.body.code).toBe('rate_limited');
    expect((await login('ip-other@example.com', '192.0.2.78')).status).toBe(200);
    advance(11 * MINUTE);
    expect((await login('ip-later@example.com', ip)).status).toBe(200);
  });

  for (const path of ['/signup/otp', '/signup/otp/verify', '/me/otp']) {
    it(`counts ${path} against the same 30 requests per IP per 5 minutes`, async () => {
      fakeNow();
      const ip = `192.0.2.${path.length}`;
      const token = path === '/me/otp' ? await t.signIn(`ip-${path.length}-${Date.now()}@example.com`) : undefined;
      // Bodies that fail validation still count: the limit is met before anything is read.
      const send = (from: string) => call(t, 'POST', path, { type: 'email', email: 'not an address', signup_id: 'x', otp_code: '000000' }, { ip: from, token });
      for (let i = 0; i < 30; i++) expect((await send(ip)).status).not.toBe(429);
      const over = await send(ip);
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/Too many requests/);
      expect((await send('192.0.2.200')).status).not.toBe(429);
    });
  }

  it('takes the client IP from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    fakeNow();
    const spoof = (i: number) =>
      call(t, 'POST', '/login', { username: `xff${i}-${Date.now()}@example.com`, type: 'otp' }, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    // Not trusted: every request comes from its own (random) socket address, so no limit is met.
    for (let i = 0; i < 32; i++) expect((await spoof(i)).status).toBe(200);
    const proxied = await startTestApp({ shareDatabaseWith: t, config: { trustProxy: true } });
    try {
      const hop = (i: number) =>
        call(proxied, 'POST', '/login', { username: `tp${i}-${Date.now()}@example.com`, type: 'otp' }, { headers: { 'x-forwarded-for': '198.51.100.10, 10.0.0.1' } });
      for (let i = 0; i < 30; i++) expect((await hop(i)).status).toBe(200);
      expect((await hop(99)).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('guessing slows the guesser down, never locks the owner out', () => {
  it("after a code's 5 wrong attempts, a client waits 30 s, then twice as long after each failure; new codes do not reset it", async () => {
    fakeNow();
    const email = await account();
    const guesser = '198.51.100.20';
    advance(61_000);
    await login(email, guesser);
    let code = t.lastCode(email)!;
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong(code), guesser)).status).toBe(400);
    const waiting = await verify(email, code, guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ code: 'too_many_attempts', message: 'Too many failed attempts. Please try again in 30 seconds.', data: { retry_in: 30 } });
    expect(waiting.headers.get('retry-after')).toBe('30');
    advance(29_000);
    expect((await verify(email, code, guesser)).status).toBe(429);
    // A new code is sent (asking is no guess), and does not start the guesser afresh.
    advance(32_000);
    expect((await login(email, guesser)).status).toBe(200);
    code = t.lastCode(email)!;
    expect((await verify(email, wrong(code), guesser)).status).toBe(400);
    const longer = await verify(email, code, guesser);
    expect(longer.status).toBe(429);
    expect(longer.body.data.retry_in).toBe(60);
    advance(60_000);
    expect((await verify(email, wrong(code), guesser)).status).toBe(400);
    expect((await verify(email, code, guesser)).body.data.retry_in).toBe(120);
    // The waits stop growing at 15 minutes.
    expect(Math.max(...[5, 10, 20].map((failures) => failureDelay(failures)))).toBe(15 * MINUTE);
    advance(2 * MINUTE);
    expect((await verify(email, code, guesser)).status).toBe(200);
  });

  it("a stranger's guesses at a live code slow the stranger only: the owner signs in by code meanwhile", async () => {
    fakeNow();
    const email = await account();
    const stranger = '198.51.100.21';
    const owner = '198.51.100.22';
    advance(61_000);
    expect((await login(email, stranger)).status).toBe(200);
    let code = t.lastCode(email)!;
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong(code), stranger)).status).toBe(400);
    expect((await verify(email, '000000', stranger)).status).toBe(429);
    advance(61_000);
    expect((await login(email, owner)).status).toBe(200);
    code = t.lastCode(email)!;
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it("a stranger's wrong passwords never lock the password sign-in for anyone else", async () => {
    fakeNow();
    const email = await account();
    advance(61_000);
    await login(email);
    const session = (await verify(email, t.lastCode(email)!)).body.token as string;
    expect((await setFirstPassword(t, session, email, 'the owner password')).status).toBe(200);
    const password = (value: string, ip: string) => call(t, 'POST', '/login', { username: email, type: 'password', password: value }, { ip });
    const stranger = '198.51.100.23';
    for (let i = 0; i < 5; i++) expect((await password(`guess number ${i}`, stranger)).status).toBe(401);
    expect((await password('guess number 6', stranger)).status).toBe(429);
    // Past the old lock's 10 failures: the stranger keeps waiting, the owner does not.
    for (let i = 0; i < 5; i++) {
      advance(16 * MINUTE);
      expect((await password(`guess ${i}`, stranger)).status).toBe(401);
    }
    expect((await password('the owner password', '198.51.100.24')).status).toBe(200);
    advance(61_000);
    expect((await login(email, '198.51.100.24')).status).toBe(200);
    expect((await verify(email, t.lastCode(email)!, '198.51.100.24')).status).toBe(200);
  });
});

describe("the owner's device", () => {
  /** Signs in by code from a fresh IP, sending `deviceToken` when given; answers the reply's body. */
  async function signInFrom(email: string, deviceToken?: string) {
    const ip = `203.0.113.${1 + (n++ % 250)}`;
    expect((await login(email, ip, deviceToken)).status).toBe(200);
    const ok = await verify(email, t.lastCode(email)!, ip, deviceToken);
    expect(ok.status).toBe(200);
    return ok.body;
  }

  it('gets a device token at its first sign-in and keeps it at the next', async () => {
    fakeNow();
    const email = `device-${Date.now()}@example.com`;
    const first = await signInFrom(email);
    expect(first.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    advance(61_000);
    expect((await signInFrom(email, first.device_token)).device_token).toBe(first.device_token);
    // A malformed token is none: the browser gets a real one.
    advance(61_000);
    const fixed = await signInFrom(email, 'not a token');
    expect(fixed.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fixed.device_token).not.toBe(first.device_token);
  });

  it('still gets a code once strangers have asked for the 5 an hour, and signs in with it', async () => {
    fakeNow();
    const email = `owner-${Date.now()}@example.com`;
    const { device_token: owner } = await signInFrom(email);
    // Another account's device is a stranger to this one.
    const { device_token: elsewhere } = await signInFrom(`elsewhere-${Date.now()}@example.com`);
    for (let i = 0; i < 4; i++) {
      advance(61_000);
      expect((await login(email, `198.51.100.${30 + i}`)).status).toBe(200);
    }
    advance(61_000);
    const capped = await login(email, '198.51.100.40');
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe('otp_send_limit');
    expect((await login(email, '198.51.100.41', elsewhere)).body.code).toBe('otp_send_limit');
    // The refused stranger holds no minute: the owner's device is answered at once.
    const sent = await login(email, '198.51.100.42', owner);
    expect(sent.status).toBe(200);
    expect((await verify(email, t.lastCode(email)!, '198.51.100.42', owner)).status).toBe(200);
    // Its own minute between codes still holds, and strangers stay capped.
    const soon = await login(email, '198.51.100.42', owner);
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('otp_resend_wait');
    advance(61_000);
    expect((await login(email, '198.51.100.42', owner)).status).toBe(200);
    expect((await login(email, '198.51.100.43')).body.code).toBe('otp_send_limit');
  });

  it("counts its failures on itself: a stranger's waits do not apply to it", async () => {
    fakeNow();
    const email = `own-count-${Date.now()}@example.com`;
    const { device_token: owner } = await signInFrom(email);
    const shared = '198.51.100.50'; // the same network as the stranger
    advance(61_000);
    expect((await login(email, shared)).status).toBe(200);
    const code = t.lastCode(email)!;
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong(code), shared)).status).toBe(400);
    expect((await verify(email, code, shared)).status).toBe(429);
    advance(61_000);
    expect((await login(email, shared, owner)).status).toBe(200);
    expect((await verify(email, t.lastCode(email)!, shared, owner)).status).toBe(200);
  });

  it('is sent back by the browser only when CORS allows the header', async () => {
    const res = await t.request('/api/login', { method: 'OPTIONS', headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-device-token' } });
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Device-Token/i);
  });
});
