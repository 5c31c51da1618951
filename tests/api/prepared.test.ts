// Statements planned once and run by name (src/server/db/sql.ts), on whichever database the suite
// runs: each run sees its own values, the first uses racing each other plan it once, values travel
// as bound parameters (text is data, never SQL), and a prepared transaction commits or rolls back whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPreparedRow, prepared, preparedRows, preparedTransaction } from '../../src/server/db/sql.ts';
import { variants } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`CREATE TABLE prepared_test_rows (id serial PRIMARY KEY, label text NOT NULL)`);
});
afterAll(() => t?.close());

const SUM = prepared('test_sum', sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS sum`);
const ECHO = prepared('test_echo', sql`SELECT ${sql.placeholder('text')}::text AS text, ${sql.placeholder('text')}::text = 'x' AS same`);
const INSERT_TEST_ROW = prepared('test_insert', sql`INSERT INTO prepared_test_rows (label) VALUES (${sql.placeholder('label')})`);
const TEST_ROW_LABELS = prepared('test_labels', sql`SELECT label FROM prepared_test_rows ORDER BY id`);
const STOCK = prepared('test_stock', sql`SELECT count(*)::int AS n FROM ${variants} WHERE id = ${sql.placeholder('id')}`);

describe('a prepared statement', () => {
  it('answers each run with that run’s values', async () => {
    expect(await firstPreparedRow(t.db, SUM, { a: 1, b: 2 })).toEqual({ sum: 3 });
    expect(await firstPreparedRow(t.db, SUM, { a: 40, b: -2 })).toEqual({ sum: 38 });
  });

  it('is planned once when its first runs race', async () => {
    const sums = await Promise.all(Array.from({ length: 12 }, (_, i) => firstPreparedRow<{ sum: number }>(t.db, SUM, { a: i, b: 100 })));
    expect(sums.map((row) => row?.sum)).toEqual(Array.from({ length: 12 }, (_, i) => i + 100));
  });

  it('binds every value as a parameter: text is data, never SQL, and only integers, text or null are taken', async () => {
    const before = await preparedRows<{ n: number }>(t.db, STOCK, { id: 101 });
    const injection = '101); DELETE FROM variants; --';
    // As an integer parameter the database refuses the text; as a text one it is only compared.
    await expect(preparedRows(t.db, STOCK, { id: injection })).rejects.toThrow(/invalid input syntax for type integer/);
    expect(await firstPreparedRow(t.db, ECHO, { text: injection })).toEqual({ text: injection, same: false });
    expect(await firstPreparedRow(t.db, ECHO, { text: "it's" })).toEqual({ text: "it's", same: false });
    expect(await firstPreparedRow(t.db, ECHO, { text: null })).toEqual({ text: null, same: null });
    for (const id of [1.5, Number.NaN, 2 ** 60, { id: 1 }, true] as unknown as number[]) {
      await expect(preparedRows(t.db, STOCK, { id })).rejects.toThrow(/integers, text or null only/);
    }
    await expect(preparedRows(t.db, STOCK, {})).rejects.toThrow();
    expect(await preparedRows(t.db, STOCK, { id: 101 })).toEqual(before);
  });

  it('runs in a transaction that commits whole or rolls back whole, and stays usable after an error', async () => {
    await preparedTransaction(t.db, async (tx) => {
      await preparedRows(tx, INSERT_TEST_ROW, { label: 'kept' });
      await preparedRows(tx, INSERT_TEST_ROW, { label: 'kept too' });
    });
    await expect(
      preparedTransaction(t.db, async (tx) => {
        await preparedRows(tx, INSERT_TEST_ROW, { label: 'rolled back' });
        await preparedRows(tx, STOCK, { id: 'not a number' });
      }),
    ).rejects.toThrow(/invalid input syntax/);
    await expect(
      preparedTransaction(t.db, async (tx) => {
        await preparedRows(tx, INSERT_TEST_ROW, { label: 'rolled back' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const labels = await preparedRows<{ label: string }>(t.db, TEST_ROW_LABELS, {});
    expect(labels.map((row) => row.label)).toEqual(['kept', 'kept too']);
  });
});
