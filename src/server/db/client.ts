// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when a URL is given; applies the
// migrations in ./drizzle either way (see migrate.ts for the lock that makes this safe when several
// processes start together). Both drivers give the same Drizzle PgDatabase type.
import { join } from 'node:path';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { MIGRATIONS_FOLDER, migrateUnderLock } from './migrate.ts';
import { registerStatementRunner, type RunStatement, type StatementRunner } from './sql.ts';
import { isDatabaseUnavailable } from './faults.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Databases this process holds alone: PGlite behind the data folder's lock (lock.ts). Only these
// may keep per-process copies of what other processes could change (sessions, see auth/sessions.ts).
const heldAlone = new WeakSet<Db>();

/** True when no other process can write to this database (PGlite), so in-process caches stay true. */
export function isHeldAlone(db: Db): boolean {
  return heldAlone.has(db);
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL (DATABASE_POOL_SIZE for the server). */
  maxConnections?: number;
}

/**
 * A checkout from the pool waits at most this long when every connection is busy or the server
 * does not answer: the request then fails fast with 503 (http/errors.ts) instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose connections survive the server going away: each has an error listener for its whole
 * life (node-postgres emits 'error' on a client when the server ends its session, 57P01 on a
 * restart, and an 'error' without a listener ends the process, even while a transaction holds the
 * client and the pool's own listener is off it).
 */
function createPool(options: OpenDatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', (error) => console.error(`[db] connection lost: ${error.message}`)));
  // The pool repeats an idle client's error here; the client's own listener above has logged it.
  pool.on('error', () => {});
  return pool;
}

/**
 * Runs `work` on a connection of its own and gives the connection back, as broken when it failed
 * for the database's sake (the pool then closes it rather than lend it again).
 */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const lost = (error: Error) => (broken ??= error);
  client.on('error', lost);
  try {
    return await work(client);
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}

/**
 * Drizzle's own `transaction` on a pool checks a client out, and gives it back without saying
 * whether it broke, and never when BEGIN itself fails: each transaction here runs on a client from
 * withClient instead, through a Drizzle instance kept per client.
 */
function poolTransactions(pool: pg.Pool, db: NodePgDatabase<Schema>): void {
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();
  const drizzleOn = (client: pg.PoolClient): NodePgDatabase<Schema> => {
    let clientDb = onClient.get(client);
    if (!clientDb) onClient.set(client, (clientDb = drizzlePg({ client, schema })));
    return clientDb;
  };
  db.transaction = ((work, config) => withClient(pool, (client) => drizzleOn(client).transaction(work, config))) as typeof db.transaction;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = createPool(options);
    try {
      await migrateUnderLock(pool);
      const db = drizzlePg({ client: pool, schema });
      poolTransactions(pool, db);
      registerStatementRunner(db, poolStatements(pool));
      return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
  }

  // One process per folder (lock.ts), so PGlite's migrations need no database lock.
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(join(options.dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    heldAlone.add(db as unknown as Db);
    registerStatementRunner(db, pgliteStatements(client));
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** node-postgres prepares a named statement on each pooled connection the first time it runs there. */
function poolStatements(pool: pg.Pool): StatementRunner {
  const on = (client: pg.Pool | pg.PoolClient): RunStatement => async (statement, values) =>
    (await client.query({ name: statement.name, text: statement.text, values })).rows;
  return {
    run: on(pool),
    transaction: (work) =>
      withClient(pool, async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work(on(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite has one session: each statement is parsed once under its name, then each run is one
 * message (bind with the values as parameters, describe, execute, sync), as node-postgres does on
 * a connection. PGlite's own query() would parse and plan the text every time. Outside a
 * transaction a run waits for PGlite's transaction and query locks, as query() does; inside one,
 * the transaction already holds the first.
 */
function pgliteStatements(client: PGlite): StatementRunner {
  const { serialize } = protocol;
  const parsed = new Set<string>();
  const runInSession = (inTransaction: boolean): RunStatement => (statement, values) =>
    client._runExclusiveQuery(async () => {
      if (!parsed.has(statement.name)) {
        await client.execProtocol(concat([serialize.parse({ name: statement.name, text: statement.text }), serialize.sync()]), { syncToFs: false });
        parsed.add(statement.name);
      }
      const bind = serialize.bind({ statement: statement.name, values: values.map((value) => (value === null ? null : String(value))) });
      const run = concat([bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
      const result = await client.execProtocol(run, { syncToFs: !inTransaction });
      return parse.parseResults(result.messages, client.parsers)[0]?.rows ?? [];
    });
  const outside = runInSession(false);
  return {
    run: (statement, values) => client._runExclusiveTransaction(() => outside(statement, values)),
    transaction: (work) => client.transaction(() => work(runInSession(true))),
  };
}
