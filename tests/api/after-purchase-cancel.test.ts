// Cancelling before it ships, through HTTP against a real database: an item or the whole order,
// with a reason; the stock back at once; the money back through the provider that took it (the
// card stand-in); the shopper and the owner told. Every refusal (another shopper's order, an item
// not in it, shipped, twice, a wrong reason) changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { V } from './fixtures/products.ts';
import { latestOf, moveItem, OWNER, paymentOf, placeOrder, rows, SITE, startAfterShop, stockOf, type AfterShop } from './fixtures/after-purchase.ts';
import { ADDRESS } from './fixtures/shop.ts';

let s: AfterShop;
beforeAll(async () => {
  s = await startAfterShop();
});
afterAll(async () => {
  await s?.close();
});

const cancel = (token: string, number: string, body: unknown) => s.call('POST', `/orders/${number}/cancel`, token, body);
const refundRequests = () => s.stand.requests.filter((r) => r.path === '/v1/refunds');

describe('what the order page offers', () => {
  it('offers to cancel an item until it ships, and the whole order while more than one item can go', async () => {
    const token = await s.h.signIn('offers.cancel@example.com');
    const { items } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }]);
    const offers = async (id: number) => (await s.call('GET', `/order-item/after-purchase?id=${id}`, token)).body.data;
    expect(await offers(items[0]!.id)).toMatchObject({ cancel: true, cancel_order: 2, paid: false });
    await moveItem(s, items[1]!.code, 'CONFIRMED', 'PROCESSING');
    expect(await offers(items[1]!.id)).toMatchObject({ cancel: true, cancel_order: 2 });
    await moveItem(s, items[1]!.code, 'SHIPPED');
    expect(await offers(items[1]!.id)).toMatchObject({ cancel: false, cancel_order: 0 });
    expect(await offers(items[0]!.id)).toMatchObject({ cancel: true, cancel_order: 0 });
  });

  it("answers 404 for another shopper's item, and 401 without a session", async () => {
    const owner = await s.h.signIn('offers.owner@example.com');
    const { items } = await placeOrder(s, owner, [{ variant: V.pins, quantity: 1 }]);
    const stranger = await s.h.signIn('offers.stranger@example.com');
    expect((await s.call('GET', `/order-item/after-purchase?id=${items[0]!.id}`, stranger)).status).toBe(404);
    expect((await s.call('GET', `/order-item/after-purchase?id=${items[0]!.id}`)).status).toBe(401);
    expect((await s.call('GET', '/order-item/after-purchase?id=abc', owner)).status).toBe(422);
  });
});

describe('the shopper cancels a cash order', () => {
  it('cancels one item with a reason: stock back, CANCELLED on its timeline, the rest untouched, both told', async () => {
    const token = await s.h.signIn('cash.cancel.one@example.com');
    const before = { pins: await stockOf(s, V.pins), abaya: await stockOf(s, V.abaya) };
    const { number, items } = await placeOrder(s, token, [{ variant: V.pins, quantity: 2 }, { variant: V.abaya, quantity: 1 }]);
    const sent = s.h.outbox.length;
    const res = await cancel(token, number, { items: [items[0]!.id], reason: 'ordered_by_mistake' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ order_number: number, cancelled: [items[0]!.id], refunded: null, payment_status: 'UNPAID' });
    expect(await stockOf(s, V.pins)).toBe(before.pins);
    expect(await stockOf(s, V.abaya)).toBe(before.abaya - 1);
    expect(await latestOf(s, items[0]!.id)).toBe('CANCELLED');
    expect(await latestOf(s, items[1]!.id)).toBe('PLACED');
    const reason = await rows<{ reason: string }>(s, sql`SELECT reason FROM cancellations WHERE order_item_id = ${items[0]!.id}`);
    expect(reason).toEqual([{ reason: 'ordered_by_mistake' }]);
    // The timeline entry is worded by its kind on the page.
    const item = (await s.call('GET', `/order-item?id=${items[0]!.id}`, token)).body.data;
    expect(item.statuses[0]).toMatchObject({ status: 'CANCELLED', kind: 'cancelled_by_shopper' });
    const messages = s.h.outbox.slice(sent);
    const shopper = messages.find((m) => m.to.email === 'cash.cancel.one@example.com');
    expect(shopper?.subject).toBe(`Order ${number}: cancelled as you asked`);
    expect(shopper?.text).toContain('2 × Pearl Hijab Pins (Standard)');
    expect(shopper?.text).toContain('You will not be charged for this item.');
    const owner = messages.find((m) => m.to.email === OWNER);
    expect(owner?.text).toContain(`${items[0]!.code} (2 × Pearl Hijab Pins`);
    expect(owner?.text).toContain('Reason: I ordered it by mistake.');
  });

  it('cancels every item of the order when none is named, and a second cancel is refused with nothing changed', async () => {
    const token = await s.h.signIn('cash.cancel.all@example.com');
    const { number, items } = await placeOrder(s, token, [{ variant: V.whiteM, quantity: 1 }, { variant: V.abaya, quantity: 2 }]);
    const before = { whiteM: await stockOf(s, V.whiteM), abaya: await stockOf(s, V.abaya) };
    const res = await cancel(token, number, { reason: 'changed_mind' });
    expect(res.status).toBe(200);
    expect(res.body.data.cancelled).toEqual(items.map((i) => i.id));
    expect(await stockOf(s, V.whiteM)).toBe(before.whiteM + 1);
    expect(await stockOf(s, V.abaya)).toBe(before.abaya + 2);
    const again = await cancel(token, number, { reason: 'changed_mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_cancelled');
    const item = await cancel(token, number, { items: [items[0]!.id], reason: 'changed_mind' });
    expect(item.body.code).toBe('already_cancelled');
    expect(await stockOf(s, V.whiteM)).toBe(before.whiteM + 1);
    const entries = await rows<{ n: number }>(s, sql`SELECT count(*)::int AS n FROM order_item_statuses WHERE order_item_id = ${items[0]!.id} AND status = 'CANCELLED'`);
    expect(entries[0]!.n).toBe(1);
  });

  it('cancels an item in PROCESSING, the last step before shipping, and refuses one SHIPPED', async () => {
    const token = await s.h.signIn('cash.cancel.limit@example.com');
    const { number, items } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }]);
    await moveItem(s, items[0]!.code, 'CONFIRMED', 'PROCESSING');
    await moveItem(s, items[1]!.code, 'CONFIRMED', 'PROCESSING', 'SHIPPED');
    const stock = await stockOf(s, V.abaya);
    const shipped = await cancel(token, number, { items: [items[1]!.id], reason: 'changed_mind' });
    expect(shipped.status).toBe(409);
    expect(shipped.body.code).toBe('item_not_cancellable');
    // Both named: the shipped one refuses the whole request.
    const both = await cancel(token, number, { items: [items[0]!.id, items[1]!.id], reason: 'changed_mind' });
    expect(both.body.code).toBe('item_not_cancellable');
    expect(await latestOf(s, items[0]!.id)).toBe('PROCESSING');
    expect(await stockOf(s, V.abaya)).toBe(stock);
    expect((await cancel(token, number, { items: [items[0]!.id], reason: 'delivery_too_slow' })).status).toBe(200);
    expect(await latestOf(s, items[0]!.id)).toBe('CANCELLED');
    // Only the shipped item is left: nothing to cancel.
    expect((await cancel(token, number, { reason: 'changed_mind' })).body.code).toBe('item_not_cancellable');
  });

  it("refuses another shopper's order, an item of another order, and wrong input, changing nothing", async () => {
    const owner = await s.h.signIn('cash.cancel.owner@example.com');
    const mine = await placeOrder(s, owner, [{ variant: V.pins, quantity: 1 }]);
    const other = await placeOrder(s, owner, [{ variant: V.pins, quantity: 1 }]);
    const stranger = await s.h.signIn('cash.cancel.stranger@example.com');
    const theirs = await cancel(stranger, mine.number, { reason: 'changed_mind' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('order_not_found');
    const elsewhere = await cancel(owner, mine.number, { items: [other.items[0]!.id], reason: 'changed_mind' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('item_not_found');
    for (const body of [{}, { reason: 'bored' }, { reason: 'changed_mind', items: [] }, { reason: 'changed_mind', items: ['x'] }, { reason: 'changed_mind', items: [0] }]) {
      const res = await cancel(owner, mine.number, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await cancel(owner, 'not a number', { reason: 'changed_mind' })).status).toBe(404);
    expect((await s.call('POST', `/orders/${mine.number}/cancel`, undefined, { reason: 'changed_mind' })).status).toBe(401);
    expect(await latestOf(s, mine.items[0]!.id)).toBe('PLACED');
  });
});

describe('the shopper cancels a card order', () => {
  it("refunds the item's amount through the provider, then the rest with delivery when the last item goes", async () => {
    const token = await s.h.signIn('card.cancel@example.com');
    // 45.50 + 200.00 = 245.50: free delivery (over 200).
    const { number, items, total } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }], 'card');
    expect(await paymentOf(s, number)).toBe('PAID');
    const first = await cancel(token, number, { items: [items[0]!.id], reason: 'found_cheaper' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ refunded: 45.5, payment_status: 'PAID' });
    expect(s.stand.refunds.at(-1)).toMatchObject({ amount: 4550 });
    const second = await cancel(token, number, { items: [items[1]!.id], reason: 'found_cheaper' });
    expect(second.body.data).toMatchObject({ refunded: total - 45.5, payment_status: 'REFUNDED' });
    expect(s.stand.refunds.at(-1)).toMatchObject({ amount: Math.round((total - 45.5) * 100) });
    const recorded = await rows<{ amount: number; method: string; cause: string }>(s, sql`
      SELECT amount, method, cause FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = ${number} ORDER BY r.id`);
    expect(recorded).toEqual([{ amount: 4550, method: 'card', cause: 'cancel' }, { amount: Math.round(total * 100) - 4550, method: 'card', cause: 'cancel' }]);
  });

  it('refunds a whole order in full, delivery included, in one refund', async () => {
    const token = await s.h.signIn('card.cancel.whole@example.com');
    // 45.50: under 200, so 15 AED of delivery.
    const { number, total } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }], 'card');
    const before = refundRequests().length;
    const res = await cancel(token, number, { reason: 'changed_mind' });
    expect(res.body.data).toMatchObject({ refunded: total, payment_status: 'REFUNDED' });
    expect(total).toBe(60.5);
    expect(refundRequests()).toHaveLength(before + 1);
    expect(refundRequests().at(-1)!.params).not.toHaveProperty('amount');
  });

  it('closes the payment page of an order still waiting for its payment, so that a cancelled order cannot be paid', async () => {
    const token = await s.h.signIn('card.cancel.unpaid@example.com');
    await s.call('POST', '/cart', token, { variant_id: V.pins, quantity: 1 });
    const placed = await s.call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'card' }, { origin: SITE });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const sessionId = placed.body.data.payment_url.split('/').pop() as string;
    expect(s.stand.sessions.get(sessionId)!.status).toBe('open');
    const res = await cancel(token, placed.body.data.order_number, { reason: 'changed_mind' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: null, payment_status: 'UNPAID' });
    expect(s.stand.sessions.get(sessionId)!.status).toBe('expired');
  });

  it('without the card provider configured, refuses with 503 and changes nothing', async () => {
    const token = await s.h.signIn('card.cancel.noprov@example.com');
    const { number, items } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }], 'card');
    const stock = await stockOf(s, V.pins);
    const op: string[] = [];
    // The operator's command without STRIPE_SECRET_KEY: the same rule refuses it.
    expect(await runCommand({ db: s.h.db, out: () => {}, err: (l) => op.push(l) }, ['cancel', number, 'x'])).toBe(1);
    expect(op.join('\n')).toMatch(/STRIPE_SECRET_KEY/);
    expect(await latestOf(s, items[0]!.id)).toBe('PLACED');
    expect(await stockOf(s, V.pins)).toBe(stock);
  });
});

describe("the operator's cancel (the office's order service)", () => {
  it('cancels what has not been delivered, shipped included, and tells the shopper in their language', async () => {
    const token = await s.h.signIn('op.cancel@example.com');
    const { number, items } = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }], 'cod', { 'accept-language': 'ar' });
    await moveItem(s, items[1]!.code, 'CONFIRMED', 'PROCESSING', 'SHIPPED');
    const sent = s.h.outbox.length;
    const out: string[] = [];
    expect(await runCommand({ db: s.h.db, notifier: { send: async (m) => void s.h.outbox.push(m) }, out: (l) => out.push(l), err: () => {} }, ['cancel', number, 'Lost in transit'])).toBe(0);
    expect(out.join('\n')).toContain(`${items[1]!.code}: SHIPPED → CANCELLED, 1 back in stock.`);
    expect(await latestOf(s, items[0]!.id)).toBe('CANCELLED');
    expect(await latestOf(s, items[1]!.id)).toBe('CANCELLED');
    const notice = s.h.outbox.slice(sent).find((m) => m.to.email === 'op.cancel@example.com');
    expect(notice?.subject).toContain(number);
    expect(notice?.text).toContain('Lost in transit');
    expect(notice?.text).toMatch(/[\u0600-\u06ff]/);
  });
});
