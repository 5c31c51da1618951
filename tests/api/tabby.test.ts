// Tabby (pay in 4) through HTTP against a real database, with the shop's client pointed at a local
// stand-in of Tabby's API written from its public reference (tests/tabby-stand-in): pre-scoring on
// checkout's choice (accepted with its instalments, rejected with Tabby's reason, over and under
// its limits), the session and its hosted page, the webhook (registered with its header; forged,
// replayed, disagreeing), the capture when the order is placed, full and partial refunds, cancel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { tabbyConfig, TABBY_WEBHOOK_HEADER } from '../../src/server/payments/methods/tabby/config.ts';
import { startTabbyStandIn, TABBY_REJECTED_EMAIL, type TabbyStandIn } from '../tabby-stand-in/stand-in.ts';
import { startTestApp } from './harness.ts';
import { ADDRESS, caller, type Harness } from './fixtures/shop.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';

const SITE = 'http://localhost:4321';
const PHONE = encodeURIComponent('+971 50 123 4567');
let rejected: string | undefined;
/** The shopper Tabby's pre-scoring turns down (its documented test e-mail), signed in once. */
const rejectedShopper = async () => (rejected ??= await h.signIn(TABBY_REJECTED_EMAIL));
let stand: TabbyStandIn;
let h: Harness;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
const orderOf = async (number: string) =>
  (await rows<{ payment_method: string; payment_status: string }>(sql`SELECT payment_method, payment_status FROM orders WHERE order_number = ${number}`))[0]!;
const latestStatuses = async (number: string) =>
  (await rows<{ status: string }>(sql`
    SELECT (SELECT s.status FROM order_item_statuses s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS status
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${number} ORDER BY i.id`)).map((r) => r.status);
const stockOf = async (variantId: number) => (await rows<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variantId}`))[0]!.stock;

const webhook = (body: string, headers: Record<string, string>) =>
  h.request('/api/payments/tabby/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

beforeAll(async () => {
  stand = await startTabbyStandIn({ minAmount: 50, maxAmount: 3000 });
  const tabby = tabbyConfig({ TABBY_PUBLIC_KEY: stand.publicKey, TABBY_SECRET_KEY: stand.secretKey, TABBY_MERCHANT_CODE: stand.merchantCode, TABBY_API_BASE: stand.url });
  h = await startTestApp({ config: { payments: { tabby } } });
  await seedCatalogue(h.db, FIXTURE_PRODUCTS);
  call = caller(h);
  // 15 AED delivery under 200 AED, 5 % VAT.
  await h.db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES
      ('fixed_delivery_charge', '15'::jsonb, now()), ('is_free_delivery', '"0"'::jsonb, now()),
      ('free_delivery_threshold', '200'::jsonb, now()), ('vat_rate', '5'::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  stand.setTransport(async (url, headers, body) => (await h.request(new URL(url).pathname, { method: 'POST', headers, body })).status);
  // The operator registers the webhook once; Tabby then sends its header with every call.
  const out: string[] = [];
  const ctx = { db: h.db, payments: h.app.payments, out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
  expect(await runCommand(ctx, ['webhooks', 'register', 'https://shop.example'])).toBe(0);
  expect(out).toEqual(['tabby: https://shop.example/api/payments/tabby/webhook registered.']);
  expect(stand.webhooks).toEqual([{ url: 'https://shop.example/api/payments/tabby/webhook', header: { title: TABBY_WEBHOOK_HEADER, value: expect.any(String) } }]);
  expect(stand.requests.at(-1)).toMatchObject({ authorization: `Bearer ${stand.secretKey}`, merchantCode: stand.merchantCode });
});
afterAll(async () => {
  await h?.close();
  await stand?.close();
});

/** The signed-in shopper's cart as a Tabby order; answers the order and its Tabby payment id. */
async function tabbyOrder(token: string, pins: number) {
  await call('POST', '/cart', token, { variant_id: V.pins, quantity: pins });
  const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'tabby' }, { origin: SITE });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const paymentId = new URL(res.body.data.payment_url).pathname.split('/').pop()!;
  return { number: res.body.data.order_number as string, paymentId, body: res.body };
}

describe('checkout\'s choice', () => {
  it('offers Tabby with its four payments when pre-scoring accepts the shopper and the amount', async () => {
    const token = await h.signIn('tabby.yes@example.com');
    const res = await call('GET', `/payments/options?amount=148&phone=${PHONE}`, token);
    expect(res.body.data.options).toEqual([
      { id: 'cod', online: false, available: true, fee: 0 },
      { id: 'tabby', online: true, available: true, fee: 0, instalments: { count: 4, amount: 37 } },
    ]);
    const scoring = stand.requests.filter((r) => r.path === '/api/v2/checkout').at(-1)!;
    expect(scoring.authorization).toBe(`Bearer ${stand.publicKey}`);
    expect(scoring.body).toMatchObject({ merchant_code: stand.merchantCode, lang: 'en', payment: { amount: '148.00', currency: 'AED', buyer: { email: 'tabby.yes@example.com', phone: '+971501234567' } } });
    // Asked again for the same amount, the answer is the one kept: Tabby is not asked twice.
    const asked = stand.requests.length;
    await call('GET', `/payments/options?amount=148&phone=${PHONE}`, token);
    expect(stand.requests.length).toBe(asked);
    // Without a phone (none on the account, none typed yet) Tabby cannot pre-score: offered, scored on its page.
    const before = stand.requests.length;
    expect((await call('GET', '/payments/options?amount=149', token)).body.data.options[1]).toEqual({ id: 'tabby', online: true, available: true, fee: 0, instalments: { count: 4, amount: 37.25 } });
    expect(stand.requests.length).toBe(before);
  });

  it('offers the product page, before anyone signs in, four payments with Tabby, who scores the shopper only at checkout', async () => {
    const before = stand.requests.length;
    expect((await call('GET', '/payments/instalments?amount=148')).body.data).toEqual({ instalments: [{ id: 'tabby', count: 4, amount: 37 }] });
    expect(stand.requests.length).toBe(before);
  });

  it('shows Tabby\'s own reason, in the shopper\'s language, when pre-scoring rejects them; and its limits on both sides', async () => {
    const rejected = await rejectedShopper();
    const no = await call('GET', `/payments/options?amount=148&phone=${PHONE}`, rejected, undefined, { 'accept-language': 'ar' });
    expect(no.body.data.options[1]).toEqual({
      id: 'tabby',
      online: true,
      available: false,
      fee: 0,
      reason: 'rejected',
      provider_message: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
    });
    const token = await h.signIn('tabby.limits@example.com');
    const option = async (amount: string) => (await call('GET', `/payments/options?amount=${amount}&phone=${PHONE}`, token)).body.data.options[1];
    expect(await option('49.99')).toMatchObject({ available: false, reason: 'below_min', provider_message: expect.stringContaining('below the minimum') });
    expect(await option('50')).toMatchObject({ available: true, instalments: { count: 4, amount: 12.5 } });
    expect(await option('3000')).toMatchObject({ available: true, instalments: { count: 4, amount: 750 } });
    expect(await option('3000.01')).toMatchObject({ available: false, reason: 'above_max', provider_message: expect.stringContaining('spending limit') });
  });

  it('answers a checkout Tabby turns down with 409 method_unavailable, the order cancelled and its stock back at once', async () => {
    const token = await rejectedShopper();
    const stock = await stockOf(V.pins);
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 4 });
    const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'tabby' }, { origin: SITE });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ code: 'method_unavailable', method: 'tabby', reason: 'rejected' });
    expect(await stockOf(V.pins)).toBe(stock);
    // Nothing is lost: the lines are back in the cart, and cash on delivery takes them.
    expect((await call('GET', '/cart', token)).body.data).toEqual([expect.objectContaining({ variant_id: V.pins, quantity: 4 })]);
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })).status).toBe(201);
  });
});

describe('paying with Tabby', () => {
  it('opens a session with the order, the buyer and the shop\'s return addresses; the hosted page is Tabby\'s', async () => {
    const token = await h.signIn('tabby.session@example.com');
    const { number, paymentId, body } = await tabbyOrder(token, 2);
    expect(body.data).toMatchObject({ payment_method: 'tabby', payment_status: 'UNPAID', total_amount: 106, payment_url: `${stand.url}/hpp/${paymentId}` });
    const sent = stand.payments.get(paymentId)!.sent;
    expect(sent).toMatchObject({
      merchant_code: stand.merchantCode,
      lang: 'en',
      merchant_urls: { success: `${SITE}/payment-success?order=${number}`, cancel: `${SITE}/payment-failed?order=${number}`, failure: `${SITE}/payment-failed?order=${number}` },
      payment: {
        amount: '106.00',
        currency: 'AED',
        buyer: { name: ADDRESS.name, email: 'tabby.session@example.com', phone: ADDRESS.phone_number },
        shipping_address: { city: ADDRESS.city, address: ADDRESS.street_address },
        order: { reference_id: number, shipping_amount: '15.00', items: [{ title: expect.stringContaining('Pins'), quantity: 2, unit_price: '45.50' }] },
      },
    });
    expect(await latestStatuses(number)).toEqual(['CREATED']);
  });

  it('on the authorized webhook reads the payment back, captures it in full, and places the order once', async () => {
    const token = await h.signIn('tabby.pays@example.com');
    const { number, paymentId } = await tabbyOrder(token, 2);
    const sent = h.outbox.length;
    expect(await stand.authorize(paymentId)).toEqual([200]);
    expect(await orderOf(number)).toEqual({ payment_method: 'tabby', payment_status: 'PAID' });
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    const payment = stand.payments.get(paymentId)!;
    expect(payment.captures).toEqual([expect.objectContaining({ amount: '106.00', reference_id: expect.stringContaining(paymentId) })]);
    expect(payment.status).toBe('CLOSED');
    const reads = stand.requests.filter((r) => r.method === 'GET' && r.path === `/api/v2/payments/${paymentId}`);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.authorization).toBe(`Bearer ${stand.secretKey}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const notice = h.outbox.slice(sent).filter((m) => m.to.email === 'tabby.pays@example.com');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text.replace(/\u00a0/g, ' ')).toContain('We have received your Tabby payment of AED 106.00');
    // Replayed, and the closed payment's own webhook: nothing more happens.
    const captures = payment.captures.length;
    expect(await stand.notify({ ...payment, status: 'AUTHORIZED', captures: [] })).toEqual([200]);
    expect(await stand.notify(payment)).toEqual([200]);
    expect(payment.captures).toHaveLength(captures);
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    // Back on the shop, the page reads it paid.
    const status = await call('GET', `/payments/status?order=${number}&session_id=${paymentId}`, token);
    expect(status.body.data).toMatchObject({ payment_method: 'tabby', payment_status: 'PAID', state: 'placed' });
  });

  it('refuses a webhook without the registered header, or with another value, changing nothing; and acts only on what Tabby reports when asked', async () => {
    const token = await h.signIn('tabby.forged@example.com');
    const { number, paymentId } = await tabbyOrder(token, 1);
    const payment = stand.payments.get(paymentId)!;
    const claim = JSON.stringify({ ...stand.hookBody(payment), status: 'authorized' });
    expect((await webhook(claim, {})).status).toBe(400);
    expect((await webhook(claim, { [TABBY_WEBHOOK_HEADER]: 'forged' })).status).toBe(400);
    expect((await webhook('not json', { [TABBY_WEBHOOK_HEADER]: stand.webhooks[0]!.header.value })).status).toBe(400);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    // With the right header but a payment Tabby has not authorised: read back, nothing changes.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await webhook(claim, { [TABBY_WEBHOOK_HEADER]: stand.webhooks[0]!.header.value })).status).toBe(200);
      expect(warn.mock.calls.some((c) => String(c[0]).includes(paymentId))).toBe(true);
    } finally {
      warn.mockRestore();
    }
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    expect(payment.captures).toHaveLength(0);
  });

  it('cancels the order, stock back, when Tabby reports the payment expired or rejected', async () => {
    const token = await h.signIn('tabby.expires@example.com');
    const stock = await stockOf(V.pins);
    const { number, paymentId } = await tabbyOrder(token, 3);
    expect(await stockOf(V.pins)).toBe(stock - 3);
    expect(await stand.expire(paymentId)).toEqual([200]);
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.pins)).toBe(stock);
  });

  it('"Pay cash instead" after leaving Tabby\'s page keeps the order; a payment authorised after that is closed, not taken', async () => {
    const token = await h.signIn('tabby.tocash@example.com');
    const { number, paymentId } = await tabbyOrder(token, 1);
    const cash = await call('POST', '/payments/cash', token, { order: number });
    expect(cash.status).toBe(200);
    expect(await orderOf(number)).toMatchObject({ payment_method: 'cod' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await stand.authorize(paymentId)).toEqual([200]);
    } finally {
      warn.mockRestore();
    }
    const payment = stand.payments.get(paymentId)!;
    expect(payment.captures).toHaveLength(0);
    expect(payment.status).toBe('CLOSED');
    expect(await orderOf(number)).toMatchObject({ payment_method: 'cod', payment_status: 'UNPAID' });
  });
});

describe('refunds through Tabby', () => {
  const operator = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, ctx: { db: h.db, payments: h.app.payments, out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('refunds a whole order in full when the owner cancels it (payment status REFUNDED), and the shopper is told', async () => {
    const token = await h.signIn('tabby.refund.full@example.com');
    const { number, paymentId } = await tabbyOrder(token, 1);
    await stand.authorize(paymentId);
    const sent = h.outbox.length;
    const op = operator();
    expect(await runCommand(op.ctx, ['cancel', number, 'Shopper asked'])).toBe(0);
    expect(stand.payments.get(paymentId)!.refunds).toEqual([expect.objectContaining({ amount: '60.50', reference_id: expect.stringMatching(/^refund-order-\d+$/) })]);
    expect(op.out.join('\n')).toContain('AED 60.50 refunded through tabby (payment status REFUNDED).');
    expect((await orderOf(number)).payment_status).toBe('REFUNDED');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const notice = h.outbox.slice(sent).find((m) => m.to.email === 'tabby.refund.full@example.com' && m.subject.includes('refunded'))!;
    expect(notice.text).toContain('Tabby returns it to you');
  });

  it('refunds one item of a paid order (partial), then the other when the owner cancels what is left', async () => {
    const token = await h.signIn('tabby.refund@example.com');
    await call('POST', '/cart', token, { variant_id: V.whiteM, quantity: 1 });
    const { number, paymentId } = await tabbyOrder(token, 1);
    await stand.authorize(paymentId);
    expect((await orderOf(number)).payment_status).toBe('PAID');
    const op = operator();
    // The items are ordered by variant id: pins (200) after white M (112).
    expect(await runCommand(op.ctx, ['status', `${number}-2`, 'CANCELLED', 'Out of stock'])).toBe(0);
    const payment = stand.payments.get(paymentId)!;
    expect(payment.refunds).toEqual([expect.objectContaining({ amount: '45.50', reference_id: `refund-items-${number}-2` })]);
    expect(op.out.join('\n')).toContain('AED 45.50 refunded through tabby.');
    // The same command again refunds nothing twice.
    expect(await runCommand(operator().ctx, ['status', `${number}-2`, 'CANCELLED', 'again'])).toBe(1);
    expect(await runCommand(operator().ctx, ['cancel', number, 'Shopper asked'])).toBe(0);
    // The last item takes what is left of the order, delivery included (nothing was delivered), as
    // the shopper's own cancel does: 108.00 + 15.00.
    expect(payment.refunds.map((r) => r.amount)).toEqual(['45.50', '123.00']);
    expect((await orderOf(number)).payment_status).toBe('REFUNDED');
  });

  it('the public refund(order, part) entry point refunds through Tabby, and a repeated key refunds once', async () => {
    const token = await h.signIn('tabby.refund.api@example.com');
    const { number, paymentId } = await tabbyOrder(token, 2);
    await stand.authorize(paymentId);
    const [order] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE order_number = ${number}`);
    const { orderById } = await import('../../src/server/payments/order-payments.ts');
    const row = (await orderById(h.db, order!.id))!;
    expect(await h.app.payments.refund(row, { amount: 2000, key: 'goodwill-1' })).toBe(true);
    expect(await h.app.payments.refund(row, { amount: 2000, key: 'goodwill-1' })).toBe(true);
    expect(stand.payments.get(paymentId)!.refunds.map((r) => r.amount)).toEqual(['20.00']);
  });
});
