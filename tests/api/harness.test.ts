// The harness itself: signIn goes through the real code flow, for new and existing accounts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('harness', () => {
  it('signs up a new identifier and signs in an existing one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const first = await t.signIn('harness@example.com');
    vi.setSystemTime(Date.now() + 61_000); // one code message a minute to an address
    const second = await t.signIn('Harness@Example.com');
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const res = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.data.email).toBe('harness@example.com');
      expect(body.data.code).toMatch(/^CS-\d{6}$/);
    }
    expect(t.outbox.length).toBe(2);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found.', code: 'not_found' });
  });
});
