// Rate limits and locks kept in the database, so every process counts the same requests.
// A limiter counts per fixed window and weighs the previous window in (a sliding estimate);
// incrementing and reading is one atomic statement.
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resultRows } from '../db/sql.ts';
import { authLocks, otpCodes, rateLimitCounters, sessions } from '../db/schema/index.ts';
import { pruneDevices } from './devices.ts';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  /** Estimated requests in the last window, this one included. */
  count: number;
  retryAfterMs: number;
}

/** Counts one request against key and tells whether it stays within the limit. */
export async function hit(db: Db, key: string, { limit, windowMs }: Limit, now = Date.now()): Promise<HitResult> {
  const currentStart = Math.floor(now / windowMs) * windowMs;
  const previousStart = currentStart - windowMs;
  const result = await db.execute(sql`
    with up as (
      insert into ${rateLimitCounters} (key, window_start, count)
      values (${key}, ${new Date(currentStart).toISOString()}, 1)
      on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
      returning count
    )
    select (select count from up) as current,
      coalesce((select count from ${rateLimitCounters}
        where key = ${key} and window_start = ${new Date(previousStart).toISOString()}), 0) as previous`);
  const row = resultRows<{ current: number | string; previous: number | string }>(result)[0];
  return estimate(Number(row?.current ?? 1), Number(row?.previous ?? 0), now - currentStart, limit, windowMs);
}

/**
 * Whether one more request would stay within the limit, counting nothing: for a limit that must
 * count only what went through (a code really sent), checked before what may still refuse it.
 */
export async function wouldExceed(db: Db, key: string, { limit, windowMs }: Limit, now = Date.now()): Promise<HitResult> {
  const currentStart = Math.floor(now / windowMs) * windowMs;
  const rows = await db
    .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), inArray(rateLimitCounters.windowStart, [new Date(currentStart), new Date(currentStart - windowMs)])));
  const current = (rows.find((row) => row.start.getTime() === currentStart)?.count ?? 0) + 1;
  const previous = rows.find((row) => row.start.getTime() !== currentStart)?.count ?? 0;
  return estimate(current, previous, now - currentStart, limit, windowMs);
}

function estimate(current: number, previous: number, elapsed: number, limit: number, windowMs: number): HitResult {
  const count = previous * (1 - elapsed / windowMs) + current;
  if (count <= limit) return { allowed: true, count, retryAfterMs: 0 };
  let retryAfterMs = windowMs - elapsed;
  if (current <= limit && previous > 0) {
    // previous * (1 - t / window) + current <= limit  ⇔  t >= window * (1 - (limit - current) / previous)
    const t = windowMs * (1 - (limit - current) / previous);
    retryAfterMs = Math.max(1000, Math.ceil(t - elapsed));
  }
  return { allowed: false, count, retryAfterMs };
}

/** Forgets a key's counts and its lock (a client that got in is no longer guessing). */
export async function forget(db: Db, counterKey: string, lockKey: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey));
  await db.delete(authLocks).where(eq(authLocks.key, lockKey));
}

/** Milliseconds left on a lock, or 0. */
export async function lockedFor(db: Db, key: string, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ until: authLocks.lockedUntil })
    .from(authLocks)
    .where(and(eq(authLocks.key, key), gt(authLocks.lockedUntil, new Date(now))))
    .limit(1);
  return rows[0] ? rows[0].until.getTime() - now : 0;
}

export async function lock(db: Db, key: string, durationMs: number, now = Date.now()): Promise<void> {
  const until = new Date(now + durationMs);
  await db
    .insert(authLocks)
    .values({ key, lockedUntil: until })
    .onConflictDoUpdate({ target: authLocks.key, set: { lockedUntil: until } });
}

/**
 * Takes the key for durationMs when nobody holds it: one atomic statement, so of several parallel
 * callers exactly one gets it. Answers 0 when taken, else the milliseconds the holder has left.
 */
export async function claim(db: Db, key: string, durationMs: number, now = Date.now()): Promise<number> {
  const until = new Date(now + durationMs);
  const taken = await db
    .insert(authLocks)
    .values({ key, lockedUntil: until })
    .onConflictDoUpdate({ target: authLocks.key, set: { lockedUntil: until }, setWhere: lte(authLocks.lockedUntil, new Date(now)) })
    .returning({ key: authLocks.key });
  if (taken.length) return 0;
  return Math.max(1, await lockedFor(db, key, now));
}

/** Drops counters, locks, codes, sessions and devices nobody can use any more. */
export async function pruneRateLimits(db: Db, maxWindowMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - 2 * maxWindowMs)));
  await db.delete(authLocks).where(lt(authLocks.lockedUntil, new Date(now)));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now - 24 * 60 * 60_000)));
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await pruneDevices(db, now);
}
