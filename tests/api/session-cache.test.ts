// Sessions as a signed-in request sees them, whether or not the process caches them (it does on
// PGlite, where the data folder's lock makes it the only process; never on PostgreSQL): logout,
// expiry and a change of e-mail take effect on the very next request.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';
import { proofTicket } from './helpers.ts';

const DAY = 24 * 60 * 60_000;
let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
});
afterAll(() => h?.close());
afterEach(() => vi.useRealTimers());

describe('a session read on every request', () => {
  it('dies at logout for the very next request', async () => {
    const token = await h.signIn('cache.logout@example.com');
    // Read a few times first, so a cache would hold it.
    for (let i = 0; i < 3; i++) expect((await call('GET', '/cart', token)).status).toBe(200);
    expect((await call('POST', '/logout', token)).status).toBe(200);
    expect((await call('GET', '/cart', token)).status).toBe(401);
    expect((await call('POST', '/cart', token, { variant_id: V.pins })).status).toBe(401);
  });

  it('expires by the clock even when just read, and renews its window when used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const token = await h.signIn('cache.expiry@example.com');
    expect((await call('GET', '/wishlist', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 30 * DAY - 1000);
    expect((await call('GET', '/wishlist', token)).status).toBe(200); // renewed: 30 days from now
    vi.setSystemTime(Date.now() + 30 * DAY - 1000);
    expect((await call('GET', '/wishlist', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 30 * DAY + 1000);
    expect((await call('GET', '/wishlist', token)).status).toBe(401);
  });

  it('sees a changed e-mail address at once: the order notice goes to the new one', async () => {
    const token = await h.signIn('cache.old@example.com');
    expect((await call('GET', '/cart', token)).status).toBe(200);
    const proof = await proofTicket(h, token, 'cache.old@example.com');
    expect((await call('POST', '/me/otp', token, { type: 'email', email: 'cache.new@example.com', proof })).status).toBe(200);
    const code = h.lastCode('cache.new@example.com');
    const changed = await call('PATCH', '/me', token, { email: 'cache.new@example.com', otp_code: code, name: 'Cache Shopper', proof });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/me', token)).body.data).toMatchObject({ email: 'cache.new@example.com', name: 'Cache Shopper' });

    expect((await call('POST', '/cart', token, { variant_id: V.pins })).status).toBe(200);
    const placed = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
    expect(placed.status).toBe(201);
    await vi.waitFor(() => expect(h.outbox.some((m) => m.to.email === 'cache.new@example.com' && m.text.includes(placed.body.data.order_number))).toBe(true));
    expect(h.outbox.some((m) => m.to.email === 'cache.old@example.com' && m.text.includes(placed.body.data.order_number))).toBe(false);
  });
});
