// Cash on delivery as Gulf shops run it, through HTTP against a real database: the fee (a line of
// its own in the order, its reply, its pages' amounts and its notice, with its VAT in the tax), the
// largest order cash may pay, and the deliveries refused at the door (REFUSED, set by the owner)
// after which a shopper is offered cash no more. The settings change live, as the operator sets them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
const stockOf = async (variantId: number) => (await rows<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variantId}`))[0]!.stock;

function operator() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, ctx: { db: h.db, settingsFile: 'content/settings.json', out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

async function setting(key: string, value: string) {
  const op = operator();
  expect(await runCommand(op.ctx, ['settings', 'set', key, value]), op.err.join('\n')).toBe(0);
}

/** The shopper's cart (pins at 45.50 each) as a cash order. */
async function cashOrder(token: string, pins: number, headers: Record<string, string> = {}) {
  await call('POST', '/cart', token, { variant_id: V.pins, quantity: pins });
  return call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' }, headers);
}

/** Ships every item of an order, then marks them refused at the door. */
async function refuseAtDoor(number: string, items: number) {
  for (let n = 1; n <= items; n++) {
    const op = operator();
    for (const step of [['CONFIRMED'], ['PROCESSING'], ['SHIPPED', '--tracking', '1Z999']]) {
      expect(await runCommand(op.ctx, ['status', `${number}-${n}`, step[0]!, 'on its way', ...step.slice(1)]), op.err.join('\n')).toBe(0);
    }
    expect(await runCommand(op.ctx, ['status', `${number}-${n}`, 'REFUSED', 'The shopper would not take the parcel']), op.err.join('\n')).toBe(0);
  }
}

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
  // 15 AED delivery under 200 AED, 5 % VAT.
  await setting('fixed_delivery_charge', '15');
  await setting('free_delivery_threshold', '200');
  await setting('vat_rate', '5');
});
afterAll(async () => h?.close());

describe('cash on delivery settings', () => {
  it('are checked by the settings schema, and refuse what breaks their rule', async () => {
    for (const [key, value] of [['cod_fee', '-1'], ['cod_fee', '1000.01'], ['cod_fee', 'free'], ['cod_max_order_total', '-5'], ['cod_refusal_limit', '1.5'], ['cod_refusal_limit', '101']]) {
      const op = operator();
      expect(await runCommand(op.ctx, ['settings', 'set', key!, value!]), `${key} ${value}`).toBe(1);
      expect(op.err.join('\n')).toMatch(new RegExp(`Invalid value for ${key}`));
    }
    for (const [key, value] of [['cod_fee', '0'], ['cod_fee', '1000'], ['cod_max_order_total', '0'], ['cod_refusal_limit', '100'], ['cod_refusal_limit', '0']]) await setting(key!, value!);
  });
});

describe('the cash on delivery fee', () => {
  it('is a line of its own: in the total, the reply, the order pages and the notice, its VAT in the tax', async () => {
    await setting('cod_fee', '15');
    const token = await h.signIn('cod.fee@example.com');
    const options = await call('GET', '/payments/options?amount=106.00', token);
    expect(options.body.data.options).toEqual([{ id: 'cod', online: false, available: true, fee: 15 }]);
    const sent = h.outbox.length;
    // 2 × 45.50 = 91.00 + 15.00 delivery + 15.00 fee = 121.00; VAT 91/21 = 4.33, + 15/21 = 0.71 twice.
    const res = await cashOrder(token, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ sub_total_amount: 91, delivery_charge: 15, cod_fee: 15, total_amount: 121, tax_amount: 5.75 });
    const number = res.body.data.order_number;
    const [order] = await rows<{ cod_fee: number; total_amount: number; tax: number }>(sql`SELECT cod_fee, total_amount, tax FROM orders WHERE order_number = ${number}`);
    expect(order).toEqual({ cod_fee: 1500, total_amount: 12100, tax: 575 });
    const page = await call('GET', `/orders/${number}`, token);
    expect(page.body.data).toMatchObject({ cod_fee: 15, total_amount: 121 });
    expect(page.body.data.items[0].order).toMatchObject({ cod_fee: 15, delivery_charge: 15, total_amount: 121 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const notice = h.outbox.slice(sent).find((m) => m.to.email === 'cod.fee@example.com')!;
    const text = notice.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Cash on delivery fee: AED 15.00');
    expect(text).toContain('Cash on delivery fee: AED 15.00\nTotal to pay on delivery: AED 121.00\nIncludes VAT (5%): AED 5.75');
    // The operator's command lists it too.
    const op = operator();
    expect(await runCommand(op.ctx, ['show', number])).toBe(0);
    expect(op.out.join('\n').replace(/\u00a0/g, ' ')).toContain('Cash on delivery fee AED 15.00  Total AED 121.00');
  });

  it('changes live with the setting, and is never charged when it is 0', async () => {
    await setting('cod_fee', '0');
    const token = await h.signIn('cod.nofee@example.com');
    const res = await cashOrder(token, 1);
    expect(res.body.data).toMatchObject({ cod_fee: 0, total_amount: 60.5 });
    await setting('cod_fee', '12.5');
    expect((await cashOrder(token, 1)).body.data).toMatchObject({ cod_fee: 12.5, total_amount: 73 });
    await setting('cod_fee', '0');
  });
});

describe('the largest order cash may pay', () => {
  it('allows an order of exactly the maximum (before the fee), and refuses one fils more with 409 cod_unavailable, changing nothing', async () => {
    await setting('cod_fee', '10');
    // Two pins and delivery: 106.00, the maximum.
    await setting('cod_max_order_total', '106');
    const token = await h.signIn('cod.max@example.com');
    const at = await cashOrder(token, 2);
    expect(at.status, JSON.stringify(at.body)).toBe(201);
    expect(at.body.data).toMatchObject({ total_amount: 116, cod_fee: 10 });
    expect((await call('GET', '/payments/options?amount=106', token)).body.data.options[0]).toMatchObject({ id: 'cod', available: true, max_amount: 106 });

    const over = await call('GET', '/payments/options?amount=106.01', token);
    expect(over.body.data.options).toEqual([{ id: 'cod', online: false, available: false, reason: 'cod_over_max', fee: 10, max_amount: 106 }]);
    await setting('cod_max_order_total', '105.99');
    const stock = await stockOf(V.pins);
    const refused = await cashOrder(token, 2);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cod_unavailable', data: { code: 'cod_unavailable', reason: 'cod_over_max', max_amount: 105.99 } });
    expect(await stockOf(V.pins)).toBe(stock);
    // The cart is kept for another way to pay.
    expect((await call('GET', '/cart', token)).body.data.length).toBeGreaterThan(0);
    await setting('cod_max_order_total', '0');
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })).status).toBe(201);
    await setting('cod_fee', '0');
  });
});

describe('deliveries refused at the door', () => {
  it('are a status the owner sets on a shipped cash order (stock back), never on an order paid online or one not shipped', async () => {
    const token = await h.signIn('cod.refuser.one@example.com');
    const placed = await cashOrder(token, 1);
    const number = placed.body.data.order_number;
    const op = operator();
    expect(await runCommand(op.ctx, ['status', `${number}-1`, 'REFUSED', 'Too early'])).toBe(1);
    expect(op.err.join('\n')).toContain('Only a SHIPPED item can be refused at the door; this one is PLACED.');
    const stock = await stockOf(V.pins);
    await refuseAtDoor(number, 1);
    expect(await stockOf(V.pins)).toBe(stock + 1);
    const again = operator();
    expect(await runCommand(again.ctx, ['status', `${number}-1`, 'DELIVERED', 'changed mind'])).toBe(1);
    expect(again.err.join('\n')).toContain('The item is REFUSED already');
    const page = await call('GET', `/orders/${number}`, token);
    expect(page.body.data.items[0].statuses[0]).toMatchObject({ status: 'REFUSED' });
    expect(page.body.data.payment_status).toBe('UNPAID');
  });

  it(`withdraw cash on delivery once a shopper has refused as many as the setting allows, and not before`, async () => {
    await setting('cod_refusal_limit', '2');
    const token = await h.signIn('cod.refuser.two@example.com');
    const first = await cashOrder(token, 1);
    await refuseAtDoor(first.body.data.order_number, 1);
    // One refusal of two allowed: still offered.
    expect((await call('GET', '/payments/options?amount=60.5', token)).body.data.options[0]).toMatchObject({ id: 'cod', available: true });
    const second = await cashOrder(token, 1);
    expect(second.status).toBe(201);
    await refuseAtDoor(second.body.data.order_number, 1);
    expect((await call('GET', '/payments/options?amount=60.5', token)).body.data.options).toEqual([
      { id: 'cod', online: false, available: false, reason: 'cod_refused', fee: 0 },
    ]);
    const refused = await cashOrder(token, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'cod_unavailable', reason: 'cod_refused' });
    // Another shopper is not concerned, and the owner may allow more.
    const other = await h.signIn('cod.other@example.com');
    expect((await cashOrder(other, 1)).status).toBe(201);
    await setting('cod_refusal_limit', '3');
    expect((await call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })).status).toBe(201);
    await setting('cod_refusal_limit', '0');
  });
});
