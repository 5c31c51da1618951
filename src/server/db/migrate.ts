// Applies the migrations in ./drizzle. Drizzle 0.45's migrator takes no lock: it reads the last
// applied migration before its transaction, so processes starting together on one PostgreSQL would
// all run the same CREATE TABLEs and all but one fail. On PostgreSQL every process therefore
// migrates while holding a session advisory lock on a connection of its own: the others wait, then
// find the migrations recorded and apply nothing. A process that dies mid-migration loses its
// connection, which releases the lock and rolls the migration's transaction back.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client.ts';
import { resultRows } from './sql.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * The advisory lock key the migrations run under (any constant: PostgreSQL scopes advisory locks
 * to one database). Only this module takes it.
 */
const MIGRATION_LOCK = 7_202_611_230;

/** When the newest migration this code ships was generated: the database must have reached it. */
const LATEST_MIGRATION = Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));

/** Migrates a PostgreSQL database, one process at a time. */
export async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: drop it rather than pool it.
    client.release(broken);
  }
}

/** True when the database answers and holds every migration this code ships. */
export async function isMigrated(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`);
  const latest = resultRows<{ latest: string | number | null }>(result)[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= LATEST_MIGRATION;
}
