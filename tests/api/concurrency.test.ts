// 50 shoppers check out at once against a variant with stock 10: exactly 10 orders, stock 0; racing
// cart adds stay within stock and 99; a checkout whose Idempotency-Key is taken by a transaction
// that commits while it runs replays that order. Only meaningful on PostgreSQL (PGlite serialises
// every query), so it runs with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import pg from 'pg';
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

  it('sells exactly the stock of carts that share variants in any order, without a deadlock or a 500', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 10 WHERE id = ${V.abaya}`);
    await h.db.execute(sql`UPDATE variants SET stock = 500 WHERE id = ${V.pins}`);
    await h.db.execute(sql`UPDATE variants SET stock = 500 WHERE id = ${V.whiteM}`);
    const tokens = await Promise.all(Array.from({ length: 30 }, (_, i) => h.signIn(`sharer${i}-${Date.now()}@example.com`)));
    // Half the carts get their lines in one order, half in the other.
    const orders = [
      [V.abaya, V.pins, V.whiteM],
      [V.whiteM, V.pins, V.abaya],
    ];
    for (const [i, token] of tokens.entries()) {
      for (const variantId of orders[i % 2]!) expect((await call('POST', '/cart', token, { variant_id: variantId })).status).toBe(200);
    }
    const replies = await Promise.all(tokens.map((token) => call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const { rows } = (await h.db.execute(sql`
      SELECT (SELECT stock FROM variants WHERE id = ${V.abaya}) AS abaya,
             (SELECT stock FROM variants WHERE id = ${V.pins}) AS pins,
             (SELECT stock FROM variants WHERE id = ${V.whiteM}) AS white_m`)) as unknown as {
      rows: { abaya: number; pins: number; white_m: number }[];
    };
    expect(rows[0]).toEqual({ abaya: 0, pins: 490, white_m: 490 });
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

  it('keeps racing cart adds within stock and 99 a line, never a 500', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 10 WHERE id = ${V.abaya}`);
    await h.db.execute(sql`UPDATE variants SET stock = 500 WHERE id = ${V.pins}`);
    const lineOf = async (token: string, variantId: number) =>
      ((await call('GET', '/cart', token)).body.data as { variant_id: number; quantity: number }[]).find((l) => l.variant_id === variantId)?.quantity;
    for (let round = 0; round < 3; round++) {
      const token = await h.signIn(`adder${round}-${Date.now()}@example.com`);
      // Stock 10: of eight adds of 6, one fits.
      const stock = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/cart', token, { variant_id: V.abaya, quantity: 6 })));
      expect(stock.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      expect(await lineOf(token, V.abaya)).toBe(6);
      // Stock 500, but 99 a line: of eight adds of 60, one fits.
      const limit = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/cart', token, { variant_id: V.pins, quantity: 60 })));
      expect(limit.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      expect(await lineOf(token, V.pins)).toBe(60);
    }
  });

  it('replays the first order when the Idempotency-Key is taken while the checkout runs', async () => {
    await h.db.execute(sql`UPDATE variants SET stock = 50 WHERE id = ${V.pins}`);
    const token = await h.signIn(`late-key-${Date.now()}@example.com`);
    await call('POST', '/cart', token, { variant_id: V.pins, quantity: 3 });
    const me = (await call('GET', '/me', token)).body.data as { id: number };
    const key = `raced-key-${Date.now()}`;

    // Another request with the same key, past the cart lock: its order is written, not committed.
    const other = new pg.Client({ connectionString: h.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      const first = await other.query<{ id: number }>(
        `INSERT INTO orders (user_id, order_number, payment_method, payment_status, subtotal, tax, delivery_charge, offer_amount, total_amount, address, idempotency_key)
         VALUES ($1, 'RACE-000001', 'cod', 'UNPAID', 0, 0, 0, 0, 0, $2, $3) RETURNING id`,
        [me.id, JSON.stringify(ADDRESS), key],
      );
      const checkout = call('POST', '/checkout', token, { address: ADDRESS, payment_method: 'cod' }, { 'Idempotency-Key': key });
      // The checkout's INSERT waits on the uncommitted key; then the other request commits.
      for (let i = 0; i < 500; i++) {
        const waiting = await other.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await other.query('COMMIT');
      const reply = await checkout;
      expect(reply.status).toBe(200);
      expect(reply.body.data.id).toBe(first.rows[0]!.id);
      expect(reply.body.data.order_number).toBe('RACE-000001');
    } finally {
      await other.end();
    }
    // The loser rolled back whole: no stock taken, the cart kept.
    const { rows } = (await h.db.execute(sql`SELECT stock FROM variants WHERE id = ${V.pins}`)) as unknown as { rows: { stock: number }[] };
    expect(rows[0]!.stock).toBe(50);
    expect((await call('GET', '/cart', token)).body.data).toHaveLength(1);
  });
});

