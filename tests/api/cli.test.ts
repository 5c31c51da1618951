// The operator CLI as a child process against a temporary PGlite DATA_DIR: list, show, forward
// status moves with their side effects (tracking, payment, stock back), refusals and exit codes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { addToCart } from '../../src/server/shop/cart.ts';
import { placeOrder } from '../../src/server/shop/checkout.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { ADDRESS } from './fixtures/address.ts';
import { runCli } from './fixtures/cli.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';

let dataDir: string;

const cli = (...args: string[]) => runCli(dataDir, ...args);

async function withDb<T>(f: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ dataDir });
  try {
    return await f(opened.db);
  } finally {
    await opened.close();
  }
}

const stockOf = (variantId: number) =>
  withDb(async (db) => ((await db.execute(sql`SELECT stock FROM variants WHERE id = ${variantId}`)) as unknown as { rows: { stock: number }[] }).rows[0]!.stock);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'orders-cli-'));
  await withDb(async (db) => {
    await seedCatalogue(db, FIXTURE_PRODUCTS);
    const { rows } = (await db.execute(sql`
      INSERT INTO users (email, name, created_at, updated_at) VALUES ('shopper.cli@example.com', 'Mariam', now(), now()) RETURNING id`)) as unknown as { rows: { id: number }[] };
    const userId = rows[0]!.id;
    await addToCart(db, userId, V.whiteM, 2);
    await addToCart(db, userId, V.pins, 1);
    const rules = { deliveryCharge: 1500, freeDelivery: false, freeDeliveryThreshold: 20000, vatRate: 5 };
    await placeOrder(db, { userId, address: ADDRESS, paymentMethod: 'cod', rules, orderPrefix: 'ORD' });
  });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run orders', () => {
  it('prints usage and fails without a command, and on an unknown one', async () => {
    const none = await cli();
    expect(none.code).not.toBe(0);
    expect(none.stderr).toContain('Usage: npm run admin');
    const unknown = await cli('frobnicate');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
  });

  it('lists orders with their items and latest status', async () => {
    const res = await cli('list');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('ORD-000001');
    expect(res.stdout).toMatch(/ORD-000001-1\s+PLACED\s+2 × Lisbon Chiffon Shayla \(White, M\)/);
    expect(res.stdout).toContain('ORD-000001-2');
  });

  it('shows one order, and fails for an unknown number', async () => {
    const res = await cli('show', 'ORD-000001');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Mariam Al Nuaimi');
    expect(res.stdout).toContain('UNPAID');
    const missing = await cli('show', 'ORD-999999');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No order has the number ORD-999999');
  });

  it('moves an item forward, requiring a tracking number to ship, and notifies the shopper', async () => {
    expect((await cli('status', 'ORD-000001-1', 'CONFIRMED', 'Confirmed by phone')).code).toBe(0);
    const noTracking = await cli('status', 'ORD-000001-1', 'SHIPPED', 'Handed to the courier');
    expect(noTracking.code).toBe(1);
    expect(noTracking.stderr).toContain('tracking');
    const shipped = await cli('status', 'ORD-000001-1', 'SHIPPED', 'Handed to the courier', '--tracking', 'AE123456789', '--carrier', 'aramex');
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain('CONFIRMED → SHIPPED (Aramex, tracking AE123456789)');
    const outbox = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const notice = outbox.find((m: { subject: string }) => m.subject.includes('Shipped'));
    expect(notice.to).toBe('shopper.cli@example.com');
    expect(notice.text).toContain('AE123456789');
  });

  it('refuses backwards moves and unknown statuses or items', async () => {
    const back = await cli('status', 'ORD-000001-1', 'CONFIRMED', 'Again');
    expect(back.code).toBe(1);
    expect(back.stderr).toContain('only move forward');
    const bogus = await cli('status', 'ORD-000001-1', 'TELEPORTED', 'x');
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain('Unknown status');
    const missing = await cli('status', 'ORD-000009-1', 'CONFIRMED', 'x');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No order item has the code ORD-000009-1');
  });

  it('marks a cash order PAID once every item is delivered or cancelled, and returns cancelled stock', async () => {
    expect(await stockOf(V.pins)).toBe(199);
    const cancelled = await cli('status', 'ORD-000001-2', 'CANCELLED', 'Out of this colour');
    expect(cancelled.code).toBe(0);
    expect(await stockOf(V.pins)).toBe(200);
    const delivered = await cli('status', 'ORD-000001-1', 'delivered', 'Delivered to the door');
    expect(delivered.code).toBe(0);
    expect(delivered.stdout).toContain('payment: PAID');
    expect((await cli('status', 'ORD-000001-2', 'RETURNED', 'x')).code).toBe(1); // cancelled is final
  });

  it('returns the stock of a returned item', async () => {
    const before = await stockOf(V.whiteM);
    expect((await cli('status', 'ORD-000001-1', 'RETURNED', 'Came back unworn')).code).toBe(0);
    expect(await stockOf(V.whiteM)).toBe(before + 2);
    const show = await cli('show', 'ORD-000001');
    expect(show.stdout).toMatch(/RETURNED\s+Came back unworn/);
  });
});

describe('npm run orders: messages and comments', () => {
  beforeAll(async () => {
    await withDb(async (db) => {
      await db.execute(sql`INSERT INTO contact_messages (name, email, subject, message, created_at)
        VALUES ('Huda', 'huda@example.com', 'Sizes', 'Do you have the shayla in XXL?', now())`);
      await db.execute(sql`INSERT INTO blog_comments (post_slug, name, email, message, approved, created_at)
        VALUES ('first-post', 'Noor', 'noor@example.com', 'Lovely colours', false, now())`);
    });
  });

  it('lists contact messages and pending comments, and approves one', async () => {
    const messages = await cli('messages');
    expect(messages.code).toBe(0);
    expect(messages.stdout).toContain('Do you have the shayla in XXL?');
    const comments = await cli('comments');
    expect(comments.stdout).toContain('Lovely colours');
    const id = /#(\d+)/.exec(comments.stdout)![1]!;
    expect((await cli('approve-comment', id)).code).toBe(0);
    expect((await cli('comments')).stdout).toContain('No comments waiting for approval.');
    const unknown = await cli('approve-comment', '999999');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No comment has the id 999999');
    expect((await cli('approve-comment', 'abc')).code).toBe(2);
  });
});

describe('npm run admin: the operator sees what shoppers wrote', () => {
  beforeAll(async () => {
    await withDb(async (db) => {
      // A line break is a message's own; a carriage return alone, a tab, an override are not seen.
      await db.execute(sql`INSERT INTO blog_comments (post_slug, name, email, message, approved, created_at)
        VALUES ('first-post', ${'Sp\u202Emmer'}, 'spam@example.com', ${'Buy now at http://evil.example\rGreat article\tthanks\r\nSecond line \\r'}, false, now())`);
      await db.execute(sql`INSERT INTO contact_messages (name, email, subject, message, created_at)
        VALUES (${'Ali\u2066ce'}, 'alice@example.com', ${'Re\u200Bfund'}, ${'Hello\u0007'}, now())`);
      await db.execute(sql`UPDATE users SET email = NULL, phone = NULL, name = ${'Mar\u202Eiam\r'} WHERE email = 'shopper.cli@example.com'`);
    });
  });

  it('shows control and format characters escaped in comments and messages', async () => {
    const comments = (await cli('comments')).stdout;
    expect(comments).toContain('by Sp\\u202Emmer <spam@example.com>');
    expect(comments).toContain('Buy now at http://evil.example\\rGreat article\\tthanks\n    Second line \\\\r');
    expect(comments).not.toMatch(/[\r\t\u202E]/);
    const messages = (await cli('messages')).stdout;
    expect(messages).toContain('Ali\\u2066ce <alice@example.com>  Re\\u200Bfund');
    expect(messages).toContain('Hello\\u0007');
    expect(messages).not.toMatch(/[\u0007\u2066\u200B]/);
  });

  it("shows the shopper's name escaped in the order list and the order", async () => {
    const list = (await cli('list')).stdout;
    expect(list).toContain('Mar\\u202Eiam\\r');
    const shown = (await cli('show', 'ORD-000001')).stdout;
    expect(shown).toContain('by Mar\\u202Eiam\\r');
    expect(list + shown).not.toMatch(/[\r\u202E]/);
  });
});
