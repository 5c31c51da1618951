// Returns and exchanges, through HTTP and the operator's command against a real database: the
// shopper asks within the window (the return_window_days setting) for some of a delivered item, for
// a refund or another size; the shop moves the request step by step; stock, refunds and the
// timeline follow. Both sides of every limit: the window, the quantity, a hygiene item, twice,
// another shopper's item, an item not yet delivered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { productSchema } from '../../src/lib/catalogue/schema.ts';
import { FIXTURE_PRODUCTS, PINS, V } from './fixtures/products.ts';
import { latestOf, moveItem, OWNER, placeOrder, rows, startAfterShop, stockOf, type AfterShop } from './fixtures/after-purchase.ts';

let s: AfterShop;
/** Product 4, a hygiene item: no variation, stock 50 (variant 400). */
const UNDERSCARF = productSchema.parse({ ...PINS, id: '4', sku: 'SKU-4', name: { en: 'Tube Underscarf' }, stock: 50, returnable: false, image: PINS.image.map((p) => p.replace('/2/', '/4/')) });

beforeAll(async () => {
  s = await startAfterShop();
  await seedCatalogue(s.h.db, [...FIXTURE_PRODUCTS, UNDERSCARF]);
});
afterAll(async () => {
  await s?.close();
});

const ask = (token: string, itemId: number, body: unknown) => s.call('POST', `/order-items/${itemId}/return`, token, body);
const offers = async (token: string, itemId: number) => (await s.call('GET', `/order-item/after-purchase?id=${itemId}`, token)).body.data;
/** The operator's command, as `npm run admin -- …` runs it (the same service), its output kept. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand({ db: s.h.db, payments: s.h.app.payments, notifier: { send: async (m) => void s.h.outbox.push(m) }, out: (l) => out.push(l), err: (l) => err.push(l) }, argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
/** Puts an item's delivery this long ago. */
const deliveredAgo = (itemId: number, ms: number) =>
  s.h.db.execute(sql`UPDATE order_item_statuses SET created_at = now() - make_interval(secs => ${ms / 1000}) WHERE order_item_id = ${itemId} AND status = 'DELIVERED'`);
const DAY = 86_400_000;

async function delivered(label: string, cart: { variant: number; quantity: number }[], method: 'cod' | 'card' = 'cod', headers: Record<string, string> = {}) {
  const token = await s.h.signIn(`${label}@example.com`);
  const order = await placeOrder(s, token, cart, method, headers);
  for (const item of order.items) await moveItem(s, item.code, 'CONFIRMED', 'SHIPPED', 'DELIVERED');
  return { token, ...order };
}

describe('asking for a return', () => {
  it('takes some of an item for a refund, then the rest, and refuses more than was bought and a third time', async () => {
    const { token, items } = await delivered('return.quantity', [{ variant: V.whiteM, quantity: 2 }]);
    const item = items[0]!.id;
    expect((await offers(token, item)).returns).toMatchObject({ open: true, window_days: 14, quantity_left: 2 });
    const tooMany = await ask(token, item, { quantity: 3, reason: 'size', kind: 'refund' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'return_quantity_exceeded', data: { quantity_left: 2 } });
    const first = await ask(token, item, { quantity: 1, reason: 'size', kind: 'refund' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ kind: 'refund', quantity: 1, reason: 'size', status: 'REQUESTED', exchange: null });
    expect(await latestOf(s, item)).toBe('RETURN_REQUESTED');
    expect((await ask(token, item, { quantity: 2, reason: 'size', kind: 'refund' })).body.code).toBe('return_quantity_exceeded');
    expect((await ask(token, item, { quantity: 1, reason: 'colour', kind: 'refund' })).status).toBe(201);
    const third = await ask(token, item, { quantity: 1, reason: 'colour', kind: 'refund' });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('already_returned');
    const o = await offers(token, item);
    expect(o.returns.quantity_left).toBe(0);
    expect(o.requests.map((r: { quantity: number }) => r.quantity)).toEqual([1, 1]);
    const count = await rows<{ n: number }>(s, sql`SELECT count(*)::int AS n FROM return_requests WHERE order_item_id = ${item}`);
    expect(count[0]!.n).toBe(2);
  });

  it('takes a request on the last day of the window and refuses one a minute after it closes', async () => {
    const { token, items } = await delivered('return.window', [{ variant: V.pins, quantity: 1 }, { variant: V.abaya, quantity: 1 }]);
    await deliveredAgo(items[0]!.id, 14 * DAY - 60_000);
    await deliveredAgo(items[1]!.id, 14 * DAY + 60_000);
    expect((await offers(token, items[1]!.id)).returns).toMatchObject({ open: false });
    const late = await ask(token, items[1]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('return_window_closed');
    expect((await ask(token, items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' })).status).toBe(201);
    expect(await latestOf(s, items[1]!.id)).toBe('DELIVERED');
  });

  it('follows the return_window_days setting, which the policy page states too', async () => {
    const { token, items } = await delivered('return.setting', [{ variant: V.pins, quantity: 1 }]);
    await deliveredAgo(items[0]!.id, 8 * DAY);
    await s.h.db.execute(sql`INSERT INTO settings (key, value, updated_at) VALUES ('return_window_days', '7'::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    s.h.app.settings.invalidate();
    try {
      expect((await offers(token, items[0]!.id)).returns).toMatchObject({ open: false, window_days: 7 });
      expect((await ask(token, items[0]!.id, { quantity: 1, reason: 'size', kind: 'refund' })).body.code).toBe('return_window_closed');
    } finally {
      await s.h.db.execute(sql`DELETE FROM settings WHERE key = 'return_window_days'`);
      s.h.app.settings.invalidate();
    }
    expect((await ask(token, items[0]!.id, { quantity: 1, reason: 'size', kind: 'refund' })).status).toBe(201);
  });

  it('refuses a hygiene item, an item not yet delivered, and another shopper’s item, changing nothing', async () => {
    const { token, items } = await delivered('return.refusals', [{ variant: 400, quantity: 1 }]);
    const hygiene = await ask(token, items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' });
    expect(hygiene.status).toBe(409);
    expect(hygiene.body.code).toBe('not_returnable');
    expect(await offers(token, items[0]!.id)).toMatchObject({ non_returnable: true, returns: null });

    const pending = await placeOrder(s, token, [{ variant: V.pins, quantity: 1 }]);
    const early = await ask(token, pending.items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not_delivered');
    await moveItem(s, pending.items[0]!.code, 'SHIPPED');
    expect((await ask(token, pending.items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' })).body.code).toBe('not_delivered');

    const other = await delivered('return.other', [{ variant: V.pins, quantity: 1 }]);
    const theirs = await ask(token, other.items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('order_not_found');
    expect(await latestOf(s, other.items[0]!.id)).toBe('DELIVERED');
    for (const body of [{}, { quantity: 0, reason: 'size', kind: 'refund' }, { quantity: 1, reason: 'bored', kind: 'refund' }, { quantity: 1, reason: 'size', kind: 'swap' }, { quantity: 1.5, reason: 'size', kind: 'refund' }]) {
      expect((await ask(other.token, other.items[0]!.id, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await ask(other.token, 0, { quantity: 1, reason: 'size', kind: 'refund' })).status).toBe(404);
    expect((await s.call('POST', `/order-items/${other.items[0]!.id}/return`, undefined, { quantity: 1, reason: 'size', kind: 'refund' })).status).toBe(401);
  });
});

describe('a refund, moved by the shop', () => {
  it('goes requested → approved → picked up → received → refunded; a cash refund says how it was paid; stock back at the end', async () => {
    const { token, number, items } = await delivered('return.cash', [{ variant: V.whiteM, quantity: 2 }], 'cod', { 'accept-language': 'fr' });
    const item = items[0]!.id;
    const request = (await ask(token, item, { quantity: 1, reason: 'damaged', kind: 'refund' })).body.data.id as number;
    const stock = await stockOf(s, V.whiteM);
    // Not in this order: received before approved, refunded before received.
    expect((await admin('return', String(request), 'received')).err).toMatch(/REQUESTED; it cannot become RECEIVED/);
    expect((await admin('return', String(request), 'approve')).code).toBe(0);
    expect((await admin('return', String(request), 'refund')).code).toBe(1);
    expect((await admin('return', String(request), 'picked-up')).code).toBe(0);
    expect((await admin('return', String(request), 'received')).code).toBe(0);
    expect(await stockOf(s, V.whiteM)).toBe(stock);
    // Paid in cash at the door: the refund needs to say how the shop paid it.
    const bare = await admin('return', String(request), 'refund');
    expect(bare.code).toBe(1);
    expect(bare.err).toMatch(/--paid-by/);
    expect((await offers(token, item)).requests[0].status).toBe('RECEIVED');
    const sent = s.h.outbox.length;
    const done = await admin('return', String(request), 'refund', '--paid-by', 'bank transfer AE070331234567890123456');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('AED 108.00 refunded (cod: bank transfer AE070331234567890123456)');
    expect(await stockOf(s, V.whiteM)).toBe(stock + 1);
    const refund = await rows<{ amount: number; method: string; paid_by: string; cause: string; return_id: number }>(s, sql`
      SELECT amount, method, paid_by, cause, return_id FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = ${number}`);
    expect(refund).toEqual([{ amount: 10800, method: 'cod', paid_by: 'bank transfer AE070331234567890123456', cause: 'return', return_id: request }]);
    const timeline = (await s.call('GET', `/order-item?id=${item}`, token)).body.data.statuses.map((e: { status: string; kind: string }) => `${e.status}:${e.kind}`);
    expect(timeline.slice(0, 5)).toEqual(['REFUNDED:return_refunded', 'RETURN_RECEIVED:return_received', 'RETURN_PICKED_UP:return_picked_up', 'RETURN_APPROVED:return_approved', 'RETURN_REQUESTED:return_requested']);
    // Told in French, the language of the order.
    const notice = s.h.outbox.slice(sent).find((m) => m.to.email === 'return.cash@example.com');
    expect(notice?.subject).toBe(`Commande ${number} : votre retour`);
    expect(notice?.text).toContain('bank transfer AE070331234567890123456');
    // Done: no step after it.
    expect((await admin('return', String(request), 'refuse', 'too late')).code).toBe(1);
  });

  it("a card order's return is refunded through the provider, for the units returned", async () => {
    const { token, items } = await delivered('return.card', [{ variant: V.pins, quantity: 3 }], 'card');
    const request = (await ask(token, items[0]!.id, { quantity: 2, reason: 'not_as_described', kind: 'refund' })).body.data.id as number;
    for (const step of ['approve', 'picked-up', 'received']) expect((await admin('return', String(request), step)).code).toBe(0);
    const done = await admin('return', String(request), 'refund');
    expect(done.code, done.err).toBe(0);
    expect(s.stand.refunds.at(-1)).toMatchObject({ amount: 9100 });
    expect(s.stand.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.idempotencyKey).toBe(`refund-return-${request}`);
  });

  it('refused with a reason the shopper is told; the units can be asked for again', async () => {
    const { token, items } = await delivered('return.refused', [{ variant: V.abaya, quantity: 1 }]);
    const request = (await ask(token, items[0]!.id, { quantity: 1, reason: 'changed_mind', kind: 'refund' })).body.data.id as number;
    expect((await admin('return', String(request), 'refuse')).code).toBe(2);
    const refused = await admin('return', String(request), 'refuse', 'The item has been worn.');
    expect(refused.code).toBe(0);
    const o = await offers(token, items[0]!.id);
    expect(o.requests[0]).toMatchObject({ status: 'REFUSED', refusal: 'The item has been worn.' });
    expect(o.returns.quantity_left).toBe(1);
    expect(s.h.outbox.at(-1)?.text).toContain('The item has been worn.');
  });
});

describe('an exchange for another size', () => {
  it('holds the size asked for at once, frees it when refused, and puts the returned one back when exchanged', async () => {
    const { token, items } = await delivered('exchange.size', [{ variant: V.whiteM, quantity: 1 }]);
    const item = items[0]!.id;
    const choices = (await offers(token, item)).returns.exchange_variants;
    expect(choices).toEqual(expect.arrayContaining([expect.objectContaining({ variant_id: V.whiteXL, color: 'white', size: 'xl' })]));
    // Another product's variant, the item's own, or one sold out: refused.
    expect((await ask(token, item, { quantity: 1, reason: 'size', kind: 'exchange', exchange_variant_id: V.abaya })).body.code).toBe('exchange_variant_invalid');
    expect((await ask(token, item, { quantity: 1, reason: 'size', kind: 'exchange', exchange_variant_id: V.whiteM })).status).toBe(422);
    expect((await ask(token, item, { quantity: 1, reason: 'size', kind: 'exchange' })).status).toBe(422);
    const soldOut = await ask(token, item, { quantity: 1, reason: 'colour', kind: 'exchange', exchange_variant_id: V.blackXL });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe('insufficient_stock');

    const xl = await stockOf(s, V.whiteXL);
    const m = await stockOf(s, V.whiteM);
    const first = await ask(token, item, { quantity: 1, reason: 'size', kind: 'exchange', exchange_variant_id: V.whiteXL });
    expect(first.status).toBe(201);
    expect(first.body.data.exchange).toEqual({ color: 'white', size: 'xl' });
    expect(await stockOf(s, V.whiteXL)).toBe(xl - 1);
    expect((await admin('return', String(first.body.data.id), 'refuse', 'Not collected: nobody at the address.')).code).toBe(0);
    expect(await stockOf(s, V.whiteXL)).toBe(xl);

    const second = (await ask(token, item, { quantity: 1, reason: 'size', kind: 'exchange', exchange_variant_id: V.whiteXL })).body.data.id as number;
    for (const step of ['approve', 'picked-up', 'received']) expect((await admin('return', String(second), step)).code).toBe(0);
    expect((await admin('return', String(second), 'refund')).err).toMatch(/exchange: mark it EXCHANGED/);
    expect((await admin('return', String(second), 'exchange')).code).toBe(0);
    expect(await stockOf(s, V.whiteXL)).toBe(xl - 1);
    expect(await stockOf(s, V.whiteM)).toBe(m + 1);
    expect(await latestOf(s, item)).toBe('EXCHANGED');
    const listed = await admin('returns', 'all');
    expect(listed.out).toMatch(new RegExp(`#${second} .* EXCHANGED .*exchange for white, XL, reason: size`));
  });
});

describe("the operator's list", () => {
  it('lists the requests still open, oldest first', async () => {
    const { token, items } = await delivered('return.list', [{ variant: V.pins, quantity: 1 }]);
    const id = (await ask(token, items[0]!.id, { quantity: 1, reason: 'size', kind: 'refund' })).body.data.id as number;
    const listed = await admin('returns');
    expect(listed.out).toMatch(new RegExp(`#${id} .*return\\.list@example\\.com\\s+REQUESTED\\s+1 × Pearl Hijab Pins`));
    expect(listed.out).not.toMatch(/REFUNDED|EXCHANGED/);
    expect((await admin('return', '999999', 'approve')).err).toMatch(/No return has the number 999999/);
    expect((await admin('return', 'x', 'approve')).code).toBe(2);
    expect((await admin('return', String(id), 'teleport')).code).toBe(2);
  });
});
