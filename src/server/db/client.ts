// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when a URL is given; applies the
// migrations in ./drizzle either way (see migrate.ts for the lock that makes this safe when several
// processes start together). Both drivers give the same Drizzle PgDatabase type.
import { join } from 'node:path';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { MIGRATIONS_FOLDER, migrateUnderLock } from './migrate.ts';
import { registerStatementRunner, type RunStatement, type StatementRunner } from './sql.ts';

export type Schema = typeof schema;
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? DEFAULT_POOL_SIZE });
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    try {
      await migrateUnderLock(pool);
      const db = drizzlePg({ client: pool, schema });
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
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
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
