// Tamara (pay in 4) through HTTP against a real database, with the shop's client pointed at a local
// stand-in of Tamara's API written from its public documentation (tests/tamara-stand-in): its
// limits on checkout's choice, the checkout session, the "order approved" notification checked
// with the notification token (forged, expired and replayed ones change nothing), authorise and
// capture before the order is placed, full and partial refunds, and an approval that comes late.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { tamaraConfig } from '../../src/server/payments/methods/tamara/config.ts';
import { startTamaraStandIn, tamaraJwt, type TamaraStandIn } from '../tamara-stand-in/stand-in.ts';
import { startTestApp } from './harness.ts';
import { ADDRESS, caller, type Harness } from './fixtures/shop.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';

const SITE = 'http://localhost:4321';
let stand: TamaraStandIn;
let h: Harness;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
const orderOf = async (number: string) =>
  (await rows<{ payment_method: string; payment_status: string }>(sql`SELECT payment_method, payment_status FROM orders WHERE order_number = ${number}`))[0]!;
const latestStatuses = async (number: string) =>
  (await rows<{ status: string }>(sql`
    SELECT (SELECT s.status FROM order_item_statuses s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS status
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${number} ORDER BY i.id`)).map((r) => r.status);

beforeAll(async () => {
  stand = await startTamaraStandIn({ minAmount: 100, maxAmount: 3000 });
  const tamara = tamaraConfig({ TAMARA_API_TOKEN: stand.apiToken, TAMARA_NOTIFICATION_TOKEN: stand.notificationToken, TAMARA_API_BASE: stand.url });
  h = await startTestApp({ config: { payments: { tamara } } });
  await seedCatalogue(h.db, FIXTURE_PRODUCTS);
  call = caller(h);
  stand.setTransport(async (url, headers, body) => {
    const target = new URL(url);
    return (await h.request(target.pathname + target.search, { method: 'POST', headers, body })).status;
  });
  await h.db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES
      ('fixed_delivery_charge', '15'::jsonb, now()), ('is_free_delivery', '"0"'::jsonb, now()),
      ('free_delivery_threshold', '200'::jsonb, now()), ('vat_rate', '5'::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
});
afterAll(async () => {
  await h?.close();
  await stand?.close();
});

/** The signed-in shopper's cart of pins (45.50 each) as a Tamara order. */
async function tamaraOrder(token: string, pins: number) {
  await call('POST', '/cart', token, { variant_id: V.pins, quantity: pins });
  const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'tamara' }, { origin: SITE });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const orderId = new URL(res.body.data.payment_url).pathname.split('/').pop()!;
  return { number: res.body.data.order_number as string, orderId, body: res.body };
}

const notification = (orderId: string, query: string, headers: Record<string, string>, eventType = 'order_approved') =>
  h.request(`/api/payments/tamara/webhook${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ order_id: orderId, order_reference_id: 'x', order_number: 'x', event_type: eventType, data: [] }),
  });

describe('checkout\'s choice', () => {
  it('offers Tamara within its limits with four payments, and says which limit an amount passes', async () => {
    const token = await h.signIn('tamara.limits@example.com');
    const option = async (amount: string) => (await call('GET', `/payments/options?amount=${amount}`, token)).body.data.options[1];
    expect(await option('99.99')).toEqual({ id: 'tamara', online: true, available: false, fee: 0, reason: 'below_min', min_amount: 100, max_amount: 3000 });
    expect(await option('100')).toEqual({ id: 'tamara', online: true, available: true, fee: 0, instalments: { count: 4, amount: 25 } });
    expect(await option('3000')).toMatchObject({ available: true, instalments: { count: 4, amount: 750 } });
    expect(await option('3000.01')).toEqual({ id: 'tamara', online: true, available: false, fee: 0, reason: 'above_max', min_amount: 100, max_amount: 3000 });
    const asked = stand.requests.filter((r) => r.path.startsWith('/checkout/payment-types')).at(-1)!;
    expect(asked.authorization).toBe(`Bearer ${stand.apiToken}`);
    expect(asked.path).toContain('country=AE&currency=AED&order_value=3000.01');
  });

  it("answers the product page, signed in or not, with four payments only within Tamara's limits, kept a minute", async () => {
    const offers = async (amount: string) => {
      const res = await h.request(`/api/payments/instalments?amount=${amount}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      return ((await res.json()) as { data: { instalments: unknown[] } }).data.instalments;
    };
    expect(await offers('99.99')).toEqual([]);
    expect(await offers('100')).toEqual([{ id: 'tamara', count: 4, amount: 25 }]);
    expect(await offers('3000')).toEqual([{ id: 'tamara', count: 4, amount: 750 }]);
    expect(await offers('3000.01')).toEqual([]);
    expect(await offers('0')).toEqual([]);
    const asks = stand.requests.filter((r) => r.path.includes('order_value=123.45')).length;
    await offers('123.45');
    await offers('123.45');
    expect(stand.requests.filter((r) => r.path.includes('order_value=123.45')).length).toBe(asks + 1);
    for (const bad of ['abc', '-1', '1.234', '']) expect((await h.request(`/api/payments/instalments?amount=${bad}`)).status, bad).toBe(422);
  });

  it('refuses a checkout under Tamara\'s minimum with 409 method_unavailable, the cart kept', async () => {
    const token = await h.signIn('tamara.small@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 1 });
    const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'tamara' }, { origin: SITE });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ code: 'method_unavailable', method: 'tamara', reason: 'below_min' });
    expect((await call('GET', '/cart', token)).body.data).toEqual([expect.objectContaining({ variant_id: V.pins, quantity: 1 })]);
  });
});

describe('paying with Tamara', () => {
  it('opens a checkout with the order, the consumer, the return addresses and the shop\'s notification URL', async () => {
    const token = await h.signIn('tamara.session@example.com');
    const { number, orderId, body } = await tamaraOrder(token, 2);
    expect(body.data).toMatchObject({ payment_method: 'tamara', total_amount: 106, payment_url: `${stand.url}/checkout/${orderId}` });
    expect(stand.orders.get(orderId)!.sent).toMatchObject({
      order_reference_id: `${number}-1`,
      order_number: number,
      total_amount: { amount: 106, currency: 'AED' },
      shipping_amount: { amount: 15, currency: 'AED' },
      country_code: 'AE',
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 4,
      locale: 'en_US',
      consumer: { phone_number: ADDRESS.phone_number, email: 'tamara.session@example.com' },
      items: [{ quantity: 2, unit_price: { amount: 45.5, currency: 'AED' }, total_amount: { amount: 91, currency: 'AED' } }],
      merchant_url: {
        success: `${SITE}/payment-success?order=${number}`,
        cancel: `${SITE}/payment-failed?order=${number}`,
        notification: `${SITE}/api/payments/tamara/webhook`,
      },
    });
  });

  it('on the approved notification reads the order back, authorises and captures it, and places the order once', async () => {
    const token = await h.signIn('tamara.pays@example.com');
    const { number, orderId } = await tamaraOrder(token, 3);
    expect(await stand.approve(orderId)).toBe(200);
    expect(await orderOf(number)).toEqual({ payment_method: 'tamara', payment_status: 'PAID' });
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    const order = stand.orders.get(orderId)!;
    expect(order.status).toBe('fully_captured');
    expect(order.captured).toBe(15150);
    const calls = stand.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`).filter((c) => c.includes(orderId) || c.includes('capture'));
    expect(calls).toEqual([`GET /merchants/orders/${orderId}`, `GET /merchants/orders/${orderId}`, `POST /orders/${orderId}/authorise`, 'POST /payments/capture']);
    // The same notification again (Tamara retries until it has a 200) changes nothing.
    expect(await stand.notify(order)).toBe(200);
    expect(stand.requests.filter((r) => r.path === '/payments/capture')).toHaveLength(1);
    const status = await call('GET', `/payments/status?order=${number}&session_id=${orderId}`, token);
    expect(status.body.data).toMatchObject({ payment_method: 'tamara', payment_status: 'PAID' });
  });

  it('refuses a notification whose token is missing, forged, signed with another token or expired, changing nothing', async () => {
    const token = await h.signIn('tamara.forged@example.com');
    const { number, orderId } = await tamaraOrder(token, 3);
    await stand.approve(orderId, { silent: true });
    const other = tamaraJwt('not-the-notification-token');
    const expired = tamaraJwt(stand.notificationToken, { iss: 'Tamara', iat: 1, exp: Math.floor(Date.now() / 1000) - 60 });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    for (const [query, headers] of [
      ['', {}],
      [`?tamaraToken=${other}`, {}],
      ['', { authorization: `Bearer ${expired}` }],
      [`?tamaraToken=${none}`, {}],
      ['', { authorization: 'Bearer garbage' }],
    ] as const) {
      expect((await notification(orderId, query, headers)).status, `${query} ${JSON.stringify(headers)}`).toBe(400);
    }
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    // The genuine one, in the query as Tamara also sends it, is taken.
    expect((await notification(orderId, `?tamaraToken=${tamaraJwt(stand.notificationToken)}`, {})).status).toBe(200);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'PAID' });
  });

  it('a signed notification for an order Tamara has not approved changes nothing', async () => {
    const token = await h.signIn('tamara.early@example.com');
    const { number, orderId } = await tamaraOrder(token, 3);
    expect((await notification(orderId, '', { authorization: `Bearer ${tamaraJwt(stand.notificationToken)}` })).status).toBe(200);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    expect(stand.orders.get(orderId)!.status).toBe('new');
  });

  it('"Pay cash instead" after leaving Tamara keeps the order; an approval that comes later is cancelled at Tamara, not captured', async () => {
    const token = await h.signIn('tamara.tocash@example.com');
    const { number, orderId } = await tamaraOrder(token, 3);
    expect((await call('POST', '/payments/cash', token, { order: number })).status).toBe(200);
    expect(await stand.approve(orderId)).toBe(200);
    expect(stand.orders.get(orderId)!.status).toBe('canceled');
    expect(stand.orders.get(orderId)!.captured).toBe(0);
    expect(await orderOf(number)).toMatchObject({ payment_method: 'cod', payment_status: 'UNPAID' });
  });
});

describe('refunds through Tamara', () => {
  const operator = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, ctx: { db: h.db, payments: h.app.payments, out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('refunds one item (partial), and a whole order when the owner cancels it (REFUNDED)', async () => {
    const token = await h.signIn('tamara.refund@example.com');
    await call('POST', '/cart', token, { variant_id: V.whiteM, quantity: 1 });
    const { number, orderId } = await tamaraOrder(token, 1);
    await stand.approve(orderId);
    expect(await runCommand(operator().ctx, ['status', `${number}-2`, 'CANCELLED', 'Out of stock'])).toBe(0);
    expect(stand.orders.get(orderId)!.refunds.map((r) => r.amount)).toEqual([45.5]);

    const whole = await h.signIn('tamara.refund.whole@example.com');
    const second = await tamaraOrder(whole, 3);
    await stand.approve(second.orderId);
    const op = operator();
    expect(await runCommand(op.ctx, ['cancel', second.number, 'Shopper asked'])).toBe(0);
    expect(stand.orders.get(second.orderId)!.refunds.map((r) => r.amount)).toEqual([151.5]);
    expect(stand.orders.get(second.orderId)!.status).toBe('fully_refunded');
    expect(op.out.join('\n')).toContain('AED 151.50 refunded through tamara (payment status REFUNDED).');
    expect((await orderOf(second.number)).payment_status).toBe('REFUNDED');
  });

  it('a refund retried after its answer was lost refunds once: the shop\'s key is the refund\'s merchant_refund_id', async () => {
    const token = await h.signIn('tamara.refund.retry@example.com');
    await call('POST', '/cart', token, { variant_id: V.whiteM, quantity: 1 });
    const { number, orderId, body } = await tamaraOrder(token, 1);
    await stand.approve(orderId);
    const pins = body.data.items[1] as { id: number; code: string };
    const cancel = () => call('POST', `/orders/${number}/cancel`, token, { items: [pins.id], reason: 'ordered_by_mistake' });

    // Tamara refunds the pins, but the shop never hears so: nothing is recorded or cancelled.
    stand.loseNextRefundAnswer();
    expect((await cancel()).status).not.toBe(200);
    expect(await latestStatuses(number)).toEqual(['PLACED', 'PLACED']);
    expect(stand.orders.get(orderId)!.refunds).toHaveLength(1);

    const retried = await cancel();
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const refunds = stand.orders.get(orderId)!.refunds;
    expect(refunds.map((r) => r.amount)).toEqual([45.5]);
    expect(refunds[0]!.merchant_refund_id).toBe(`refund-items-${pins.code}`);
    expect(await latestStatuses(number)).toEqual(['PLACED', 'CANCELLED']);
    const recorded = await rows<{ amount: number }>(sql`SELECT r.amount FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = ${number}`);
    expect(recorded).toEqual([{ amount: 4550 }]);
  });
});
