// Raw statements run through Drizzle on either driver; both answer `{ rows }`.
import type { SQL } from 'drizzle-orm';

/** Anything that can run a statement: the database or a transaction. */
export type Executor = { execute: (query: SQL) => PromiseLike<unknown> };

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Executor, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}
