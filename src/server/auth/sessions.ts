// Sessions: 32 random bytes given to the client once, stored only as SHA-256. 30-day sliding
// expiry (renewed at most once a day, to spare writes) with a 90-day absolute cap. On PGlite the
// lookups are cached in the process (session-cache.ts); whatever ends a session or changes its user
// goes through this module, which keeps that cache true.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from './crypto.ts';
import { sessionCacheOf } from './session-cache.ts';

const DAY = 24 * 60 * 60_000;
export const SESSION = { slidingMs: 30 * DAY, absoluteMs: 90 * DAY, renewAfterMs: DAY } as const;

export interface SessionUser {
  id: number;
  email: string | null;
  phone: string | null;
  name: string | null;
}

export async function createSession(db: Db, userId: number, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + SESSION.slidingMs),
  });
  return token;
}

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

// Every signed-in request runs this lookup, so it is prepared once per database: on the embedded
// database, building the query each time cost a third of the lookup.
function sessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      phone: users.phone,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_session_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The user behind a live token (renewing its sliding expiry), or null. */
export async function userForToken(db: Db, token: string, now = Date.now()): Promise<SessionUser | null> {
  if (!TOKEN.test(token)) return null;
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  let session = cache?.get(tokenHash);
  if (session && now >= session.expiresAt) {
    cache!.forget(tokenHash);
    return null;
  }
  if (!session) {
    const startedAt = cache?.generation ?? 0;
    let lookup = lookups.get(db);
    if (!lookup) {
      lookup = sessionLookup(db);
      lookups.set(db, lookup);
    }
    const [row] = await lookup.execute({ tokenHash, now: new Date(now) });
    if (!row) return null;
    session = {
      sessionId: row.sessionId,
      createdAt: row.createdAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      user: { id: row.id, email: row.email, phone: row.phone, name: row.name },
    };
    cache?.put(tokenHash, session, startedAt);
  }
  if (now - session.lastUsedAt >= SESSION.renewAfterMs) {
    const expiresAt = Math.min(now + SESSION.slidingMs, session.createdAt + SESSION.absoluteMs);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now), expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, session.sessionId));
    // The cached entry is this session's own copy: renewing it keeps it equal to the row.
    session.lastUsedAt = now;
    session.expiresAt = expiresAt;
  }
  return { ...session.user };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = sha256(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sessionCacheOf(db)?.forget(tokenHash);
}

/** Call after changing a user's row: their sessions are read afresh, with the new name or address. */
export function userChanged(db: Db, userId: number): void {
  sessionCacheOf(db)?.forgetUser(userId);
}
