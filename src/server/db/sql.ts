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
 * A statement that every request of a kind runs (the cart, the wishlist, a page of order items,
 * checkout): each connection plans it once and then runs it by name. Planning those CTEs cost as
 * much as running them, and on PGlite, which runs one statement at a time, that was the cart's
 * whole ceiling. Its values are written as `sql.placeholder`s and always travel as bound
 * parameters (see db/client.ts), never inside the statement's text.
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

/** What a prepared statement's parameters may be: integers, text (JSON included, cast in SQL) or null. */
export type StatementValue = number | string | null;

/** Runs a prepared statement by name with its values bound. */
export type RunStatement = (statement: PreparedStatement, values: StatementValue[]) => Promise<unknown[]>;

/** How a database runs prepared statements (see db/client.ts): on itself, or in a transaction of its own. */
export interface StatementRunner {
  run: RunStatement;
  transaction<T>(work: (run: RunStatement) => Promise<T>): Promise<T>;
}

/** A transaction in which prepared statements run (`preparedRows(tx, …)`), from `preparedTransaction`. */
export interface PreparedTransaction {
  readonly inTransaction: true;
}

const runners = new WeakMap<object, StatementRunner>();
const transactions = new WeakMap<PreparedTransaction, RunStatement>();

export function registerStatementRunner(db: object, runner: StatementRunner): void {
  runners.set(db, runner);
}

function runnerOf(db: object, name: string): StatementRunner {
  const runner = runners.get(db);
  if (!runner) throw new Error(`Prepared statement ${name} needs the database itself or a preparedTransaction, not a Drizzle transaction.`);
  return runner;
}

/** Runs `work` in one transaction whose statements are prepared ones; a throw rolls it all back. */
export function preparedTransaction<T>(db: object, work: (tx: PreparedTransaction) => Promise<T>): Promise<T> {
  return runnerOf(db, 'transaction').transaction((run) => {
    const tx: PreparedTransaction = { inTransaction: true };
    transactions.set(tx, run);
    return work(tx);
  });
}

function isStatementValue(value: unknown): value is StatementValue {
  return value === null || typeof value === 'string' || Number.isSafeInteger(value);
}

export async function preparedRows<T>(
  db: object,
  statement: PreparedStatement,
  values: Record<string, StatementValue>,
): Promise<T[]> {
  const run = transactions.get(db as PreparedTransaction) ?? runnerOf(db, statement.name).run;
  const filled = fillPlaceholders([...statement.params], values);
  if (!filled.every(isStatementValue)) {
    throw new Error(`Prepared statement ${statement.name} takes integers, text or null only, not ${JSON.stringify(filled)}.`);
  }
  return (await run(statement, filled)) as T[];
}

export async function firstPreparedRow<T>(
  db: object,
  statement: PreparedStatement,
  values: Record<string, StatementValue>,
): Promise<T | undefined> {
  return (await preparedRows<T>(db, statement, values))[0];
}
