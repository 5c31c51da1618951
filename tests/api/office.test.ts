// The office's API (docs/DESIGN.md "The office") through HTTP against a real database: staff
// sign-in with a password and an authenticator code, sessions apart from shoppers', roles,
// re-authentication before refunds, settings and staff changes, stale edits refused, every route
// for both roles, and the audit log's entries. The clock is moved (Date only) so that each proof
// uses a code of its own time step, as a person would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { stripeApi } from '../../src/server/payments/methods/card/config.ts';
import { totpCode, totpStep } from '../../src/server/office/totp.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in/stand-in.ts';
import { ADDRESS, caller, type Harness } from './fixtures/shop.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';
import { startTestApp } from './harness.ts';

let h: Harness;
let stand: StripeStandIn;
let call: ReturnType<typeof caller>;

interface Person {
  email: string;
  password: string;
  secret: string;
  token?: string;
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The authenticator's code now; the clock then moves to the next step, so the next proof has a code of its own. */
function code(person: Person): string {
  const value = totpCode(person.secret, totpStep());
  vi.setSystemTime(Date.now() + 30_000);
  return value;
}

async function office(method: string, path: string, token?: string, body?: unknown, ip?: string) {
  const res = await h.request(`/api/office${path}`, {
    method,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    ip,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

/** `npm run admin -- staff add …`, read back from what it prints. */
async function addByCommand(email: string, name: string, role: 'owner' | 'staff'): Promise<Person> {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runCommand({ db: h.db, out: (l) => out.push(l), err: (l) => err.push(l) }, ['staff', 'add', email, '--name', name, '--role', role]);
  expect(exit, err.join('\n')).toBe(0);
  const text = out.join('\n');
  return { email, password: /One-time password: (\S+)/.exec(text)![1]!, secret: /Authenticator secret: (\S+)/.exec(text)![1]! };
}

async function signIn(person: Person, ip?: string): Promise<string> {
  const res = await office('POST', '/session', undefined, { email: person.email, password: person.password, code: code(person) }, ip);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  person.token = res.body.data.token;
  return person.token!;
}

const audit = (action: string) => rows<{ actor: string; action: string; target_type: string; target_id: string; before: any; after: any }>(sql`
  SELECT actor, action, target_type, target_id, before, after FROM audit_log WHERE action = ${action} ORDER BY id`);

async function codOrder(email: string, variant: number = V.pins) {
  const token = await h.signIn(email);
  expect((await call('POST', '/cart', token, { variant_id: variant, quantity: 1 })).status).toBe(200);
  const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (await rows<{ id: number }>(sql`SELECT id FROM orders WHERE order_number = ${res.body.data.order_number}`))[0]!.id;
  return { id, number: res.body.data.order_number as string, token };
}

/** Each order's `status_ids` as the office's list shows them (what a bulk ship names). */
async function listed(token: string, ...ids: number[]): Promise<Record<number, Record<string, number>>> {
  const rows = (await office('GET', '/orders?per_page=100', token)).body.data as { id: number; status_ids: Record<string, number> }[];
  return Object.fromEntries(ids.map((id) => [id, rows.find((row) => row.id === id)!.status_ids]));
}

/** A blog post of the sample content. */
const POST = 'how-to-choose-a-shayla-fabric';

let owner: Person;
let helper: Person;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  stand = await startStripeStandIn();
  h = await startTestApp({ config: { payments: { card: { secretKey: stand.secretKey, webhookSecret: stand.webhookSecret, api: stripeApi(stand.url) } } } });
  stand.setDeliver(async (payload, signature) =>
    (await h.request('/api/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })).status,
  );
  await seedCatalogue(h.db, FIXTURE_PRODUCTS);
  call = caller(h);
  owner = await addByCommand('Owner@Example.com', 'Mariam', 'owner');
  owner.email = 'owner@example.com';
  helper = await addByCommand('helper@example.com', 'Arjun', 'staff');
});
afterAll(async () => {
  vi.useRealTimers();
  await h?.close();
  await stand?.close();
});

describe('signing in to the office', () => {
  it('needs the password and a code from the authenticator; a wrong one of either gets one answer and is audited', async () => {
    const wrongCode = await office('POST', '/session', undefined, { email: owner.email, password: owner.password, code: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.code).toBe('office_sign_in_failed');
    const wrongPassword = await office('POST', '/session', undefined, { email: owner.email, password: 'not-it-at-all', code: code(owner) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe(wrongCode.body.message);
    const stranger = await office('POST', '/session', undefined, { email: 'nobody@example.com', password: owner.password, code: '123456' });
    expect(stranger.body).toEqual(wrongCode.body);
    expect((await audit('sign_in.failed')).length).toBeGreaterThanOrEqual(3);

    const token = await signIn(owner);
    const me = await office('GET', '/session', token);
    expect(me.status).toBe(200);
    expect(me.body.data.staff).toMatchObject({ email: 'owner@example.com', name: 'Mariam', role: 'owner', locale: 'en' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(me.body)).not.toMatch(/password_hash|totp_secret/);
  });

  it('refuses a code used once already, and refuses bad input with the field named', async () => {
    const step = totpStep();
    const used = totpCode(helper.secret, step);
    expect((await office('POST', '/session', undefined, { email: helper.email, password: helper.password, code: used })).status).toBe(200);
    const again = await office('POST', '/session', undefined, { email: helper.email, password: helper.password, code: used });
    expect(again.status).toBe(401);
    vi.setSystemTime(Date.now() + 30_000);
    const malformed = await office('POST', '/session', undefined, { email: 'not an address', password: '', code: '12ab' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors).sort()).toEqual(['code', 'email', 'password']);
  });

  it('slows guesses per address and client, without locking the owner out from elsewhere', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      expect((await office('POST', '/session', undefined, { email: owner.email, password: 'guess-guess', code: '111111' }, ip)).status).toBe(401);
    }
    const slowed = await office('POST', '/session', undefined, { email: owner.email, password: owner.password, code: code(owner) }, ip);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('too_many_attempts');
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from the shop's own address, is not held back by the stranger's guesses.
    expect(await signIn(owner, '198.51.100.20')).toBeTruthy();
  });

  it("keeps shoppers' and staff sessions apart, ends after idle hours, and signs out", async () => {
    const shopper = await h.signIn('shopper.office@example.com');
    expect((await office('GET', '/dashboard', shopper)).status).toBe(401);
    const token = await signIn(helper);
    expect((await call('GET', '/cart', token)).status).toBe(401);
    expect((await office('GET', '/dashboard', token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 4 * 3600_000 + 60_000);
    expect((await office('GET', '/dashboard', token)).status).toBe(401);
    const fresh = await signIn(helper);
    expect((await office('DELETE', '/session', fresh)).status).toBe(200);
    expect((await office('GET', '/dashboard', fresh)).status).toBe(401);
  });
});

/** Every office route, as a method and a path with ids that need not exist. */
const ROUTES: [string, string][] = [
  ['GET', '/session'], ['PATCH', '/session'], ['POST', '/session/confirm'],
  ['GET', '/dashboard'], ['GET', '/orders'], ['GET', '/orders/1'], ['POST', '/orders/1/move'], ['POST', '/orders/1/cancel'], ['POST', '/orders/ship'],
  ['GET', '/stock'], ['GET', '/stock/1'], ['PATCH', '/stock/1'], ['GET', '/customers'], ['GET', '/customers/1'],
  ['GET', '/messages'], ['GET', '/messages/1'], ['PATCH', '/messages/1'], ['POST', '/messages/1/reply'],
  ['GET', '/comments'], ['GET', '/comments/1'], ['PATCH', '/comments/1'],
  ['POST', '/photos'],
  ['GET', '/products'], ['POST', '/products'], ['GET', '/products/1'], ['PUT', '/products/999999'], ['PATCH', '/products/999999'], ['DELETE', '/products/999999'],
  ['POST', '/products/import'], ['GET', '/publishes'],
  ['GET', '/reviews'], ['GET', '/reviews/1'], ['PATCH', '/reviews/1'],
  ['GET', '/settings'], ['GET', '/settings/vat_rate'], ['PATCH', '/settings/vat_rate'], ['DELETE', '/settings/vat_rate'],
  ['GET', '/staff'], ['POST', '/staff'], ['DELETE', '/staff/1'], ['GET', '/audit'],
  // Last: it ends the session the others are asked with.
  ['DELETE', '/session'],
];
const OWNER_ONLY = /^\/(settings|staff|audit)/;

describe('every route', () => {
  it('answers 401 without a staff session, and with a shopper\'s token', async () => {
    const shopper = await h.signIn('shopper.every.route@example.com');
    for (const [method, path] of ROUTES) {
      for (const token of [undefined, shopper]) {
        const res = await office(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('refuses the owner\'s routes to staff with 403, and lets staff reach the rest', async () => {
    const token = await signIn(helper);
    for (const [method, path] of ROUTES) {
      const res = await office(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : {});
      if (OWNER_ONLY.test(path)) expect(res.status, `${method} ${path}`).toBe(403);
      else expect([200, 404, 409, 422], `${method} ${path}: ${res.status}`).toContain(res.status);
    }
  });
});

describe('roles', () => {
  it('keeps settings, staff and the audit log to the owner, and audits the attempt', async () => {
    const token = await signIn(helper);
    for (const path of ['/settings', '/staff', '/audit']) {
      const res = await office('GET', path, token);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('forbidden_role');
    }
    expect((await office('PATCH', '/settings/company_phone_number', token, { value: '+971 4 000 0000' })).status).toBe(403);
    expect((await audit('forbidden')).map((e) => e.target_id)).toContain('GET /api/office/settings');
    for (const path of ['/dashboard', '/orders', '/stock', '/customers', '/messages', '/comments', '/reviews']) {
      expect((await office('GET', path, token)).status, path).toBe(200);
    }
  });
});

describe('orders', () => {
  it('lists orders filtered by status, method, country and search, sorted and paginated on the server', async () => {
    const a = await codOrder('list.a@example.com');
    const b = await codOrder('list.b@example.com');
    const token = await signIn(helper);
    const placed = await office('GET', '/orders?status=PLACED&payment_method=cod&country=AE&per_page=1&sort=created_at&order=desc', token);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toHaveLength(1);
    expect(placed.body.data[0]).toMatchObject({ order_number: b.number, statuses: ['PLACED'], payment_method: 'cod', country: 'AE' });
    expect(placed.body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(placed.body.pagination.last_page).toBe(placed.body.pagination.total);
    const second = await office('GET', '/orders?status=PLACED&payment_method=cod&country=AE&per_page=1&page=2&sort=created_at&order=desc', token);
    expect(second.body.pagination.total).toBe(placed.body.pagination.total);
    // A page past the last has no order, and still says how many match.
    const past = await office('GET', '/orders?status=PLACED&payment_method=cod&country=AE&per_page=1&page=999', token);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.total).toBe(placed.body.pagination.total);
    const byNumber = await office('GET', `/orders?q=${a.number}`, token);
    expect(byNumber.body.data.map((o: any) => o.order_number)).toEqual([a.number]);
    const byEmail = await office('GET', '/orders?q=LIST.B@example', token);
    expect(byEmail.body.data.map((o: any) => o.order_number)).toEqual([b.number]);
    expect((await office('GET', '/orders?status=SHIPPED&q=list.', token)).body.data).toEqual([]);
    expect((await office('GET', '/orders?sort=password&per_page=1000', token)).status).toBe(422);
  });

  it('ships with a checked tracking number, tells the shopper, and refuses a stale move', async () => {
    const order = await codOrder('ship.one@example.com');
    const token = await signIn(helper);
    const shown = await office('GET', `/orders/${order.id}`, token);
    expect(shown.status).toBe(200);
    const item = shown.body.data.items[0];
    expect(shown.body.data.address).toMatchObject({ country: 'AE' });
    const bad = await office('POST', `/orders/${order.id}/move`, token, { to: 'SHIPPED', description: 'On its way', tracking_number: '<b>!', expected: { [item.code]: item.status_id } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.tracking_number).toBeDefined();
    const missing = await office('POST', `/orders/${order.id}/move`, token, { to: 'SHIPPED', description: 'On its way' });
    expect(missing.status).toBe(422);
    const sent = h.outbox.length;
    const shipped = await office('POST', `/orders/${order.id}/move`, token, {
      to: 'SHIPPED',
      description: 'On its way',
      tracking_number: '1Z 999 AA1 0123456784',
      carrier: 'ups',
      expected: { [item.code]: item.status_id },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.items[0]).toMatchObject({ status: 'SHIPPED' });
    expect(shipped.body.data.items[0].history[0]).toMatchObject({ tracking_number: '1Z 999 AA1 0123456784', carrier: 'UPS' });
    expect(h.outbox.slice(sent).map((m) => JSON.stringify(m.to))).toContainEqual(expect.stringContaining('ship.one@example.com'));
    // The same move from a screen opened before: refused, nothing changed.
    const stale = await office('POST', `/orders/${order.id}/move`, token, { to: 'DELIVERED', description: 'Delivered', expected: { [item.code]: item.status_id } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_record');
    expect((await office('GET', `/orders/${order.id}`, token)).body.data.items[0].status).toBe('SHIPPED');
    const backwards = await office('POST', `/orders/${order.id}/move`, token, { to: 'CONFIRMED', description: 'Oops' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.code).toBe('status_change_refused');
    const entries = await audit('order.shipped');
    expect(entries.at(-1)).toMatchObject({ actor: 'Arjun', target_id: order.number, before: { status: 'PLACED' }, after: { status: 'SHIPPED', tracking_number: '1Z 999 AA1 0123456784' } });
  });

  it('marks several orders shipped at once, each with its own tracking number, and says which could not be', async () => {
    const one = await codOrder('bulk.one@example.com');
    const two = await codOrder('bulk.two@example.com');
    const token = await signIn(helper);
    const seen = await listed(token, one.id, two.id);
    const res = await office('POST', '/orders/ship', token, {
      description: 'Collected by the courier',
      orders: [
        { id: one.id, tracking_number: 'AWB-1000-1', carrier: 'Aramex', expected: seen[one.id] },
        { id: two.id, tracking_number: 'AWB-1000-2', carrier: 'Aramex', expected: seen[two.id] },
        { id: 999_999, tracking_number: 'AWB-1000-3', expected: { 'X-1': 1 } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.code ?? 'ok')).toEqual(['ok', 'ok', 'order_not_found']);
    for (const order of [one, two]) expect((await office('GET', `/orders/${order.id}`, token)).body.data.items[0].status).toBe('SHIPPED');
  });

  it('refuses, per order, a bulk ship of an order moved since the list was read, and one that does not say what it saw', async () => {
    const moved = await codOrder('bulk.moved@example.com');
    const kept = await codOrder('bulk.kept@example.com');
    const token = await signIn(helper);
    const seen = await listed(token, moved.id, kept.id);
    // A colleague confirms one of them meanwhile, from the order's page.
    const confirmed = await office('POST', `/orders/${moved.id}/move`, await signIn(owner), { to: 'CONFIRMED', description: 'Confirmed by phone', expected: seen[moved.id] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const res = await office('POST', '/orders/ship', token, {
      description: 'Collected by the courier',
      orders: [
        { id: moved.id, tracking_number: 'AWB-2000-1', expected: seen[moved.id] },
        { id: kept.id, tracking_number: 'AWB-2000-2', expected: seen[kept.id] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.code ?? 'ok')).toEqual(['stale_record', 'ok']);
    expect(res.body.data[0]).toMatchObject({ order_number: moved.number, shipped: [] });
    const statuses = async (id: number) => (await office('GET', `/orders/${id}`, token)).body.data.items.map((item: any) => item.status);
    expect(await statuses(moved.id)).toEqual(['CONFIRMED']);
    expect(await statuses(kept.id)).toEqual(['SHIPPED']);
    // What it saw must name every item of the order, no fewer and no other.
    const again = await listed(token, moved.id);
    const itemCode = Object.keys(again[moved.id]!)[0]!;
    for (const expected of [{}, { ...again[moved.id], [`${itemCode}-X`]: 1 }]) {
      const partial = await office('POST', '/orders/ship', token, { description: 'Collected', orders: [{ id: moved.id, tracking_number: 'AWB-2000-3', expected }] });
      expect(partial.body.data[0].code).toBe('stale_record');
    }
    const unsaid = await office('POST', '/orders/ship', token, { description: 'Collected', orders: [{ id: moved.id, tracking_number: 'AWB-2000-3' }] });
    expect(unsaid.status).toBe(422);
    expect(await statuses(moved.id)).toEqual(['CONFIRMED']);
  });

  it('names each item by its product in every language and its colour and size by their codes, as the stock list does', async () => {
    const order = await codOrder('names@example.com', V.whiteM);
    const token = await signIn(helper);
    const item = (await office('GET', `/orders/${order.id}`, token)).body.data.items[0];
    expect(item).toMatchObject({ name: 'Lisbon Chiffon Shayla', names: { en: 'Lisbon Chiffon Shayla', ar: 'شيلة لشبونة من الشيفون' }, variant: { color: 'white', size: 'm' } });
    const plain = (await office('GET', `/orders/${(await codOrder('names.plain@example.com', V.pins)).id}`, token)).body.data;
    expect(plain.items[0]).toMatchObject({ names: { en: 'Pearl Hijab Pins' }, variant: { color: null, size: null } });
    expect(plain.online_payment).toBe(false);
    const stock = (await office('GET', `/stock/${V.whiteM}`, token)).body.data;
    expect(stock).toMatchObject({ product: 'Lisbon Chiffon Shayla', names: { ar: 'شيلة لشبونة من الشيفون' }, color: 'white', size: 'm' });
    expect((await office('GET', '/stock?q=SKU-1', token)).body.data.every((row: any) => row.names?.ar === 'شيلة لشبونة من الشيفون')).toBe(true);
  });

  it('cancels a paid card order with a refund only after the person confirms it is them, and tells the shopper in their language', async () => {
    const shopper = await h.signIn('card.office@example.com');
    await call('POST', '/cart', shopper, { variant_id: V.pins, quantity: 1 });
    const checkout = await call('POST', '/checkout', shopper, { address: ADDRESS, payment_method: 'card' }, { origin: 'http://localhost:4321', 'accept-language': 'ar' });
    expect(checkout.status).toBe(201);
    const sessionId = checkout.body.data.payment_url.split('/').pop();
    await stand.pay(sessionId);
    const id = (await rows<{ id: number }>(sql`SELECT id FROM orders WHERE order_number = ${checkout.body.data.order_number}`))[0]!.id;
    const token = await signIn(owner);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const refunds = stand.refunds.length;
    const asked = await office('POST', `/orders/${id}/cancel`, token, { description: 'Out of stock at the warehouse' });
    expect(asked.status).toBe(403);
    expect(asked.body.code).toBe('reauth_required');
    expect(stand.refunds).toHaveLength(refunds);
    expect((await office('POST', '/session/confirm', token, { password: 'wrong-password', code: code(owner) })).status).toBe(401);
    expect((await office('POST', '/session/confirm', token, { password: owner.password, code: code(owner) })).status).toBe(200);
    const sent = h.outbox.length;
    const cancelled = await office('POST', `/orders/${id}/cancel`, token, { description: 'Out of stock at the warehouse' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(stand.refunds).toHaveLength(refunds + 1);
    expect(cancelled.body.data).toMatchObject({ payment_status: 'REFUNDED' });
    expect(cancelled.body.data.refunds).toEqual([expect.objectContaining({ amount: cancelled.body.data.total_amount, method: 'card', cause: 'cancel' })]);
    expect((await audit('order.cancel')).at(-1)).toMatchObject({ actor: 'Mariam', target_id: checkout.body.data.order_number });
    // The shop's cancel tells the shopper the item's new status (with the shop's words) and the refund, in Arabic as they ordered.
    const number = `\u2068${checkout.body.data.order_number}\u2069`;
    const told = h.outbox.slice(sent).filter((m) => m.to.email === 'card.office@example.com');
    expect(told.map((m) => m.subject).sort()).toEqual([`الطلب رقم ${number}: تم الإلغاء`, `تم رد مبلغ طلبك ${number}`].sort());
    expect(told.find((m) => m.subject.endsWith('تم الإلغاء'))!.text).toContain('Out of stock at the warehouse');
  });
});

describe('stock', () => {
  it('changes a count the shop shows at once, refuses a stale or impossible one, and audits it', async () => {
    const token = await signIn(helper);
    const row = (await office('GET', `/stock/${V.abaya}`, token)).body.data;
    const changed = await office('PATCH', `/stock/${V.abaya}`, token, { stock: row.stock + 7, expected_stock: row.stock });
    expect(changed.status).toBe(200);
    const live = await call('GET', `/stock?product_id=${row.product_id}`);
    expect(live.body.data.find((v: any) => v.variant_id === V.abaya || v.id === V.abaya)).toMatchObject({ stock: row.stock + 7 });
    const stale = await office('PATCH', `/stock/${V.abaya}`, token, { stock: 1, expected_stock: row.stock });
    expect(stale.status).toBe(409);
    expect(stale.body.data.stock).toBe(row.stock + 7);
    expect((await office('PATCH', `/stock/${V.abaya}`, token, { stock: -1, expected_stock: row.stock + 7 })).status).toBe(422);
    expect((await office('PATCH', `/stock/${V.abaya}`, token, { stock: 1.5, expected_stock: row.stock + 7 })).status).toBe(422);
    expect((await office('PATCH', '/stock/999999', token, { stock: 1, expected_stock: 0 })).status).toBe(404);
    expect((await audit('stock.set')).at(-1)).toMatchObject({ before: { stock: row.stock }, after: { stock: row.stock + 7 } });
    const low = await office('PATCH', `/stock/${V.abaya}`, token, { stock: 2, expected_stock: row.stock + 7 });
    expect(low.status).toBe(200);
    const lowList = await office('GET', '/stock?low=true&sort=stock&order=asc', token);
    expect(lowList.body.data.map((v: any) => v.id)).toContain(V.abaya);
    expect((await office('GET', '/dashboard', token)).body.data.low_stock.map((v: any) => v.id)).toContain(V.abaya);
  });
});

describe('customers, messages and comments', () => {
  it('finds a customer with their orders and what they spent', async () => {
    await codOrder('figures@example.com');
    const token = await signIn(helper);
    const found = await office('GET', '/customers?q=figures@', token);
    expect(found.body.data).toEqual([expect.objectContaining({ email: 'figures@example.com', orders: 1, total_spent: 0, refused: 0 })]);
    const orders = await office('GET', `/orders?customer=${found.body.data[0].id}`, token);
    expect(orders.body.data).toHaveLength(1);
  });

  it('answers a contact message by e-mail and marks it answered; approves and refuses comments', async () => {
    await call('POST', '/contact', undefined, { name: 'Hessa', email: 'hessa@example.com', subject: 'Sizes', message: 'Do you have the abaya in 58?' });
    await call('POST', '/blog-comments', undefined, { post: POST, name: 'Noor', email: 'noor@example.com', message: 'Lovely styles!' });
    await call('POST', '/blog-comments', undefined, { post: POST, name: 'Spam', email: 'spam@example.com', message: 'Buy now' });
    const token = await signIn(helper);
    const messages = await office('GET', '/messages?answered=false', token);
    const hessa = messages.body.data.find((m: any) => m.email === 'hessa@example.com');
    expect(hessa).toMatchObject({ answered_at: null });
    const sent = h.outbox.length;
    const reply = await office('POST', `/messages/${hessa.id}/reply`, token, { subject: 'Re: Sizes', text: 'Yes: size 58 is in stock.' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.answered_at).not.toBeNull();
    expect(h.outbox.slice(sent).map((m) => m.subject)).toContain('Re: Sizes');
    expect((await office('POST', `/messages/${hessa.id}/reply`, token, { subject: '', text: '' })).status).toBe(422);

    const pending = (await office('GET', '/comments?status=pending', token)).body.data;
    const noor = pending.find((c: any) => c.name === 'Noor');
    const spam = pending.find((c: any) => c.name === 'Spam');
    expect(noor).toBeDefined();
    expect(spam).toBeDefined();
    expect((await call('GET', `/blog-comments?post=${POST}`)).body.data.map((c: any) => c.name)).not.toContain('Noor');
    expect((await office('PATCH', `/comments/${noor.id}`, token, { status: 'approved' })).status).toBe(200);
    const shown = await call('GET', `/blog-comments?post=${POST}`);
    expect(shown.body.data.map((c: any) => c.name)).toContain('Noor');
    expect((await office('PATCH', `/comments/${spam.id}`, token, { status: 'refused' })).status).toBe(200);
    expect((await office('GET', '/comments?status=pending', token)).body.data.map((c: any) => c.id)).not.toContain(spam.id);
    expect((await call('GET', `/blog-comments?post=${POST}`)).body.data.map((c: any) => c.name)).not.toContain('Spam');
    expect((await office('PATCH', '/comments/999999', token, { status: 'approved' })).status).toBe(404);
    expect((await office('PATCH', '/comments/1', token, { status: 'maybe' })).status).toBe(422);
  });
});

describe('reviews', () => {
  /** A buyer's review of the hijab pins, delivered to them, waiting for approval. */
  async function reviewed(email: string, title: string): Promise<number> {
    const order = await codOrder(email, V.pins);
    const token = await signIn(helper);
    const item = (await office('GET', `/orders/${order.id}`, token)).body.data.items[0];
    await office('POST', `/orders/${order.id}/move`, token, { to: 'SHIPPED', description: 'Sent', tracking_number: 'AWB-3000-1', expected: { [item.code]: item.status_id } });
    expect((await office('POST', `/orders/${order.id}/move`, token, { to: 'DELIVERED', description: 'Handed over' })).status).toBe(200);
    const written = await call('POST', '/reviews', order.token, { product_id: 2, rating: 5, title, text: 'Beautifully made.' });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    return written.body.data.id as number;
  }
  const shown = async () => (await call('GET', '/reviews?product_id=2')).body.data.reviews.map((r: any) => r.title);

  it('lists the waiting reviews with their product in every language; approving one shows it on the product page, rejecting one never', async () => {
    const good = await reviewed('review.good@example.com', 'Worth every dirham');
    const bad = await reviewed('review.bad@example.com', 'Visit my shop');
    const token = await signIn(helper);
    const waiting = await office('GET', '/reviews?status=pending&sort=created_at&order=asc', token);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.map((r: any) => r.id)).toEqual(expect.arrayContaining([good, bad]));
    expect(waiting.body.data.find((r: any) => r.id === good)).toMatchObject({
      product_id: 2, product: 'Pearl Hijab Pins', names: { en: 'Pearl Hijab Pins' }, customer: 'review.good@example.com', rating: 5, title: 'Worth every dirham', text: 'Beautifully made.', status: 'pending',
    });
    expect(waiting.body.pagination.total).toBe(waiting.body.data.length);
    expect(await shown()).not.toContain('Worth every dirham');

    const approved = await office('PATCH', `/reviews/${good}`, token, { status: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect(await shown()).toContain('Worth every dirham');
    expect((await office('PATCH', `/reviews/${bad}`, token, { status: 'rejected' })).status).toBe(200);
    expect(await shown()).not.toContain('Visit my shop');
    const left = (await office('GET', '/reviews?status=pending', token)).body.data.map((r: any) => r.id);
    expect(left).not.toContain(good);
    expect(left).not.toContain(bad);
    expect((await office('GET', '/reviews?status=rejected', token)).body.data.map((r: any) => r.id)).toContain(bad);
    expect((await audit('review.approve')).at(-1)).toMatchObject({ actor: 'Arjun', target_type: 'review', target_id: String(good), before: { status: 'pending' }, after: { status: 'approved' } });
    expect((await audit('review.reject')).at(-1)).toMatchObject({ actor: 'Arjun', target_id: String(bad), after: { status: 'rejected' } });
  });

  it('refuses to decide a review again (someone decided it meanwhile), an unknown one, and an unknown decision', async () => {
    const id = await reviewed('review.twice@example.com', 'Soft and light');
    const token = await signIn(helper);
    expect((await office('PATCH', `/reviews/${id}`, token, { status: 'rejected' })).status).toBe(200);
    const again = await office('PATCH', `/reviews/${id}`, token, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('stale_record');
    expect(again.body.data.status).toBe('rejected');
    expect(await shown()).not.toContain('Soft and light');
    expect((await office('PATCH', '/reviews/999999', token, { status: 'approved' })).body.code).toBe('review_not_found');
    expect((await office('GET', '/reviews/999999', token)).status).toBe(404);
    for (const status of ['refused', 'pending', '']) expect((await office('PATCH', `/reviews/${id}`, token, { status })).status, status).toBe(422);
    expect((await office('GET', '/reviews?status=maybe', token)).status).toBe(422);
  });

  it('writes the command\'s decisions to the audit log too, as the operator\'s', async () => {
    const id = await reviewed('review.command@example.com', 'Lovely colour');
    expect(await runCommand({ db: h.db, out: () => {}, err: () => {} }, ['approve-review', String(id)])).toBe(0);
    expect((await audit('review.approve')).at(-1)).toMatchObject({ actor: 'operator (command line)', target_id: String(id) });
  });
});

describe('settings, staff and the audit log (the owner)', () => {
  it('changes a setting with the schema\'s validation, live at once, refusing a stale or unconfirmed change', async () => {
    const token = await signIn(owner);
    const list = await office('GET', '/settings', token);
    const phone = list.body.data.find((s: any) => s.id === 'company_phone_number');
    expect(phone.meaning.ar).toBeTruthy();
    expect(phone.rule).toMatch(/phone number/);
    const invalid = await office('PATCH', '/settings/vat_rate', token, { value: 'lots' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toMatch(/vat_rate/);
    expect((await office('PATCH', '/settings/no_such_key', token, { value: 1 })).status).toBe(404);
    const saved = await office('PATCH', '/settings/company_phone_number', token, { value: '+971 4 555 0100', expected: phone.value });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const live = await h.request('/api/settings');
    expect(JSON.stringify(await live.json())).toContain('+971 4 555 0100');
    const stale = await office('PATCH', '/settings/company_phone_number', token, { value: '+971 4 555 0199', expected: phone.value });
    expect(stale.status).toBe(409);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const unconfirmed = await office('PATCH', '/settings/company_phone_number', token, { value: '+971 4 555 0199' });
    expect(unconfirmed.body.code).toBe('reauth_required');
    expect((await audit('settings.set')).at(-1)).toMatchObject({ actor: 'Mariam', target_id: 'company_phone_number', after: { value: '+971 4 555 0100' } });
  });

  it('adds and removes staff, shows the secrets once, and never removes the last owner', async () => {
    const token = await signIn(owner);
    const added = await office('POST', '/staff', token, { email: 'new.helper@example.com', name: 'Salma', role: 'staff', locale: 'ar' });
    expect(added.status).toBe(201);
    expect(added.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const salma: Person = { email: 'new.helper@example.com', password: added.body.data.one_time_password, secret: added.body.data.totp_secret };
    const salmaToken = await signIn(salma);
    expect((await office('GET', '/session', salmaToken)).body.data.staff.locale).toBe('ar');
    expect((await office('POST', '/staff', token, { email: 'new.helper@example.com', name: 'Salma', role: 'staff' })).body.code).toBe('staff_exists');
    const list = (await office('GET', '/staff', token)).body.data;
    expect(JSON.stringify(list)).not.toMatch(/one_time_password|totp_secret/);
    const me = list.find((s: any) => s.email === owner.email);
    expect((await office('DELETE', `/staff/${me.id}`, token)).body.code).toBe('own_account');
    const removed = await office('DELETE', `/staff/${added.body.data.id}`, token);
    expect(removed.status).toBe(200);
    expect((await office('GET', '/session', salmaToken)).status).toBe(401);
    // The last owner: removed by no one (the command line included).
    const err: string[] = [];
    expect(await runCommand({ db: h.db, out: () => {}, err: (l) => err.push(l) }, ['staff', 'remove', owner.email])).toBe(1);
    expect(err.join()).toMatch(/at least one owner/);
  });

  it('reads the audit log filtered by action and actor, newest first', async () => {
    const token = await signIn(owner);
    const res = await office('GET', '/audit?action=staff.&per_page=50', token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: any) => e.action)).toEqual(expect.arrayContaining(['staff.add', 'staff.remove']));
    expect(res.body.data.every((e: any) => e.action.startsWith('staff.'))).toBe(true);
    const byOperator = await office('GET', '/audit?actor=command', token);
    expect(byOperator.body.data.map((e: any) => e.action)).toContain('staff.add');
    const times = res.body.data.map((e: any) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
