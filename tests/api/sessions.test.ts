// Sessions: bearer tokens stored only as SHA-256, 30-day sliding expiry with a 90-day cap,
// logout revoking, 401 for missing, malformed, unknown or expired tokens.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, rateLimitCounters, sessions } from '../../src/server/db/schema/index.ts';
import { pruneRateLimits } from '../../src/server/auth/rate-limit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { call } from './helpers.ts';

const DAY = 24 * 60 * 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const me = (token?: string, authorization?: string) =>
  call(t, 'GET', '/me', undefined, authorization ? { headers: { authorization } } : { token });

describe('sessions', () => {
  it('keeps tokens only as SHA-256', async () => {
    const token = await t.signIn('hash@example.com');
    const rows = await t.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('answers 401 Unauthenticated for missing, malformed and unknown tokens', async () => {
    for (const reply of [
      await me(),
      await me(undefined, 'Bearer'),
      await me(undefined, 'Basic dXNlcjpwYXNz'),
      await me(undefined, 'Bearer not a token'),
      await me('A'.repeat(43)),
      await me(undefined, `Bearer ${'é'.repeat(30)}`),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });

  it('logout deletes the session; the token then answers 401', async () => {
    const token = await t.signIn('logout@example.com');
    const other = await t.signIn('logout-other@example.com');
    expect((await me(token)).status).toBe(200);
    const out = await call(t, 'POST', '/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await me(token)).status).toBe(401);
    expect((await call(t, 'POST', '/logout', undefined, { token })).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it('expires after 30 days without use, sliding while used, capped at 90 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const idle = await t.signIn('idle@example.com');
    const active = await t.signIn('active@example.com');
    // Use the active one every 20 days: it outlives the 30-day window.
    for (let day = 20; day <= 80; day += 20) {
      vi.setSystemTime(Date.now() + 20 * DAY);
      if (day === 40) expect((await me(idle)).status).toBe(401);
      expect((await me(active)).status).toBe(200);
    }
    // Day 80 → 100: past the absolute cap of 90 days even though it was used on day 80.
    vi.setSystemTime(Date.now() + 11 * DAY);
    expect((await me(active)).status).toBe(401);
  });

  it('does not extend a session past 30 days from its last use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const token = await t.signIn('window@example.com');
    vi.setSystemTime(Date.now() + 29 * DAY);
    expect((await me(token)).status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row!.expiresAt.getTime()).toBe(Date.now() + 30 * DAY);
    vi.setSystemTime(Date.now() + 30 * DAY + 1000);
    expect((await me(token)).status).toBe(401);
  });

  it('marks authenticated replies no-store', async () => {
    const token = await t.signIn('nostore@example.com');
    const reply = await me(token);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const settings = await call(t, 'GET', '/settings', undefined, { token });
    expect(settings.headers.get('cache-control')).toBe('no-store');
  });

  it('prunes expired sessions, codes and counters', async () => {
    const token = await t.signIn('prune@example.com');
    const hash = createHash('sha256').update(token).digest('hex');
    await pruneRateLimits(t.db, 60 * 60_000, Date.now());
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash))).toHaveLength(1);
    await pruneRateLimits(t.db, 60 * 60_000, Date.now() + 31 * DAY);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash))).toHaveLength(0);
    expect(await t.db.select().from(rateLimitCounters)).toHaveLength(0);
    expect(await t.db.select().from(otpCodes)).toHaveLength(0);
  });
});
