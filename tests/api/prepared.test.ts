// Statements planned once and run by name (src/server/db/sql.ts), on whichever database the suite
// runs: each run sees its own values, the first uses racing each other plan it once, and nothing
// but an integer ever reaches the statement (PGlite writes the values into EXECUTE).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPreparedRow, prepared, preparedRows } from '../../src/server/db/sql.ts';
import { variants } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const SUM = prepared('test_sum', sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS sum`);
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

  it('refuses anything but integers and leaves the database as it was', async () => {
    const before = await preparedRows<{ n: number }>(t.db, STOCK, { id: 101 });
    for (const id of ['101); DELETE FROM variants; --', 1.5, Number.NaN, 2 ** 60] as unknown as number[]) {
      await expect(preparedRows(t.db, STOCK, { id })).rejects.toThrow(/integers only/);
    }
    await expect(preparedRows(t.db, STOCK, {})).rejects.toThrow();
    expect(await preparedRows(t.db, STOCK, { id: 101 })).toEqual(before);
  });
});
