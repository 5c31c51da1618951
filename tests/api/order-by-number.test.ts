// GET /api/orders/{order_number}: one of the signed-in shopper's orders whole (the confirmation
// page reads it on every load), in checkout's reply shape, with amounts that reconcile; another
// shopper's order, an unknown number and a malformed one are all 404; no session is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;
let alice: string;
let bob: string;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
  // 15 AED delivery under 200 AED, 5 % VAT, as an operator would set them.
  await h.db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES
      ('fixed_delivery_charge', '15'::jsonb, now()), ('is_free_delivery', '"0"'::jsonb, now()),
      ('free_delivery_threshold', '200'::jsonb, now()), ('vat_rate', '5'::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  alice = await h.signIn('alice.confirmation@example.com');
  bob = await h.signIn('bob.confirmation@example.com');
});
afterAll(() => h?.close());

type Amounts = { sub_total_amount: number; offer_amount: number; delivery_charge: number; total_amount: number; tax_amount: number };
const fils = (aed: number) => Math.round(aed * 100);
function reconciles(o: Amounts): boolean {
  return fils(o.total_amount) === fils(o.sub_total_amount) - fils(o.offer_amount) + fils(o.delivery_charge) && o.tax_amount <= o.total_amount;
}

async function placeOrder(token: string, lines: [number, number][]) {
  for (const [variant_id, quantity] of lines) await call('POST', '/cart', token, { variant_id, quantity });
  const placed = await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

describe('GET /orders/{order_number}', () => {
  it('answers the order as checkout did: number, amounts, address and every item with its picture', async () => {
    const placed = await placeOrder(alice, [[V.whiteXL, 2], [V.pins, 1]]);
    const res = await call('GET', `/orders/${placed.order_number}`, alice);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual(placed);
    const order = res.body.data;
    expect(order.items.map((i: { code: string }) => i.code)).toEqual([`${placed.order_number}-1`, `${placed.order_number}-2`]);
    expect(order.items[0].item.images[0].url).toMatch(/\S/);
    expect(JSON.parse(order.items[0].order.address)).toMatchObject({ city: ADDRESS.city, country: ADDRESS.country });
  });

  it('has amounts that reconcile on both sides of the free-delivery threshold, VAT included not added', async () => {
    // 45.50 AED: under 200, delivery charged.
    const under = (await call('GET', `/orders/${(await placeOrder(alice, [[V.pins, 1]])).order_number}`, alice)).body.data;
    expect(under).toMatchObject({ sub_total_amount: 45.5, offer_amount: 0, delivery_charge: 15, total_amount: 60.5, tax_amount: 2.88 });
    expect(reconciles(under)).toBe(true);
    // 250 AED less 20 %: exactly 200, so free; the discount is a line of its own.
    const at = (await call('GET', `/orders/${(await placeOrder(alice, [[V.abaya, 1]])).order_number}`, alice)).body.data;
    expect(at).toMatchObject({ sub_total_amount: 250, offer_amount: 50, delivery_charge: 0, total_amount: 200, tax_amount: 9.52 });
    expect(reconciles(at)).toBe(true);
  });

  it("is 404 for another shopper's order, an unknown number and a malformed one", async () => {
    const placed = await placeOrder(alice, [[V.pins, 1]]);
    const other = await call('GET', `/orders/${placed.order_number}`, bob);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, message: 'Order not found', code: 'order_not_found' });
    expect(JSON.stringify(other.body)).not.toContain(placed.order_number);
    expect((await call('GET', '/orders/ORD-999999', alice)).status).toBe(404);
    expect((await call('GET', `/orders/${encodeURIComponent('ORD 1; DROP')}`, alice)).status).toBe(404);
    expect((await call('GET', `/orders/${'A'.repeat(41)}`, alice)).status).toBe(404);
  });

  it('needs a signed-in shopper', async () => {
    const placed = await placeOrder(alice, [[V.pins, 1]]);
    expect((await call('GET', `/orders/${placed.order_number}`)).status).toBe(401);
  });
});
