// Raw statements through Drizzle, the same on PGlite and node-postgres (both answer `{ rows }`).
// Raw SQL names its tables through the schema's objects (`${variants} v`), never as literals.
import type { SQL } from 'drizzle-orm';

/** Anything that can run a statement: the database or a transaction. */
export type Executor = { execute: (query: SQL) => PromiseLike<unknown> };

/** The rows of a statement's result, whichever driver ran it. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

export async function firstRow<T>(db: Executor, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}

/**
 * True for a unique-constraint violation, of the named constraint when one is given (Drizzle wraps
 * the driver's error in `cause`, and a transaction may wrap it again).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || name === undefined || name === constraint)) return true;
  }
  return false;
}
