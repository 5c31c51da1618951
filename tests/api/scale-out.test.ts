// Two API instances (two connection pools, as two processes would have) on one PostgreSQL database
// behave as one: codes, sessions and rate limits live in the database. Needs TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { call } from './helpers.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('scale-out on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('verifies through one instance a code sent through the other', async () => {
    const sent = await call(a, 'POST', '/signup/otp', { type: 'email', email: 'scale@example.com' });
    expect(sent.status).toBe(200);
    const code = a.lastCode('scale@example.com')!;
    const done = await call(b, 'POST', '/signup/otp/verify', { signup_id: sent.body.signup_id, otp_code: code });
    expect(done.status).toBe(200);
    // And the code is used up on both.
    expect((await call(a, 'POST', '/signup/otp/verify', { signup_id: sent.body.signup_id, otp_code: code })).status).toBe(401);
  });

  it('accepts a token on both instances and kills it on both at logout', async () => {
    const token = await a.signIn('scale-token@example.com');
    expect((await call(a, 'GET', '/me', undefined, { token })).status).toBe(200);
    expect((await call(b, 'GET', '/me', undefined, { token })).status).toBe(200);
    expect((await call(b, 'POST', '/logout', undefined, { token })).status).toBe(200);
    expect((await call(a, 'GET', '/me', undefined, { token })).status).toBe(401);
    expect((await call(b, 'GET', '/me', undefined, { token })).status).toBe(401);
  });

  it('counts rate limits across both instances', async () => {
    const ip = '198.51.100.200';
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(i % 2 ? a : b, 'POST', '/login', { username: `rl${i}@example.com`, type: 'otp' }, { ip })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await call(a, 'POST', '/login', { username: 'rl-a@example.com', type: 'otp' }, { ip })).status).toBe(429);
    expect((await call(b, 'POST', '/login', { username: 'rl-b@example.com', type: 'otp' }, { ip })).status).toBe(429);
  });

  it('enforces the resend cooldown and a single use across instances, even in parallel', async () => {
    // An account to which no code went out this minute (a sign-up's code would start the cooldown).
    await a.db.execute(sql`INSERT INTO users (email, created_at, updated_at) VALUES ('scale-parallel@example.com', now(), now())`);
    const login = await call(b, 'POST', '/login', { username: 'scale-parallel@example.com', type: 'otp' });
    expect(login.status).toBe(200);
    expect((await call(a, 'POST', '/login', { username: 'scale-parallel@example.com', type: 'otp' })).status).toBe(429);
    const code = b.lastCode('scale-parallel@example.com')!;
    const verifies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(i % 2 ? a : b, 'POST', '/login/otp/verify', { username: 'scale-parallel@example.com', otp_code: code })),
    );
    expect(verifies.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
