// Paying by card through Stripe Checkout, through HTTP against a real database, with the SDK
// pointed at a local stand-in of Stripe's API (tests/stripe-stand-in): the hosted page opened for
// an order, the signed events (paid, expired, replayed, forged, out of order), "try again" and
// "pay cash instead" on the same order, the sweep, and the operator's refunds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand, USAGE } from '../../src/server/cli/commands.ts';
import { stripeApi } from '../../src/server/payments/methods/card/config.ts';
import { PAYMENT_PAGE_LIMIT } from '../../src/server/routes/payments.ts';
import { MAX_OPEN_PAYMENTS, STATUS_READ_EVERY_MS } from '../../src/server/payments/service.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in/stand-in.ts';
import { startTestApp } from './harness.ts';
import { ADDRESS, caller, type Harness } from './fixtures/shop.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';

const SITE = 'http://localhost:4321';
let stand: StripeStandIn;
let h: Harness;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
const stockOf = async (variantId: number) => (await rows<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variantId}`))[0]!.stock;
const orderOf = async (number: string) =>
  (await rows<{ id: number; payment_method: string; payment_status: string }>(sql`SELECT id, payment_method, payment_status FROM orders WHERE order_number = ${number}`))[0]!;
/** Each item's statuses, oldest first. */
const timeline = async (number: string) =>
  (await rows<{ status: string; description: string }>(sql`
    SELECT s.status, s.description FROM order_item_statuses s JOIN order_items i ON i.id = s.order_item_id
    JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${number} ORDER BY i.id, s.id`));
const latestStatuses = async (number: string) =>
  (await rows<{ status: string }>(sql`
    SELECT (SELECT s.status FROM order_item_statuses s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS status
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${number} ORDER BY i.id`)).map((r) => r.status);

const webhook = (payload: string, signature?: string) =>
  h.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });

beforeAll(async () => {
  stand = await startStripeStandIn();
  h = await startTestApp({
    config: { payments: { card: { secretKey: stand.secretKey, webhookSecret: stand.webhookSecret, api: stripeApi(stand.url) } } },
  });
  await seedCatalogue(h.db, FIXTURE_PRODUCTS);
  call = caller(h);
  stand.setDeliver(async (payload, signature) => (await webhook(payload, signature)).status);
  // 15 AED delivery under 200 AED, 5 % VAT.
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

type Cart = { variant: number; quantity: number }[];

async function cardOrder(token: string, cart: Cart, headers: Record<string, string> = {}) {
  for (const line of cart) expect((await call('POST', '/cart', token, { variant_id: line.variant, quantity: line.quantity })).status).toBe(200);
  const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE, ...headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number: string = res.body.data.order_number;
  const sessionId = res.body.data.payment_url.split('/').pop() as string;
  return { number, sessionId, body: res.body };
}

const sessionRequests = () => stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('the ways to pay', () => {
  it('offers cash on delivery and card when Stripe is configured', async () => {
    const res = await call('GET', '/payments/methods');
    expect(res.body).toEqual({ success: true, data: { methods: ['cod', 'card'] } });
  });

  it('offers no instalments for any price when neither Tabby nor Tamara is configured', async () => {
    for (const amount of ['45.50', '200', '3000']) expect((await call('GET', `/payments/instalments?amount=${amount}`)).body.data).toEqual({ instalments: [] });
  });

  it('offers a signed-in shopper each configured way to pay, with how it is paid, for an amount', async () => {
    const token = await h.signIn('options.reader@example.com');
    const res = await call('GET', '/payments/options?amount=120.50', token);
    expect(res.status).toBe(200);
    expect(res.body.data.options).toEqual([
      { id: 'cod', online: false, available: true, fee: 0 },
      { id: 'card', online: true, available: true, fee: 0 },
    ]);
    expect((await call('GET', '/payments/options?amount=120.50')).status).toBe(401);
    for (const amount of ['', '-1', '1.234', 'abc', '1e3', '10000000.01']) {
      const bad = await call('GET', `/payments/options?amount=${encodeURIComponent(amount)}`, token);
      expect(bad.status, amount).toBe(422);
    }
    expect((await call('GET', '/payments/options?amount=0', token)).status).toBe(200);
    expect((await call('GET', '/payments/options?amount=10000000', token)).status).toBe(200);
  });

  it('refuses a payment method it does not know', async () => {
    const token = await h.signIn('unknown.method@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    for (const payment_method of ['bitcoin', '', 'CARD', 1]) {
      const res = await call('POST', '/checkout', token, { address: ADDRESS, payment_method });
      expect(res.status, String(payment_method)).toBe(422);
    }
    expect(sessionRequests()).toHaveLength(0);
  });
});

describe('a card order', () => {
  it('is written unpaid with its stock held, and opens a Checkout Session exactly as Stripe documents it', async () => {
    const token = await h.signIn('card.buyer@example.com');
    const before = { whiteM: await stockOf(V.whiteM), pins: await stockOf(V.pins) };
    // 2 × 108.00 (120 − 10 %) + 45.50 = 261.50: free delivery.
    const { number, sessionId, body } = await cardOrder(token, [{ variant: V.whiteM, quantity: 2 }, { variant: V.pins, quantity: 1 }]);
    expect(body.data).toMatchObject({ payment_method: 'card', payment_status: 'UNPAID', total_amount: 261.5, delivery_charge: 0 });
    expect(body.data.payment_url).toBe(`${stand.url}/pay/${sessionId}`);
    expect(await latestStatuses(number)).toEqual(['CREATED', 'CREATED']);
    expect(await stockOf(V.whiteM)).toBe(before.whiteM - 2);
    expect(await stockOf(V.pins)).toBe(before.pins - 1);

    const [request] = sessionRequests().slice(-1);
    expect(request!.authorization).toBe(`Bearer ${stand.secretKey}`);
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.idempotencyKey).toMatch(/^order-\d+-attempt-1$/);
    const p = request!.params as any;
    const id = (await orderOf(number)).id;
    expect(p).toMatchObject({
      mode: 'payment',
      currency: 'aed',
      client_reference_id: number,
      metadata: { order_id: String(id), order_number: number },
      customer_email: 'card.buyer@example.com',
      locale: 'en',
      success_url: `${SITE}/payment-success?order=${number}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/payment-failed?order=${number}`,
    });
    const lines = p.line_items.map((l: any) => ({ amount: Number(l.price_data.unit_amount), quantity: Number(l.quantity), currency: l.price_data.currency }));
    expect(lines).toEqual([
      { amount: 10800, quantity: 2, currency: 'aed' },
      { amount: 4550, quantity: 1, currency: 'aed' },
    ]);
    const expiresIn = Number(p.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresIn).toBeLessThan(31 * 60);
    expect(stand.sessions.get(sessionId)!.amount_total).toBe(26150);
  });

  it('charges the delivery as a line of its own, so the lines add up to the total exactly', async () => {
    const token = await h.signIn('card.delivery@example.com');
    // 108.00 + 45.50 = 153.50, under 200: 15.00 delivery → 168.50.
    const { sessionId, body } = await cardOrder(token, [{ variant: V.whiteM, quantity: 1 }, { variant: V.pins, quantity: 1 }]);
    expect(body.data.total_amount).toBe(168.5);
    const session = stand.sessions.get(sessionId)!;
    expect(session.line_items_sent.at(-1)).toEqual({ name: 'Delivery', unit_amount: 1500, quantity: 1 });
    expect(session.amount_total).toBe(16850);
  });

  it('returns to the origin the shopper checked out from only when CORS_ORIGINS allows it, in their language', async () => {
    const token = await h.signIn('card.origin@example.com');
    await cardOrder(token, [{ variant: V.pins, quantity: 1 }], { origin: 'https://evil.example', 'accept-language': 'ar' });
    let p = sessionRequests().at(-1)!.params as any;
    expect(p.success_url).toMatch(new RegExp(`^${SITE}/ar/payment-success\\?order=[^&]+&session_id=\\{CHECKOUT_SESSION_ID\\}$`));
    expect(p.cancel_url).toMatch(new RegExp(`^${SITE}/ar/payment-failed\\?order=`));
    // Stripe Checkout has no Arabic: it follows the browser.
    expect(p.locale).toBe('auto');
    await cardOrder(token, [{ variant: V.pins, quantity: 1 }], { 'accept-language': 'fr' });
    p = sessionRequests().at(-1)!.params as any;
    expect(p.locale).toBe('fr');
    expect(p.success_url).toMatch(new RegExp(`^${SITE}/fr/payment-success\\?`));
  });

  it('returns to the shop\'s configured origin whatever Host, Origin or absolute target the request names', async () => {
    const token = await h.signIn('card.host@example.com');
    expect((await call('POST', '/cart', token, { variant_id: V.pins, quantity: 1 })).status).toBe(200);
    const res = await h.request('http://evil.example/api/checkout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'evil.example', origin: 'http://evil.example' },
      body: JSON.stringify({ address: ADDRESS, payment_method: 'card' }),
    });
    expect(res.status).toBe(201);
    const p = sessionRequests().at(-1)!.params as any;
    expect(p.success_url).toMatch(new RegExp(`^${SITE}/payment-success\\?`));
    expect(p.cancel_url).toMatch(new RegExp(`^${SITE}/payment-failed\\?`));
  });

  it('replays the same order and the same hosted page for a repeated Idempotency-Key', async () => {
    const token = await h.signIn('card.replay@example.com');
    const first = await cardOrder(token, [{ variant: V.pins, quantity: 1 }], { 'Idempotency-Key': 'card-replay-0001' });
    const count = sessionRequests().length;
    const again = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { 'Idempotency-Key': 'card-replay-0001', origin: SITE });
    expect(again.status).toBe(200);
    expect(again.body.data.order_number).toBe(first.number);
    expect(again.body.data.payment_url).toBe(first.body.data.payment_url);
    expect(sessionRequests()).toHaveLength(count);
  });
});

describe('the webhook', () => {
  it('marks the order PAID and PLACED on checkout.session.completed, tells the shopper once, and changes nothing on a replay', async () => {
    const token = await h.signIn('card.paid@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 2 }]);
    const sent = h.outbox.length;
    expect(await stand.pay(sessionId)).toBe(200);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'PAID', payment_method: 'card' });
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    expect((await timeline(number)).map((s) => s.description)).toEqual(['Your order has been created.', 'Your payment has been received and your order is placed.']);
    const notices = h.outbox.slice(sent).filter((m) => m.to.email === 'card.paid@example.com');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Payment received for your order ${number}`);
    // Intl writes a no-break space between the currency and the amount.
    expect(notices[0]!.text.replace(/\u00a0/g, ' ')).toContain('AED 106.00');

    // Stripe delivers at least once: the same event again changes nothing and tells no one twice.
    const event = stand.eventFor('checkout.session.completed', stand.sessions.get(sessionId)!);
    expect(await stand.send(event)).toBe(200);
    expect(await stand.send(event)).toBe(200);
    expect(await timeline(number)).toHaveLength(2);
    expect(h.outbox.slice(sent).filter((m) => m.to.email === 'card.paid@example.com')).toHaveLength(1);

    const status = await call('GET', `/payments/status?order=${number}`, token);
    expect(status.body.data).toMatchObject({ order_number: number, payment_method: 'card', payment_status: 'PAID', state: 'placed' });
  });

  it('waits when a session completes with its payment still on its way, and takes async_payment_succeeded as paid', async () => {
    const token = await h.signIn('card.async@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const pending = { ...stand.sessions.get(sessionId)!, status: 'complete' as const, payment_status: 'unpaid' as const };
    expect(await stand.send(stand.eventFor('checkout.session.completed', pending))).toBe(200);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    expect(await latestStatuses(number)).toEqual(['CREATED']);
    await stand.pay(sessionId, { silent: true });
    expect(await stand.send(stand.eventFor('checkout.session.async_payment_succeeded', stand.sessions.get(sessionId)!))).toBe(200);
    expect((await orderOf(number)).payment_status).toBe('PAID');
  });

  it('answers 400 and changes nothing when the signature is forged, missing, stale or for another body', async () => {
    const token = await h.signIn('card.forged@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const session = { ...stand.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' };
    const payload = JSON.stringify(stand.eventFor('checkout.session.completed', session as any));
    const other = JSON.stringify(stand.eventFor('checkout.session.completed', { ...session, id: 'cs_other' } as any));
    const cases = [
      stand.signedHeader(payload, undefined, 'whsec_not_the_shops_secret'),
      stand.signedHeader(other),
      stand.signedHeader(payload, Math.floor(Date.now() / 1000) - 3600),
      'garbage',
      '',
    ];
    for (const header of cases) expect((await webhook(payload, header)).status, header).toBe(400);
    expect((await webhook(payload)).status).toBe(400);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    expect(await latestStatuses(number)).toEqual(['CREATED']);
    // The genuine article still works afterwards (the forgeries recorded nothing), once the
    // provider, asked, reports the session paid as the event says.
    await stand.pay(sessionId, { silent: true });
    const paidSession = stand.sessions.get(sessionId)!;
    const genuine = JSON.stringify(stand.eventFor('checkout.session.completed', paidSession));
    expect((await webhook(genuine, stand.signedHeader(genuine))).status).toBe(200);
    expect((await orderOf(number)).payment_status).toBe('PAID');
  });

  it('acts on a paid event only as Stripe reports the session when asked: a signed body that disagrees changes nothing and is logged', async () => {
    const token = await h.signIn('card.disagrees@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Signed with the shop's secret, but the session is unpaid at Stripe.
      const open = stand.sessions.get(sessionId)!;
      const claimsPaid = { ...open, status: 'complete' as const, payment_status: 'paid' as const, payment_intent: 'pi_claimed' };
      const reads = () => stand.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
      const before = reads();
      const res = await webhook(JSON.stringify(stand.eventFor('checkout.session.completed', claimsPaid)), undefined);
      expect(res.status).toBe(400);
      expect(await stand.send(stand.eventFor('checkout.session.completed', claimsPaid))).toBe(200);
      expect(reads()).toBe(before + 1);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      // Paid at Stripe, but the body names another amount, or another currency.
      await stand.pay(sessionId, { silent: true });
      const paid = stand.sessions.get(sessionId)!;
      expect(await stand.send(stand.eventFor('checkout.session.completed', { ...paid, amount_total: 100 }))).toBe(200);
      expect(await stand.send(stand.eventFor('checkout.session.completed', { ...paid, currency: 'usd' }))).toBe(200);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
      expect(warnings.mock.calls.map((c) => String(c[0])).filter((m) => m.includes(sessionId))).toHaveLength(3);
      // The event as Stripe has the session is acted on.
      expect(await stand.send(stand.eventFor('checkout.session.completed', paid))).toBe(200);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'PAID' });
    } finally {
      warnings.mockRestore();
    }
  });

  it('leaves the order unpaid, and logs it, when Stripe reports a payment of another amount than the order\'s', async () => {
    const token = await h.signIn('card.wrong.amount@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const session = stand.sessions.get(sessionId)!;
      session.amount_total -= 1;
      expect(await stand.pay(sessionId)).toBe(200);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      expect(errors.mock.calls.some((c) => String(c[0]).includes(`${number}: session ${sessionId} reports ${session.amount_total} aed`))).toBe(true);
      // One fils more than the order is refused the same way; the order's exact amount is taken.
      session.amount_total += 2;
      expect(await stand.send(stand.eventFor('checkout.session.completed', session))).toBe(200);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
      session.amount_total -= 1;
      expect(await stand.send(stand.eventFor('checkout.session.completed', session))).toBe(200);
      expect(await orderOf(number)).toMatchObject({ payment_status: 'PAID' });
    } finally {
      errors.mockRestore();
    }
  });

  it('answers 200 to events it does not handle and to a session it does not know', async () => {
    const unknownType = { id: 'evt_test_unknown_type', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } };
    expect(await stand.send(unknownType)).toBe(200);
    const stranger = stand.eventFor('checkout.session.completed', {
      ...stand.sessions.values().next().value!,
      id: 'cs_test_not_ours',
      metadata: { order_id: '999999', order_number: 'ORD-999999' },
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_stranger',
    });
    expect(await stand.send(stranger)).toBe(200);
    const wrongOrder = stand.eventFor('checkout.session.expired', { ...stand.sessions.values().next().value!, id: 'cs_test_also_not_ours' });
    expect(await stand.send(wrongOrder)).toBe(200);
  });

  it('cancels the order and returns its stock when its only session expires unpaid, once', async () => {
    const token = await h.signIn('card.expired@example.com');
    const before = await stockOf(V.abaya);
    const { number, sessionId } = await cardOrder(token, [{ variant: V.abaya, quantity: 2 }]);
    expect(await stockOf(V.abaya)).toBe(before - 2);
    expect(await stand.expire(sessionId)).toBe(200);
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.abaya)).toBe(before);
    // Replayed, and again under a new event id: no second return of stock, no second entry.
    const event = stand.eventFor('checkout.session.expired', stand.sessions.get(sessionId)!);
    await stand.send(event);
    await stand.send(stand.eventFor('checkout.session.async_payment_failed', stand.sessions.get(sessionId)!));
    expect(await stockOf(V.abaya)).toBe(before);
    expect(await timeline(number)).toHaveLength(2);
    // Nothing can be paid on a cancelled order.
    for (const path of ['/payments/retry', '/payments/cash']) {
      const res = await call('POST', path, token, { order: number });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('order_cancelled');
      expect(res.body.data.code).toBe('order_cancelled');
    }
  });

  it('refunds in full a payment that arrives for an order already cancelled, once', async () => {
    const token = await h.signIn('card.late@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    await stand.pay(sessionId, { silent: true });
    const paidSession = stand.sessions.get(sessionId)!;
    // The expiry is handled first (events out of order): the order is cancelled.
    await stand.send(stand.eventFor('checkout.session.expired', { ...paidSession, status: 'expired', payment_status: 'unpaid', payment_intent: null }));
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    const refunds = stand.refunds.length;
    const completed = stand.eventFor('checkout.session.completed', paidSession);
    expect(await stand.send(completed)).toBe(200);
    expect(stand.refunds.slice(refunds)).toEqual([expect.objectContaining({ payment_intent: paidSession.payment_intent, amount: paidSession.amount_total })]);
    expect(await orderOf(number)).toMatchObject({ payment_status: 'UNPAID' });
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    await stand.send(completed);
    await stand.send(stand.eventFor('checkout.session.completed', paidSession));
    expect(stand.refunds).toHaveLength(refunds + 1);
  });
});

describe('/payment-failed: try again, or pay cash instead', () => {
  it('"Try again" opens a new session for the same order and closes the old one; the old one expiring later cancels nothing', async () => {
    const token = await h.signIn('card.retry@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const orders = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'card.retry@example.com'`))[0]!.n;
    const retry = await call('POST', '/payments/retry', token, { order: number }, { origin: SITE });
    expect(retry.status).toBe(200);
    const second = retry.body.data.payment_url.split('/').pop();
    expect(second).not.toBe(sessionId);
    expect(stand.sessions.get(sessionId)!.status).toBe('expired');
    expect(sessionRequests().at(-1)!.idempotencyKey).toMatch(/-attempt-2$/);
    // The first session's expiry arrives: the order waits for the second.
    await stand.send(stand.eventFor('checkout.session.expired', stand.sessions.get(sessionId)!));
    expect(await latestStatuses(number)).toEqual(['CREATED']);
    await stand.pay(second);
    expect((await orderOf(number)).payment_status).toBe('PAID');
    // Out of order: an expiry of the first session delivered after the payment changes nothing.
    await stand.send(stand.eventFor('checkout.session.expired', stand.sessions.get(sessionId)!));
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'card.retry@example.com'`))[0]!.n).toBe(orders);
    // Paid: trying again is refused, and nothing more is charged.
    const paid = await call('POST', '/payments/retry', token, { order: number });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('order_paid');
    expect(paid.body.data.code).toBe('order_paid');
  });

  it('"Try again" keeps the order payable when the old page\'s expiry is delivered before the provider answers', async () => {
    const token = await h.signIn('card.retry.race@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const stock = await stockOf(V.pins);
    stand.setEventsAtOnce(true);
    try {
      const retry = await call('POST', '/payments/retry', token, { order: number }, { origin: SITE });
      expect(retry.status).toBe(200);
      // The expiry of the first page was delivered while the shop waited for the provider's answer.
      expect(stand.events.filter((e) => e.type === 'checkout.session.expired').length).toBeGreaterThan(0);
      expect(stand.sessions.get(sessionId)!.status).toBe('expired');
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      expect(await stockOf(V.pins)).toBe(stock);
      const second = retry.body.data.payment_url.split('/').pop();
      const refunds = stand.refunds.length;
      await stand.pay(second);
      expect((await orderOf(number)).payment_status).toBe('PAID');
      expect(await latestStatuses(number)).toEqual(['PLACED']);
      expect(stand.refunds).toHaveLength(refunds);
      // The superseded page's end, delivered again late, still changes nothing.
      await stand.send(stand.eventFor('checkout.session.expired', stand.sessions.get(sessionId)!));
      expect(await latestStatuses(number)).toEqual(['PLACED']);
    } finally {
      stand.setEventsAtOnce(false);
    }
  });

  it('"Pay cash instead" keeps the order when the closed page\'s expiry is delivered before the provider answers', async () => {
    const token = await h.signIn('card.cash.race@example.com');
    const { number } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    stand.setEventsAtOnce(true);
    try {
      const cash = await call('POST', '/payments/cash', token, { order: number });
      expect(cash.status).toBe(200);
      expect(await latestStatuses(number)).toEqual(['PLACED']);
      expect((await orderOf(number)).payment_method).toBe('cod');
    } finally {
      stand.setEventsAtOnce(false);
    }
  });

  it('an order left with only closed pages (the server stopped between closing and opening) is cancelled by the sweep, stock back', async () => {
    const token = await h.signIn('card.superseded.sweep@example.com');
    const { number } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const stock = await stockOf(V.pins);
    const { id } = await orderOf(number);
    await h.db.execute(sql`UPDATE payment_sessions SET status = 'superseded' WHERE order_id = ${id}`);
    await h.db.execute(sql`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = ${id}`);
    await h.app.payments.sweep();
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.pins)).toBe(stock + 1);
  });

  it('opens at most PAYMENT_PAGE_LIMIT payment pages a shopper in the window, then answers 429 with a code and Retry-After', async () => {
    const token = await h.signIn('card.retry.loop@example.com');
    const { number } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    for (let attempt = 1; attempt <= PAYMENT_PAGE_LIMIT.limit; attempt++) {
      expect((await call('POST', '/payments/retry', token, { order: number })).status).toBe(200);
    }
    const refused = await h.request('/api/payments/retry', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order: number }),
    });
    expect(refused.status).toBe(429);
    const reply = (await refused.json()) as { code: string; data: { code: string } };
    expect(reply.code).toBe('too_many_attempts');
    expect(reply.data.code).toBe('too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another shopper is not held back by this one's presses.
    const other = await h.signIn('card.retry.other@example.com');
    const second = await cardOrder(other, [{ variant: V.pins, quantity: 1 }]);
    expect((await call('POST', '/payments/retry', other, { order: second.number })).status).toBe(200);
  });

  it('"Pay cash on delivery instead" places the same order in cash, closes its session, and keeps its stock', async () => {
    const token = await h.signIn('card.tocash@example.com');
    const before = await stockOf(V.whiteXL);
    const { number, sessionId } = await cardOrder(token, [{ variant: V.whiteXL, quantity: 1 }]);
    const res = await call('POST', '/payments/cash', token, { order: number });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_number: number, payment_method: 'cod', payment_status: 'UNPAID' });
    expect(res.body.message).toBe(`Thank you! Your order ${number} has been placed. You will pay on delivery.`);
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    expect(stand.sessions.get(sessionId)!.status).toBe('expired');
    await stand.send(stand.eventFor('checkout.session.expired', stand.sessions.get(sessionId)!));
    expect(await latestStatuses(number)).toEqual(['PLACED']);
    expect(await stockOf(V.whiteXL)).toBe(before - 1);
    const again = await call('POST', '/payments/retry', token, { order: number });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('cash_order');
    expect(again.body.data.code).toBe('cash_order');
    expect((await call('GET', `/payments/status?order=${number}`, token)).body.data).toMatchObject({ payment_method: 'cod', state: 'placed' });
  });

  it('"Pay cash on delivery instead" adds cash\'s fee as checkout does, and is refused over cash\'s maximum with the page kept open', async () => {
    const settingsSet = async (key: string, value: string) => {
      const ctx = { db: h.db, settingsFile: 'content/settings.json', out: () => undefined, err: (l: string) => console.error(l) };
      expect(await runCommand(ctx, ['settings', 'set', key, value])).toBe(0);
    };
    const token = await h.signIn('card.tocash.fee@example.com');
    // 108.00 + 15.00 delivery = 123.00.
    const { number, sessionId } = await cardOrder(token, [{ variant: V.whiteM, quantity: 1 }]);
    await settingsSet('cod_max_order_total', '122.99');
    await settingsSet('cod_fee', '10');
    try {
      const refused = await call('POST', '/payments/cash', token, { order: number });
      expect(refused.status).toBe(409);
      expect(refused.body.data).toMatchObject({ code: 'cod_unavailable', reason: 'cod_over_max', max_amount: 122.99 });
      expect(stand.sessions.get(sessionId)!.status).toBe('open');
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      await settingsSet('cod_max_order_total', '123');
      const res = await call('POST', '/payments/cash', token, { order: number });
      expect(res.status).toBe(200);
      // 123.00 + 10.00; VAT 108/21 = 5.14 + delivery 15/21 = 0.71 + 10/21 = 0.48.
      expect(res.body.data).toMatchObject({ payment_method: 'cod', cod_fee: 10, delivery_charge: 15, total_amount: 133, tax_amount: 6.33 });
      const [row] = await rows<{ cod_fee: number; total_amount: number; tax: number }>(sql`SELECT cod_fee, total_amount, tax FROM orders WHERE order_number = ${number}`);
      expect(row).toEqual({ cod_fee: 1000, total_amount: 13300, tax: 633 });
    } finally {
      await settingsSet('cod_max_order_total', '0');
      await settingsSet('cod_fee', '0');
    }
  });

  it('a payment that completes while the shopper switches to cash is kept, not charged twice', async () => {
    const token = await h.signIn('card.race@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    await stand.pay(sessionId, { silent: true });
    const res = await call('POST', '/payments/cash', token, { order: number });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('order_paid');
    expect(res.body.data.code).toBe('order_paid');
    expect(await orderOf(number)).toMatchObject({ payment_method: 'card', payment_status: 'PAID' });
  });

  it('tells another shopper, an unknown order and bad input apart from the shopper\'s own order', async () => {
    const owner = await h.signIn('card.owner@example.com');
    const other = await h.signIn('card.other@example.com');
    const { number } = await cardOrder(owner, [{ variant: V.pins, quantity: 1 }]);
    for (const [method, path, body] of [
      ['GET', `/payments/status?order=${number}`, undefined],
      ['POST', '/payments/retry', { order: number }],
      ['POST', '/payments/cash', { order: number }],
    ] as const) {
      const res = await call(method, path, other, body);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('order_not_found');
      expect(res.body.data.code).toBe('order_not_found');
      expect((await call(method, path, undefined, body)).status).toBe(401);
    }
    expect((await call('GET', '/payments/status?order=ORD-999999', owner)).status).toBe(404);
    for (const order of ['', '-ORD', "ORD-1' OR 1=1", 'x'.repeat(41), 'ORD 1']) {
      expect((await call('POST', '/payments/retry', owner, { order })).status, order).toBe(422);
    }
    expect((await call('POST', '/payments/retry', owner, {})).status).toBe(422);
    expect((await call('GET', `/payments/status?order=${number}&session_id=${encodeURIComponent('cs/../x')}`, owner)).status).toBe(422);
    expect(await latestStatuses(number)).toEqual(['CREATED']);
  });

  it('the shopper back from the hosted page sees PAID even before the event arrives', async () => {
    const token = await h.signIn('card.early@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    expect((await call('GET', `/payments/status?order=${number}`, token)).body.data).toMatchObject({ payment_status: 'UNPAID', state: 'awaiting_payment' });
    await stand.pay(sessionId, { silent: true });
    const res = await call('GET', `/payments/status?order=${number}&session_id=${sessionId}`, token);
    expect(res.body.data).toMatchObject({ payment_status: 'PAID', state: 'placed' });
    // The event, when it comes, finds the order paid.
    await stand.send(stand.eventFor('checkout.session.completed', stand.sessions.get(sessionId)!));
    expect(await timeline(number)).toHaveLength(2);
  });

  it('asks Stripe about a session at most once every few seconds, however often the page polls', async () => {
    const token = await h.signIn('card.polling@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    const reads = () => stand.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
    const before = reads();
    const polls = await Promise.all(Array.from({ length: 6 }, () => call('GET', `/payments/status?order=${number}&session_id=${sessionId}`, token)));
    expect(polls.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(reads()).toBe(before + 1);
    // Paid meanwhile, with the event late: within the few seconds the page reads the order as it is…
    await stand.pay(sessionId, { silent: true });
    expect((await call('GET', `/payments/status?order=${number}&session_id=${sessionId}`, token)).body.data).toMatchObject({ payment_status: 'UNPAID' });
    expect(reads()).toBe(before + 1);
    // …and once they have passed (moved back here rather than waited for), Stripe is asked again.
    await h.db.execute(sql`UPDATE payment_sessions SET read_at = now() - make_interval(secs => ${STATUS_READ_EVERY_MS / 1000 + 0.1}) WHERE id = ${sessionId}`);
    expect((await call('GET', `/payments/status?order=${number}&session_id=${sessionId}`, token)).body.data).toMatchObject({ payment_status: 'PAID' });
    expect(reads()).toBe(before + 2);
    // A paid order asks no more.
    await call('GET', `/payments/status?order=${number}&session_id=${sessionId}`, token);
    expect(reads()).toBe(before + 2);
  });

  it(`holds at most ${MAX_OPEN_PAYMENTS} card orders of a shopper on open payment pages, then answers 409 with a code; a replay still answers`, async () => {
    const token = await h.signIn('card.hoarder@example.com');
    const orders: { number: string; sessionId: string }[] = [];
    for (let n = 0; n < MAX_OPEN_PAYMENTS; n++) orders.push(await cardOrder(token, [{ variant: V.pins, quantity: 1 }], { 'idempotency-key': `hoard-key-${n}` }));
    const stock = await stockOf(V.pins);
    await call('POST', '/cart', token, { variant_id: V.pins });
    const refused = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'too_many_open_payments', data: { code: 'too_many_open_payments', limit: MAX_OPEN_PAYMENTS } });
    expect(await stockOf(V.pins)).toBe(stock);
    // The same checkout again (its key) replays its order rather than being refused.
    const replay = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE, 'idempotency-key': 'hoard-key-0' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order_number).toBe(orders[0]!.number);
    // Cash is not held on a payment page, so it is never refused for this.
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })).status).toBe(201);
    // Once one is paid, one more card order may wait.
    await stand.pay(orders[0]!.sessionId);
    const next = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    expect((await orderOf(next.number)).payment_status).toBe('UNPAID');
    await call('POST', '/cart', token, { variant_id: V.pins });
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE })).status).toBe(409);
    // An expired page frees its place too.
    await stand.expire(orders[1]!.sessionId);
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE })).status).toBe(201);
  });

  it('a cash order has nothing to pay by card', async () => {
    const token = await h.signIn('cash.only@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const placed = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
    expect(placed.body.data.payment_url).toBeUndefined();
    const res = await call('POST', '/payments/retry', token, { order: placed.body.data.order_number });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('cash_order');
    expect(res.body.data.code).toBe('cash_order');
  });
});

describe('the sweep', () => {
  it('settles sessions whose events never came: cancels the unpaid (stock back), keeps the paid', async () => {
    const token = await h.signIn('card.sweep@example.com');
    const before = await stockOf(V.abaya);
    const unpaid = await cardOrder(token, [{ variant: V.abaya, quantity: 1 }]);
    const paid = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    await stand.pay(paid.sessionId, { silent: true });
    // Not yet overdue: the sweep leaves them.
    await h.app.payments.sweep();
    expect(await latestStatuses(unpaid.number)).toEqual(['CREATED']);
    await h.db.execute(sql`UPDATE payment_sessions SET expires_at = now() - interval '6 minutes' WHERE id IN (${unpaid.sessionId}, ${paid.sessionId})`);
    await h.app.payments.sweep();
    expect(stand.sessions.get(unpaid.sessionId)!.status).toBe('expired');
    expect(await latestStatuses(unpaid.number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.abaya)).toBe(before);
    expect(await orderOf(paid.number)).toMatchObject({ payment_status: 'PAID' });
    expect(await latestStatuses(paid.number)).toEqual(['PLACED']);
  });

  it('cancels a card order whose session could never be opened, once it is past any payment', async () => {
    const broken = await startTestApp({
      shareDatabaseWith: h,
      config: { payments: { card: { secretKey: 'sk_test_wrong', webhookSecret: stand.webhookSecret, api: stripeApi(stand.url) } } },
    });
    try {
      const token = await broken.signIn('card.noprovider@example.com');
      const before = await stockOf(V.abaya);
      const brokenCall = caller(broken);
      await brokenCall('POST', '/cart', token, { variant_id: V.abaya });
      const res = await brokenCall('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('payment_not_started');
      expect(res.body.data.code).toBe('payment_not_started');
      const number = res.body.data.order_number;
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      await broken.app.payments.sweep();
      expect(await latestStatuses(number)).toEqual(['CREATED']);
      await h.db.execute(sql`UPDATE orders SET created_at = now() - interval '36 minutes' WHERE order_number = ${number}`);
      await broken.app.payments.sweep();
      expect(await latestStatuses(number)).toEqual(['CANCELLED']);
      expect(await stockOf(V.abaya)).toBe(before);
    } finally {
      await broken.close();
    }
  });
});

describe('refunds', () => {
  const operator = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, ctx: { db: h.db, payments: h.app.payments, out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('help names the cancel that refunds', () => {
    expect(USAGE).toMatch(/cancel <order_number> "<description>"/);
    expect(USAGE).toMatch(/refunded/);
  });

  it("the operator's cancel of a PAID card order refunds it in full with its payment intent, and tells the shopper", async () => {
    const token = await h.signIn('card.refund@example.com');
    const before = await stockOf(V.pins);
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 3 }]);
    await stand.pay(sessionId);
    const intent = stand.sessions.get(sessionId)!.payment_intent!;
    const sent = h.outbox.length;
    const op = operator();
    expect(await runCommand(op.ctx, ['cancel', number, 'Out of stock at the warehouse'])).toBe(0);
    const refund = stand.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refund.params).toEqual({ payment_intent: intent });
    expect(refund.idempotencyKey).toBeTruthy();
    expect(stand.refunds.at(-1)).toMatchObject({ payment_intent: intent, amount: 15150 });
    expect(await orderOf(number)).toMatchObject({ payment_status: 'REFUNDED' });
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.pins)).toBe(before);
    const notice = h.outbox.slice(sent).find((m) => m.subject === `Your order ${number} has been refunded`);
    expect(notice?.text.replace(/\u00a0/g, ' ')).toContain('AED 151.50');
    // Again: nothing left to cancel, no second refund.
    const refunds = stand.refunds.length;
    expect(await runCommand(operator().ctx, ['cancel', number, 'again'])).toBe(1);
    expect(stand.refunds).toHaveLength(refunds);
  });

  it("the operator's cancel of an unpaid card order closes its payment page first, so it can no longer be paid", async () => {
    const token = await h.signIn('card.unpaid.cancel@example.com');
    const before = await stockOf(V.pins);
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    expect(stand.sessions.get(sessionId)!.status).toBe('open');
    const refunds = stand.refunds.length;
    expect(await runCommand(operator().ctx, ['cancel', number, 'Shopper phoned to cancel'])).toBe(0);
    expect(stand.sessions.get(sessionId)!.status).toBe('expired');
    expect(await latestStatuses(number)).toEqual(['CANCELLED']);
    expect(await stockOf(V.pins)).toBe(before);
    expect(stand.refunds).toHaveLength(refunds);
  });

  it('cancelling one item of a paid card order refunds that item only', async () => {
    const token = await h.signIn('card.partial@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }]);
    await stand.pay(sessionId);
    const op = operator();
    expect(await runCommand(op.ctx, ['status', `${number}-1`, 'CANCELLED', 'Damaged'])).toBe(0);
    expect(stand.refunds.at(-1)).toMatchObject({ amount: 4550 });
    expect(await orderOf(number)).toMatchObject({ payment_status: 'PAID' });
  });

  it('a cash order is cancelled without any refund call', async () => {
    const token = await h.signIn('cash.cancel@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const placed = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
    const refunds = stand.requests.filter((r) => r.path === '/v1/refunds').length;
    expect(await runCommand(operator().ctx, ['cancel', placed.body.data.order_number, 'Shopper asked'])).toBe(0);
    expect(stand.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refunds);
    expect(await latestStatuses(placed.body.data.order_number)).toEqual(['CANCELLED']);
  });

  it('without the card provider, a paid card order is left as it was', async () => {
    const token = await h.signIn('card.noprov@example.com');
    const { number, sessionId } = await cardOrder(token, [{ variant: V.pins, quantity: 1 }]);
    await stand.pay(sessionId);
    const op = operator();
    expect(await runCommand({ ...op.ctx, payments: undefined }, ['cancel', number, 'x'])).toBe(1);
    expect(op.err.join('\n')).toMatch(/STRIPE_SECRET_KEY/);
    expect(await latestStatuses(number)).toEqual(['PLACED']);
  });
});
