// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when a URL is given; applies the
// migrations in ./drizzle either way (see migrate.ts for the lock that makes this safe when several
// processes start together). Both drivers give the same Drizzle PgDatabase type.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { MIGRATIONS_FOLDER, migrateUnderLock } from './migrate.ts';
import { registerStatementRunner, type StatementRunner } from './sql.ts';

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
  return async (statement, values) => (await pool.query({ name: statement.name, text: statement.text, values })).rows;
}

/**
 * PGlite has one session: PREPARE once, then EXECUTE with the values written in. preparedRows
 * lets integers through only, so nothing but digits and a sign ever reaches the text.
 */
function pgliteStatements(client: PGlite): StatementRunner {
  const planned = new Map<string, Promise<unknown>>();
  return async (statement, values) => {
    let ready = planned.get(statement.name);
    if (!ready) {
      const types = statement.params.length > 0 ? ` (${statement.params.map(() => 'int').join(', ')})` : '';
      ready = client.query(`PREPARE ${statement.name}${types} AS ${statement.text}`);
      planned.set(statement.name, ready);
      ready.catch(() => planned.delete(statement.name));
    }
    await ready;
    const args = values.length > 0 ? ` (${values.join(', ')})` : '';
    return (await client.query(`EXECUTE ${statement.name}${args}`)).rows;
  };
}
