// Sign-up with a one-time code: POST /signup/otp and POST /signup/otp/verify, including a real
// SMTP conversation (an smtp-server sink on a random local port).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { createNotifier } from '../../src/server/notify/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { call, callMultipart } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const signup = (body: Record<string, string>) => call(t, 'POST', '/signup/otp', body);
const confirm = (signup_id: string, otp_code: string) => call(t, 'POST', '/signup/otp/verify', { signup_id, otp_code, platform: 'web' });

describe('POST /signup/otp', () => {
  it('creates an account by phone with the default +971 and a CS- customer code (multipart)', async () => {
    const sent = await callMultipart(t, '/signup/otp', { country_code: '+971', type: 'phone', phone: '0501112233', email: '' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(sent.body.signup_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const message = t.outbox.at(-1)!;
    expect(message.to).toEqual({ phone: '+971501112233' });
    expect(message.text).toContain(message.code!);
    const done = await callMultipart(t, '/signup/otp/verify', { signup_id: sent.body.signup_id, otp_code: message.code!, platform: 'web' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: 'Successfully logged in!' });
    expect(done.body.data).toMatchObject({ phone: '+971501112233', email: null, has_password: false });
    expect(done.body.data.code).toMatch(/^CS-\d{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.phone, '+971501112233'));
    expect(row!.code).toBe(done.body.data.code);
  });

  it('honours another country code, and e-mail sign-ups lower-case the address', async () => {
    const india = await signup({ country_code: '+91', type: 'phone', phone: '98765 43210' });
    expect(india.status).toBe(200);
    expect(t.outbox.at(-1)!.to).toEqual({ phone: '+919876543210' });
    const mail = await signup({ type: 'email', email: 'New.Person@Example.COM' });
    expect(mail.status).toBe(200);
    expect(t.outbox.at(-1)!.to).toEqual({ email: 'new.person@example.com' });
    const done = await confirm(mail.body.signup_id, t.outbox.at(-1)!.code!);
    expect(done.body.data.email).toBe('new.person@example.com');
  });

  it('answers the same whether or not the identifier is registered, and signs the owner in', async () => {
    const first = await signup({ type: 'email', email: 'twice@example.com' });
    const firstDone = await confirm(first.body.signup_id, t.lastCode('twice@example.com')!);
    expect(firstDone.status).toBe(200);
    const second = await signup({ type: 'email', email: 'twice@example.com' });
    expect(second.status).toBe(429); // the 60 s resend cooldown holds for sign-ups too
    const other = await signup({ type: 'email', email: 'never-registered@example.com' });
    expect(Object.keys(other.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(other.body.message).toBe(first.body.message);
  });

  it('signs an existing account in instead of creating a second one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    try {
      const phone = '+971509990001';
      const token = await t.signIn(phone);
      const me = await call(t, 'GET', '/me', undefined, { token });
      vi.setSystemTime(Date.now() + 61_000);
      const again = await signup({ type: 'phone', phone: '509990001' });
      expect(again.status).toBe(200);
      const done = await confirm(again.body.signup_id, t.lastCode(phone)!);
      expect(done.status).toBe(200);
      expect(done.body.data.id).toBe(me.body.data.id);
      expect(done.body.data.code).toBe(me.body.data.code);
      expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 422 with errors.phone / errors.email for bad identifiers', async () => {
    const phone = await signup({ type: 'phone', phone: 'abc' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone).toBeDefined();
    const email = await signup({ type: 'email', email: 'not-an-email' });
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toBeDefined();
    const missing = await signup({ type: 'email' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Phone number or email is required');
    const country = await signup({ type: 'phone', phone: '501234567', country_code: 'xx' });
    expect(country.status).toBe(422);
    const type = await signup({ type: 'fax', phone: '501234567' });
    expect(type.status).toBe(422);
    expect(type.body.errors.type).toBeDefined();
  });
});

describe('POST /signup/otp/verify', () => {
  it('answers 400 for a wrong code, 401 for an unknown sign-up id or a used code, 422 for a bad format', async () => {
    const sent = await signup({ type: 'email', email: 'verify-errors@example.com' });
    const code = t.lastCode('verify-errors@example.com')!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await confirm(sent.body.signup_id, wrongCode)).status).toBe(400);
    const unknown = await confirm('nope-nope-nope-nope-nope', code);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('OTP has expired. Please request a new one.');
    expect((await confirm(sent.body.signup_id, code)).status).toBe(200);
    expect((await confirm(sent.body.signup_id, code)).status).toBe(401);
    const format = await confirm(sent.body.signup_id, '12ab56');
    expect(format.status).toBe(422);
    expect(format.body.message).toBe('Invalid OTP format. Please enter 6 digits.');
    const noId = await call(t, 'POST', '/signup/otp/verify', { otp_code: '123456' });
    expect(noId.status).toBe(422);
    expect(noId.body.errors.signup_id).toBeDefined();
  });
});

describe('e-mail through SMTP', () => {
  it('delivers the sign-up code in a real SMTP conversation', async () => {
    const received: { to: string[]; data: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as AddressInfo).port;
    const mailer = createNotifier({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Shop <no-reply@veils.example>', dataDir: '/nonexistent' });
    const smtpApp = await startTestApp({ shareDatabaseWith: t, notifier: mailer });
    try {
      const sent = await call(smtpApp, 'POST', '/signup/otp', { type: 'email', email: 'smtp.reader@example.com' });
      expect(sent.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['smtp.reader@example.com']);
      const code = /\b(\d{6})\b is your/.exec(received[0]!.data)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const done = await call(smtpApp, 'POST', '/signup/otp/verify', { signup_id: sent.body.signup_id, otp_code: code!, platform: 'web' });
      expect(done.status).toBe(200);
      expect(done.body.data.email).toBe('smtp.reader@example.com');
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it('answers 503 "Failed to send OTP" when the mail server is down', async () => {
    const mailer = createNotifier({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x@veils.example', dataDir: '/nonexistent' });
    const down = await startTestApp({ shareDatabaseWith: t, notifier: mailer });
    try {
      const sent = await call(down, 'POST', '/signup/otp', { type: 'email', email: 'down@example.com' });
      expect(sent.status).toBe(503);
      expect(sent.body).toEqual({ success: false, message: 'Failed to send OTP. Please try again.', code: 'send_failed' });
    } finally {
      await down.close();
    }
  });
});
