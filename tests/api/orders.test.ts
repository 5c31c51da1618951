// GET /api/order-items and GET /api/order-item: the spec's shape, pagination, and privacy.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateArrival } from '../../src/lib/delivery/estimate.ts';
import { holidayCalendar } from '../../src/lib/delivery/holidays.ts';
import { LOCALE_TAGS } from '../../src/lib/locale.ts';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;
let alice: string;
let bob: string;
let orderNumber: string;
const holidays = holidayCalendar(JSON.parse(readFileSync('content/holidays.json', 'utf8')));

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
  alice = await h.signIn('alice.orders@example.com');
  bob = await h.signIn('bob.orders@example.com');
});
afterAll(() => h?.close());

describe('order items', () => {
  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/order-items')).status).toBe(401);
    expect((await call('GET', '/order-item?id=1')).status).toBe(401);
  });

  it('lists nothing before the first order', async () => {
    const res = await call('GET', '/order-items', alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], pagination: { current_page: 1, last_page: 1, total: 0, per_page: 25 } });
  });

  it('lists items newest first in the spec shape', async () => {
    await call('POST', '/cart', alice, { variant_id: V.whiteXL, quantity: 2 });
    await call('POST', '/cart', alice, { variant_id: V.pins });
    const placed = await call('POST', '/checkout', alice, { address: ADDRESS, payment_method: 'cod' });
    expect(placed.status).toBe(201);
    orderNumber = placed.body.data.order_number;
    await call('POST', '/cart', alice, { variant_id: V.abaya });
    const second = await call('POST', '/checkout', alice, { address: ADDRESS, payment_method: 'cod' });

    const res = await call('GET', '/order-items', alice);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 25 });
    expect(res.body.data.map((i: { code: string }) => i.code)).toEqual([`${second.body.data.order_number}-1`, `${orderNumber}-2`, `${orderNumber}-1`]);

    const item = res.body.data[2];
    expect(item).toEqual({
      id: expect.any(Number),
      code: `${orderNumber}-1`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      quantity: 2,
      unit_price: 108,
      total_price: 216,
      unit_tax: 5.14,
      statuses: [
        { id: expect.any(Number), status: 'PLACED', description: expect.any(String), kind: 'placed', created_at: expect.any(String), tracking_number: null, carrier: null },
        { id: expect.any(Number), status: 'CREATED', description: expect.any(String), kind: 'created', created_at: expect.any(String), tracking_number: null, carrier: null },
      ],
      item: {
        name: 'Lisbon Chiffon Shayla',
        names: { en: 'Lisbon Chiffon Shayla', ar: 'شيلة لشبونة من الشيفون' },
        variant_name: 'White, XL',
        variant_id: V.whiteXL,
        images: [{ url: '/images/products/1/1.webp' }],
        attributes: [
          { attribute: { name: 'Color', code: 'color' }, value: 'White', value_code: 'white' },
          { attribute: { name: 'Size', code: 'size' }, value: 'XL', value_code: 'xl' },
        ],
        product: { id: 1, name: 'Lisbon Chiffon Shayla', cover: '/images/products/1/1.webp' },
      },
      order: {
        order_number: orderNumber,
        payment_method: 'cod',
        payment_status: 'UNPAID',
        delivery_charge: expect.any(Number),
        cod_fee: 0,
        offer_amount: 24,
        total_amount: expect.any(Number),
        sub_total_amount: 285.5,
        tax_amount: expect.any(Number),
        created_at: expect.any(String),
        address: expect.any(String),
      },
    });
    expect(JSON.parse(item.order.address)).toEqual(ADDRESS);
    expect(item.order.total_amount).toBeCloseTo(285.5 - 24 + item.order.delivery_charge, 2);
  });

  it('pages with page and per_page', async () => {
    const page2 = await call('GET', '/order-items?page=2&per_page=2', alice);
    expect(page2.body.pagination).toEqual({ current_page: 2, last_page: 2, total: 3, per_page: 2 });
    expect(page2.body.data.map((i: { code: string }) => i.code)).toEqual([`${orderNumber}-1`]);
    const beyond = await call('GET', '/order-items?page=9', alice);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    for (const q of ['per_page=101', 'per_page=0', 'page=0', 'page=x', 'per_page=2.5']) {
      expect((await call('GET', `/order-items?${q}`, alice)).status, q).toBe(422);
    }
  });

  it('reads one item by id', async () => {
    const list = await call('GET', '/order-items', alice);
    const id = list.body.data[2].id;
    const res = await call('GET', `/order-item?id=${id}`, alice);
    expect(res.status).toBe(200);
    // The item as the list has it, with the other items of its order (oldest first), which the
    // order's totals also cover; never itself, nor another order's.
    type Listed = { id: number; order: { order_number: string } };
    const sameOrder = (of: Listed) => (list.body.data as Listed[]).filter((o) => o.order.order_number === of.order.order_number && o.id !== of.id).reverse();
    const { other_items: others, arrival: _arrival, ...item } = res.body.data;
    expect({ success: res.body.success, data: item }).toEqual({ success: true, data: list.body.data[2] });
    expect(others.length).toBeGreaterThan(0);
    expect(others).toEqual(sameOrder(list.body.data[2]));
    for (const listed of list.body.data as Listed[]) {
      const one = await call('GET', `/order-item?id=${listed.id}`, alice);
      expect(one.body.data.other_items.map((o: Listed) => o.id)).toEqual(sameOrder(listed).map((o) => o.id));
    }
  });

  it('says when the item arrives at the order\'s address, in the language the page asks in', async () => {
    const list = await call('GET', '/order-items', alice);
    const { id, order } = list.body.data[2];
    const estimate = estimateArrival(new Date(order.created_at), 'AE', 'Dubai', holidays);
    // The range as Intl says it in each page's language.
    const range = (locale: 'en' | 'ar') =>
      new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
        .formatRange(new Date(`${estimate.earliest}T00:00:00Z`), new Date(`${estimate.latest}T00:00:00Z`))
        .replace(/\s+/g, ' ');
    const plain = (text: string) => text.replace(/\s+/g, ' ');

    const english = (await call('GET', `/order-item?id=${id}`, alice)).body.data.arrival;
    expect(plain(english.text)).toBe(`Arrives ${range('en')} to Dubai, United Arab Emirates`);
    expect(english.reason === '' || english.reason.startsWith('Later than usual because of ')).toBe(true);
    const arabic = (await call('GET', `/order-item?id=${id}`, alice, undefined, { 'accept-language': 'ar' })).body.data.arrival;
    expect(plain(arabic.text)).toBe(`يصل ${range('ar')} إلى دبي، الإمارات العربية المتحدة`);
    // A header the shop cannot read is English, never an error.
    const unread = await call('GET', `/order-item?id=${id}`, alice, undefined, { 'accept-language': '!!' });
    expect(unread.status).toBe(200);
    expect(unread.body.data.arrival).toEqual(english);

    // An address the shop does not ship to (kept from before a rule changed): no line.
    await h.db.execute(sql`UPDATE orders SET address = ${JSON.stringify({ ...ADDRESS, country: 'US', city: 'Boston' })} WHERE order_number = ${order.order_number}`);
    expect((await call('GET', `/order-item?id=${id}`, alice)).body.data.arrival).toBeNull();
    await h.db.execute(sql`UPDATE orders SET address = ${JSON.stringify(ADDRESS)} WHERE order_number = ${order.order_number}`);
  });

  it("never shows another shopper's items", async () => {
    const list = await call('GET', '/order-items', alice);
    const id = list.body.data[0].id;
    const res = await call('GET', `/order-item?id=${id}`, bob);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(res.body).not.toHaveProperty('data');
    expect(JSON.stringify(res.body)).not.toContain(orderNumber);
    expect((await call('GET', '/order-items', bob)).body.data).toEqual([]);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/order-item?id=999999', alice)).status).toBe(404);
    expect((await call('GET', '/order-item?id=abc', alice)).status).toBe(422);
    expect((await call('GET', '/order-item', alice)).status).toBe(422);
  });
});
