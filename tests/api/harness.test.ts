// The harness itself: signIn goes through the real code flow, for new and existing accounts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertErrorCoded, startTestApp, type TestApp } from './harness.ts';

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

  it("fails every test whose error reply has no known code, or a field without one", async () => {
    const reply = (body: object, status = 422) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    await expect(assertErrorCoded('/x', reply({ success: false, message: 'No code.' }, 400))).rejects.toThrow(/without a known code/);
    await expect(assertErrorCoded('/x', reply({ success: false, message: 'x', code: 'Not A Code' }, 400))).rejects.toThrow(/without a known code/);
    const uncoded = { success: false, message: 'x', code: 'validation_failed', errors: { name: ['x'], email: ['y'] }, error_codes: { name: ['too_long'] } };
    await expect(assertErrorCoded('/x', reply(uncoded))).rejects.toThrow(/errors.email/);
    await expect(assertErrorCoded('/x', reply({ ...uncoded, error_codes: { name: ['too_long'], email: ['invalid_email'] } }))).resolves.toBeUndefined();
    await expect(assertErrorCoded('/x', reply({ success: true }, 200))).resolves.toBeUndefined();
  });
});
