// A shopper's sessions: GET /sessions lists them (device from the User-Agent, created, last seen,
// this device), DELETE /sessions/{id} ends one of their own, POST /logout-all ends all of them,
// this one included. Last seen is written at most once a minute.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { MINUTE, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** Signs in by code from a browser that sends this User-Agent. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  await call(t, 'POST', '/login', { username: email, type: 'otp', platform: 'web' });
  const verified = await call(t, 'POST', '/login/otp/verify', { username: email, otp_code: t.lastCode(email)!, platform: 'web' }, { headers: { 'user-agent': userAgent } });
  expect(verified.status).toBe(200);
  return verified.body.token;
}

const list = (token: string) => call(t, 'GET', '/sessions', undefined, { token });
const me = (token: string) => call(t, 'GET', '/me', undefined, { token });

describe('GET /sessions', () => {
  it("lists the shopper's own sessions with device, created, last seen and this device", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    await t.signIn('devices@example.com');
    vi.setSystemTime(start + MINUTE);
    const phone = await signInFrom('devices@example.com', ANDROID_CHROME);
    // Used within the minute: last seen is not written again.
    vi.setSystemTime(start + MINUTE + 30_000);
    await me(phone);
    vi.setSystemTime(start + 2 * MINUTE);
    const mac = await signInFrom('devices@example.com', MAC_SAFARI);
    await t.signIn('someone-else@example.com');

    const res = await list(mac);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toHaveLength(3);
    const [newest, middle, oldest] = res.body.data;
    expect(newest).toMatchObject({ browser: 'Safari', os: 'macOS', current: true, created_at: new Date(start + 2 * MINUTE).toISOString() });
    expect(middle).toMatchObject({ browser: 'Chrome', os: 'Android', current: false, last_seen_at: new Date(start + MINUTE).toISOString() });
    expect(oldest).toMatchObject({ browser: null, os: null, current: false, created_at: new Date(start).toISOString() });
    expect(Object.keys(newest).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'last_seen_at', 'os']);

    // A minute on, using it moves last seen.
    vi.setSystemTime(start + 3 * MINUTE);
    await me(phone);
    const phoneRow = (await list(mac)).body.data.find((s: { browser: string }) => s.browser === 'Chrome');
    expect(phoneRow.last_seen_at).toBe(new Date(start + 3 * MINUTE).toISOString());
    expect((await list(phone)).body.data.find((s: { current: boolean }) => s.current).browser).toBe('Chrome');
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', '/sessions')).status).toBe(401);
    expect((await call(t, 'POST', '/logout-all')).status).toBe(401);
    expect((await call(t, 'DELETE', '/sessions/1')).status).toBe(401);
  });
});

describe('DELETE /sessions/{id}', () => {
  it("ends one of the shopper's sessions, never another shopper's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await t.signIn('lost-phone@example.com');
    vi.setSystemTime(Date.now() + MINUTE);
    const lost = await signInFrom('lost-phone@example.com', ANDROID_CHROME);
    vi.setSystemTime(Date.now() + MINUTE);
    const home = await signInFrom('lost-phone@example.com', MAC_SAFARI);
    const stranger = await t.signIn('stranger@example.com');
    const lostId = (await list(home)).body.data.find((s: { browser: string }) => s.browser === 'Chrome').id;

    const foreign = await call(t, 'DELETE', `/sessions/${lostId}`, undefined, { token: stranger });
    expect(foreign.status).toBe(404);
    expect((await me(lost)).status).toBe(200);
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) {
      expect((await call(t, 'DELETE', `/sessions/${id}`, undefined, { token: home })).status, id).toBe(404);
    }

    const ended = await call(t, 'DELETE', `/sessions/${lostId}`, undefined, { token: home });
    expect(ended.status).toBe(200);
    expect(ended.body.success).toBe(true);
    expect((await me(lost)).status).toBe(401);
    expect((await me(home)).status).toBe(200);
    expect((await list(home)).body.data.map((s: { browser: string }) => s.browser)).toEqual(['Safari', null]);
    expect((await call(t, 'DELETE', `/sessions/${lostId}`, undefined, { token: home })).status).toBe(404);
  });
});

describe('POST /logout-all', () => {
  it("ends every session of the shopper, this one included, and no one else's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const one = await t.signIn('everywhere@example.com');
    vi.setSystemTime(Date.now() + MINUTE);
    const two = await signInFrom('everywhere@example.com', ANDROID_CHROME);
    const other = await t.signIn('not-me@example.com');
    const res = await call(t, 'POST', '/logout-all', undefined, { token: two });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });
});
