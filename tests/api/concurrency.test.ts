// 50 shoppers check out at once against a variant with stock 10: exactly 10 orders, stock 0.
// Only meaningful on PostgreSQL (PGlite serialises every query), so it runs with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('concurrent checkouts on PostgreSQL', () => {
  let h: Harness;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    h = await startShop();
    call = caller(h);
  });
  afterAll(() => h?.close());

  it('sells exactly the stock, never more', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 10 WHERE id = ${V.abaya}`);
    const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => h.signIn(`racer${i}@example.com`)));
    for (const token of tokens) expect((await call('POST', '/cart', token, { variant_id: V.abaya })).status).toBe(200);

    const replies = await Promise.all(tokens.map((token) => call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toContain('Open Abaya');

    const { rows } = (await h.db.execute(sql`
      SELECT (SELECT stock FROM variants WHERE id = ${V.abaya}) AS stock,
             (SELECT count(*)::int FROM orders) AS orders,
             (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE variant_id = ${V.abaya}) AS sold`)) as unknown as {
      rows: { stock: number; orders: number; sold: number }[];
    };
    expect(rows[0]).toEqual({ stock: 0, orders: 10, sold: 10 });
  });

  it('places one order for parallel retries with the same Idempotency-Key', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 50 WHERE id = ${V.pins}`);
    const token = await h.signIn('retrier@example.com');
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 2 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' }, { 'Idempotency-Key': 'same-key-parallel' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.order_number)).size).toBe(1);
    const { rows } = (await h.db.execute(sql`SELECT stock FROM variants WHERE id = ${V.pins}`)) as unknown as { rows: { stock: number }[] };
    expect(rows[0]!.stock).toBe(48);
  });
});
