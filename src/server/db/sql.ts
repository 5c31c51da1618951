// Raw statements through Drizzle, the same on PGlite and node-postgres (both answer `{ rows }`).
// Raw SQL names its tables through the schema's objects (`${variants} v`), never as literals.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

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

/**
 * A statement that every request of a kind runs (the cart, the wishlist, a page of order items):
 * each connection plans it once and then runs it by name. Planning those CTEs cost as much as
 * running them, and on PGlite, which runs one statement at a time, that was the cart's whole
 * ceiling. Its values are integers (ids, quantities, page sizes), written as `sql.placeholder`s.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  /** In the order of the text's $1, $2…: placeholders, or values fixed when it was written. */
  readonly params: readonly unknown[];
}

const dialect = new PgDialect();

export function prepared(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** How a database runs a prepared statement by name with integer values (see db/client.ts). */
export type StatementRunner = (statement: PreparedStatement, values: number[]) => Promise<unknown[]>;

const runners = new WeakMap<object, StatementRunner>();

export function registerStatementRunner(db: object, runner: StatementRunner): void {
  runners.set(db, runner);
}

export async function preparedRows<T>(db: object, statement: PreparedStatement, values: Record<string, number>): Promise<T[]> {
  const run = runners.get(db);
  if (!run) throw new Error(`Prepared statement ${statement.name} needs the database itself, not a transaction.`);
  const filled = fillPlaceholders([...statement.params], values);
  if (!filled.every((value) => Number.isSafeInteger(value))) {
    throw new Error(`Prepared statement ${statement.name} takes integers only, not ${JSON.stringify(filled)}.`);
  }
  return (await run(statement, filled as number[])) as T[];
}

export async function firstPreparedRow<T>(db: object, statement: PreparedStatement, values: Record<string, number>): Promise<T | undefined> {
  return (await preparedRows<T>(db, statement, values))[0];
}
