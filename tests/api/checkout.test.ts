// POST /api/checkout through HTTP: arithmetic, stock, rollback, idempotency, validation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;

const stockOf = async (variantId: number) =>
  ((await h.db.execute(sql`SELECT stock FROM variants WHERE id = ${variantId}`)) as unknown as { rows: { stock: number }[] }).rows[0]!.stock;
const orderCount = async () =>
  ((await h.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
  // Settings as an operator would set them: 15 AED delivery under 200 AED, 5 % VAT.
  await h.db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES
      ('fixed_delivery_charge', '15'::jsonb, now()), ('is_free_delivery', '"0"'::jsonb, now()),
      ('free_delivery_threshold', '200'::jsonb, now()), ('vat_rate', '5'::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
});
afterAll(() => h?.close());

const checkout = (token: string, body: unknown = { address: ADDRESS, payment_method: 'cod' }, key?: string) =>
  call('POST', '/checkout', token, body, key ? { 'Idempotency-Key': key } : {});

describe('checkout', () => {
  it('needs a signed-in shopper', async () => {
    expect((await call('POST', '/checkout', undefined, { address: ADDRESS, payment_method: 'cod' })).status).toBe(401);
  });

  it('offers cash on delivery alone, and refuses a card, without STRIPE_SECRET_KEY', async () => {
    expect((await call('GET', '/payments/methods')).body.data).toEqual({ methods: ['cod'] });
    const token = await h.signIn('no.card@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const res = await checkout(token, { address: ADDRESS, payment_method: 'card' });
    expect(res.status).toBe(422);
    expect(res.body.errors.payment_method[0]).toBe("The payment method must be one of 'cod': card is not available.");
    expect(res.body).toMatchObject({ code: 'method_unavailable', data: { code: 'method_unavailable', method: 'card' } });
    expect(await orderCount()).toBe(0);
    expect((await call('POST', '/payments/retry', token, { order: 'ORD-000001' })).status).toBe(404);
  });

  it('refuses an empty cart', async () => {
    const token = await h.signIn('empty.checkout@example.com');
    const res = await checkout(token);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, message: 'Your cart is empty.', code: 'cart_empty' });
  });

  it('validates the address, the payment method and the Idempotency-Key', async () => {
    const token = await h.signIn('invalid.checkout@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const cases: unknown[] = [
      {},
      { payment_method: 'cod' },
      { address: { ...ADDRESS, country: 'US' }, payment_method: 'cod' },
      { address: { ...ADDRESS, phone_number: '0501234567' }, payment_method: 'cod' },
      { address: { ...ADDRESS, name: '' }, payment_method: 'cod' },
      { address: { ...ADDRESS, street_address: 'x'.repeat(201) }, payment_method: 'cod' },
      { address: { ...ADDRESS, country: 'SA', postal_code: '<script>' }, payment_method: 'cod' },
      { address: ADDRESS, payment_method: 'card' },
      { address: 'not an address', payment_method: 'cod' },
    ];
    for (const body of cases) {
      const res = await checkout(token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    const badKey = await checkout(token, undefined, 'short');
    expect(badKey.status).toBe(422);
    expect(badKey.body.message).toMatch(/Idempotency-Key/);
    expect(await orderCount()).toBe(0);
  });

  it('prices on the server: discount as offer, included VAT, fixed delivery under 200 AED', async () => {
    const token = await h.signIn('under.checkout@example.com');
    await call('POST', '/cart', token, { variant_id: V.whiteM }); // 120 AED − 10 %
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 1 }); // 45.50 AED
    const res = await checkout(token);
    expect(res.status).toBe(201);
    const number = res.body.data.order_number;
    expect(number).toMatch(/^ORD-\d{6}$/);
    expect(number).toBe(`ORD-${String(res.body.data.id).padStart(6, '0')}`);
    expect(res.body.message).toBe(`Thank you! Your order ${number} has been placed. You will pay on delivery.`);
    expect(res.body.data).toMatchObject({
      payment_status: 'UNPAID',
      sub_total_amount: 165.5,
      offer_amount: 12,
      delivery_charge: 15,
      tax_amount: 8.02, // 108 × 5 / 105 = 5.14, 45.50 → 2.17, and 15 delivery → 0.71
      total_amount: 168.5,
    });
    const items = res.body.data.items;
    expect(items.map((i: { code: string }) => i.code)).toEqual([`${number}-1`, `${number}-2`]);
    expect(items[0]).toMatchObject({ quantity: 1, unit_price: 108, total_price: 108, unit_tax: 5.14 });
    expect(items[0].statuses.map((s: { status: string }) => s.status)).toEqual(['PLACED', 'CREATED']);
    expect(items[1]).toMatchObject({ quantity: 1, unit_price: 45.5, total_price: 45.5 });
    expect((await call('GET', '/cart', token)).body.data).toEqual([]);
    expect(await stockOf(V.whiteM)).toBe(4);
    expect(await stockOf(V.pins)).toBe(199);
    // The notice is sent after the reply; give it a moment.
    const findNotice = () =>
      h.outbox.find((m: { to: { email?: string }; subject: string }) => m.to.email === 'under.checkout@example.com' && m.subject.includes(number));
    for (let i = 0; i < 50 && !findNotice(); i++) await new Promise((r) => setTimeout(r, 20));
    const notice = findNotice()!;
    expect(notice).toBeDefined();
    expect(notice.subject).toBe(`Your order ${number} has been placed`);
    expect(notice.text).toContain('168.50');
  });

  it('delivers free from 200 AED after discount', async () => {
    const token = await h.signIn('over.checkout@example.com');
    await call('POST', '/cart', token, { variant_id: V.abaya }); // 250 AED − 20 % = 200 AED
    const res = await checkout(token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sub_total_amount: 250, offer_amount: 50, delivery_charge: 0, total_amount: 200, tax_amount: 9.52 });
  });

  it('rolls everything back on a shortage and answers 409 naming the product', async () => {
    const first = await h.signIn('first.short@example.com');
    const second = await h.signIn('second.short@example.com');
    await call('POST', '/cart', second, { variant_id: V.whiteM, quantity: 2 });
    await call('POST', '/cart', second, { variant_id: V.whiteXL, quantity: 3 });
    await call('POST', '/cart', first, { variant_id: V.whiteXL, quantity: 2 });
    expect((await checkout(first)).status).toBe(201); // leaves 1 White XL
    const beforeM = await stockOf(V.whiteM);
    const orders = await orderCount();
    const res = await checkout(second);
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('Lisbon Chiffon Shayla (White, XL)');
    expect(res.body.message).toContain('only 1 left');
    expect(await stockOf(V.whiteM)).toBe(beforeM); // taken first (lower variant id), then given back
    expect(await stockOf(V.whiteXL)).toBe(1);
    expect(await orderCount()).toBe(orders);
    expect((await call('GET', '/cart', second)).body.data).toHaveLength(2);
  });

  it('sells the last units: a cart of exactly the stock left succeeds, one more is refused', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 3 WHERE id = ${V.blackXL}`);
    const last = await h.signIn('last.units@example.com');
    const late = await h.signIn('late.units@example.com');
    await call('POST', '/cart', last, { variant_id: V.blackXL, quantity: 2 });
    await call('POST', '/cart', late, { variant_id: V.blackXL, quantity: 2 });
    expect((await checkout(last)).status).toBe(201); // 1 left
    const more = await checkout(late); // 2 wanted: one more than the stock left
    expect(more.status).toBe(409);
    expect(more.body.message).toContain('only 1 left');
    expect(await stockOf(V.blackXL)).toBe(1);
    // Down to the stock left, the same shopper gets the very last unit.
    await call('DELETE', `/cart?variant_id=${V.blackXL}&quantity=1`, late);
    expect((await checkout(late)).status).toBe(201);
    expect(await stockOf(V.blackXL)).toBe(0);
  });

  it('returns the first order for a repeated Idempotency-Key, per shopper', async () => {
    const token = await h.signIn('retry.checkout@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 2 });
    const key = 'checkout-retry-0001';
    const first = await checkout(token, undefined, key);
    expect(first.status).toBe(201);
    const orders = await orderCount();
    const again = await checkout(token, undefined, key);
    expect(again.status).toBe(200);
    expect(again.body.data.order_number).toBe(first.body.data.order_number);
    expect(again.body.data.total_amount).toBe(first.body.data.total_amount);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(V.pins)).toBe(197);
    // Another shopper may use the same key for their own order.
    const other = await h.signIn('other.retry@example.com');
    await call('POST', '/cart', other, { variant_id: V.pins });
    const theirs = await checkout(other, undefined, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order_number).not.toBe(first.body.data.order_number);
    // Without the key a retry is a new attempt: the cart is empty now.
    expect((await checkout(token)).status).toBe(422);
  });

  it('leaves every line untouched when only the last line (highest variant id) is short', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 1 WHERE id = ${V.abaya}`);
    const token = await h.signIn('last.line.short@example.com');
    await call('POST', '/cart', token, { variant_id: V.abaya }); // in stock when added, sold before checkout
    await call('POST', '/cart', token, { variant_id: V.whiteM });
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 3 });
    await h.db.execute(sql`UPDATE variants SET stock = 0 WHERE id = ${V.abaya}`);
    const before = { whiteM: await stockOf(V.whiteM), pins: await stockOf(V.pins) };
    const orders = await orderCount();
    const res = await checkout(token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Sorry, Open Abaya is out of stock. Please remove it from your cart.',
      code: 'out_of_stock',
      errors: { variant_id: ['Sorry, Open Abaya is out of stock. Please remove it from your cart.'] },
      error_codes: { variant_id: ['out_of_stock'] },
      data: { variant_id: V.abaya, stock: 0 },
    });
    expect({ whiteM: await stockOf(V.whiteM), pins: await stockOf(V.pins) }).toEqual(before);
    expect(await stockOf(V.abaya)).toBe(0);
    expect(await orderCount()).toBe(orders);
    expect((await call('GET', '/cart', token)).body.data).toHaveLength(3);
    await h.db.execute(sql`UPDATE variants SET stock = 10 WHERE id = ${V.abaya}`);
  });

  it('answers with the order as My Orders reads it, items in variant-id order, statuses newest first', async () => {
    const token = await h.signIn('reply.matches@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 2 });
    await call('POST', '/cart', token, { variant_id: V.whiteM });
    await call('POST', '/cart', token, { variant_id: V.abaya });
    const res = await checkout(token, undefined, 'reply-matches-0001');
    expect(res.status).toBe(201);
    const read = await call('GET', '/order-items?page=1&per_page=10', token);
    expect(read.status).toBe(200);
    // The list is newest first; the checkout answers its items in line order (variant id).
    expect(res.body.data.items).toEqual([...read.body.data].reverse());
    expect(res.body.data.items.map((i: { item: { variant_id: number } }) => i.item.variant_id)).toEqual([V.whiteM, V.pins, V.abaya]);
    expect(res.body.data.items[0].statuses.map((s: { status: string }) => s.status)).toEqual(['PLACED', 'CREATED']);
    // A replay reads the same order back.
    const again = await checkout(token, undefined, 'reply-matches-0001');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
  });
});

describe('the Idempotency-Key header', () => {
  it('takes 8 to 128 visible ASCII characters and refuses 7, 129, spaces and non-ASCII', async () => {
    const token = await h.signIn('key.bounds@example.com');
    const checkout = (key: string) => call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' }, { 'Idempotency-Key': key });
    const message = 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.';
    for (const key of ['k'.repeat(7), 'k'.repeat(129), 'has space', 'clé-unique-1']) {
      const res = await checkout(key);
      expect(res.status, key).toBe(422);
      expect(res.body).toEqual({ success: false, message, code: 'validation_failed', errors: { 'Idempotency-Key': [message] }, error_codes: { 'Idempotency-Key': [expect.any(String)] } });
    }
    for (const key of ['k'.repeat(8), `${'k'.repeat(127)}!`]) {
      expect((await call('POST', '/cart', token, { variant_id: V.pins })).status).toBe(200);
      const res = await checkout(key);
      expect(res.status, key).toBe(201);
      expect((await checkout(key)).status, `${key} again`).toBe(200);
    }
  });
});

// The postcode by the country's rule (src/lib/countries.ts), through the one address schema.
describe('the address by its country', () => {
  const storedAddress = async (orderNumber: string) =>
    JSON.parse(((await h.db.execute(sql`SELECT address FROM orders WHERE order_number = ${orderNumber}`)) as unknown as { rows: { address: string }[] }).rows[0]!.address);

  it('places a UAE order with no postal code at all, and drops one sent for the UAE', async () => {
    const token = await h.signIn('uae.postcode@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const { postal_code: _none, ...withoutPostcode } = ADDRESS;
    const placed = await checkout(token, { address: withoutPostcode, payment_method: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await storedAddress(placed.body.data.order_number)).postal_code).toBe('');

    await call('POST', '/cart', token, { variant_id: V.pins });
    const second = await checkout(token, { address: { ...ADDRESS, postal_code: '12#4' }, payment_method: 'cod' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await storedAddress(second.body.data.order_number)).postal_code).toBe('');
  });

  it('refuses an Indian address without its 6-digit PIN, and takes one with it', async () => {
    const token = await h.signIn('india.postcode@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const india = { ...ADDRESS, city: 'Mumbai', state: 'Maharashtra', country: 'IN', phone_number: '+91 98765 43210' };
    for (const postal_code of [undefined, '', '40000', '4000011']) {
      const res = await checkout(token, { address: { ...india, postal_code }, payment_method: 'cod' });
      expect(res.status, String(postal_code)).toBe(422);
      expect(res.body).toEqual({
        success: false,
        message: res.body.errors.address[0],
        code: 'validation_failed',
        errors: { address: [postal_code ? 'The postal code is not one of India: it reads like 400001.' : 'The postal code is required in India, e.g. 400001.'] },
        error_codes: { address: [expect.any(String)] },
      });
    }
    const placed = await checkout(token, { address: { ...india, postal_code: ' 400001 ' }, payment_method: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await storedAddress(placed.body.data.order_number)).toMatchObject({ postal_code: '400001', phone_number: '+919876543210' });
  });

  it('refuses a Saudi postal code that is not 5 digits, with the 422 shape', async () => {
    const token = await h.signIn('saudi.postcode@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins });
    const saudi = { ...ADDRESS, city: 'Riyadh', state: 'Riyadh', country: 'SA', phone_number: '+966501234567' };
    for (const postal_code of ['1221', '122140', 'ABCDE']) {
      const res = await checkout(token, { address: { ...saudi, postal_code }, payment_method: 'cod' });
      expect(res.status, postal_code).toBe(422);
      expect(res.body).toEqual({
        success: false,
        message: 'The postal code is not one of Saudi Arabia: it reads like 12271.',
        code: 'validation_failed',
        errors: { address: ['The postal code is not one of Saudi Arabia: it reads like 12271.'] },
        error_codes: { address: [expect.any(String)] },
      });
    }
    expect((await checkout(token, { address: { ...saudi, postal_code: '12214' }, payment_method: 'cod' })).status).toBe(201);
  });
});
