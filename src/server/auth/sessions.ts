// Sessions: 32 random bytes given to the client once, stored only as SHA-256. 30-day sliding
// expiry with a 90-day absolute cap; last seen (and with it the sliding expiry) is written at most
// once a minute, so reading pages costs no write. On PGlite the lookups are cached in the process
// (session-cache.ts); whatever ends a session or changes it or its user goes through this module,
// which keeps that cache true.
import { and, asc, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from './crypto.ts';
import { sessionCacheOf, type CachedSession } from './session-cache.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SESSION = {
  slidingMs: 30 * DAY,
  absoluteMs: 90 * DAY,
  renewAfterMs: MINUTE,
  /** How long a proof ticket (POST /me/proof) may be spent on a change of password, e-mail or phone. */
  proofMs: 10 * MINUTE,
} as const;

/** Enough to tell a browser by; the header itself may be 8 KB. */
const USER_AGENT_MAX = 256;

export interface SessionUser {
  id: number;
  email: string | null;
  phone: string | null;
  name: string | null;
}

/** The session behind a request: its id and its user. */
export interface CurrentSession {
  id: number;
  user: SessionUser;
}

/**
 * A new session. It proves nothing by itself, however new: a change of password, e-mail or phone
 * needs a proof of its own (account-changes.ts), so a token stolen right after sign-in moves nothing.
 */
export async function createSession(db: Db, userId: number, userAgent?: string | null, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + SESSION.slidingMs),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
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

async function readSession(db: Db, tokenHash: string, now: number): Promise<CachedSession | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date(now) });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    createdAt: row.createdAt.getTime(),
    lastUsedAt: row.lastUsedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    user: { id: row.id, email: row.email, phone: row.phone, name: row.name },
  };
}

/** The live session behind a token (recording that it was seen, renewing its sliding expiry), or null. */
export async function sessionForToken(db: Db, token: string, now = Date.now()): Promise<CurrentSession | null> {
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
    const read = await readSession(db, tokenHash, now);
    if (!read) return null;
    session = read;
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
  return { id: session.sessionId, user: { ...session.user } };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = sha256(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sessionCacheOf(db)?.forget(tokenHash);
}

/** Ends one of a user's sessions by its id; false when the user has no such session. */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length > 0) sessionCacheOf(db)?.forgetUser(userId);
  return ended.length > 0;
}

/** Ends every session of a user, or every one but `keep` (the session making a change). */
export async function endSessionsOf(db: Db, userId: number, keep?: number): Promise<void> {
  await db.delete(sessions).where(keep === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keep)));
  sessionCacheOf(db)?.forgetUser(userId);
}

/**
 * Gives the session a proof ticket: the shopper has just shown their password or a code sent to
 * their address. Only its SHA-256 is kept, one per session (a new proof replaces the last).
 */
export async function issueProofTicket(db: Db, sessionId: number, now = Date.now()): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomToken(32);
  await db.update(sessions).set({ proofHash: sha256(ticket), provedAt: new Date(now) }).where(eq(sessions.id, sessionId));
  return { ticket, expiresIn: SESSION.proofMs / 1000 };
}

function liveTicket(sessionId: number, ticket: string, now: number) {
  return and(
    eq(sessions.id, sessionId),
    isNotNull(sessions.proofHash),
    eq(sessions.proofHash, sha256(ticket)),
    gt(sessions.provedAt, new Date(now - SESSION.proofMs)),
  );
}

/** Whether the session holds this ticket, unspent and within its 10 minutes. */
export async function holdsProofTicket(db: Db, sessionId: number, ticket: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(liveTicket(sessionId, ticket, now)).limit(1);
  return Boolean(row);
}

/** Spends the ticket: one atomic statement, so of two changes carrying it only one goes through. */
export async function spendProofTicket(db: Db, sessionId: number, ticket: string, now = Date.now()): Promise<boolean> {
  const spent = await db.update(sessions).set({ proofHash: null }).where(liveTicket(sessionId, ticket, now)).returning({ id: sessions.id });
  return spent.length > 0;
}

export interface SessionRow {
  id: number;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** A user's live sessions, the most recently seen first. */
export async function listSessions(db: Db, userId: number, now = Date.now()): Promise<SessionRow[]> {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastUsedAt), asc(sessions.id));
}

/** Call after changing a user's row: their sessions are read afresh, with the new name or address. */
export function userChanged(db: Db, userId: number): void {
  sessionCacheOf(db)?.forgetUser(userId);
}
