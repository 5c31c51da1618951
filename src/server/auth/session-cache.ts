// Sessions kept in the process, for a database the process holds alone (PGlite: the data folder's
// lock makes it the only writer), so a signed-in request spends its one round trip on its own
// work. Each entry carries its expiry and is checked against the clock on every read, so expiry
// is as immediate as in the database; logout and any change to the user drop entries at once.
// On PostgreSQL there is no cache: other processes may log out or change the user.
import { isHeldAlone, type Db } from '../db/client.ts';

export interface CachedSession {
  sessionId: number;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  user: { id: number; email: string | null; phone: string | null; name: string | null };
}

/** Enough for every shopper of a busy day; the oldest entries go first beyond it. */
const MAX_ENTRIES = 20_000;

export class SessionCache {
  private readonly byHash = new Map<string, CachedSession>();
  private readonly byUser = new Map<number, Set<string>>();
  /**
   * Bumped by every removal: a lookup that started before one may have read the row just deleted
   * or changed, so it must not install what it read (see `put`).
   */
  generation = 0;

  get(tokenHash: string): CachedSession | undefined {
    return this.byHash.get(tokenHash);
  }

  /** Stores what a lookup read, unless something was removed since it began (`startedAt`). */
  put(tokenHash: string, session: CachedSession, startedAt: number): void {
    if (startedAt !== this.generation) return;
    if (this.byHash.size >= MAX_ENTRIES && !this.byHash.has(tokenHash)) {
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.byHash.set(tokenHash, session);
    let hashes = this.byUser.get(session.user.id);
    if (!hashes) this.byUser.set(session.user.id, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** Forgets one session (logout, expiry). */
  forget(tokenHash: string): void {
    this.generation += 1;
    this.drop(tokenHash);
  }

  /** Forgets every session of a user whose row changed (profile, password). */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.byHash.delete(hash);
    this.byUser.delete(userId);
  }

  private drop(tokenHash: string): void {
    const session = this.byHash.get(tokenHash);
    if (!session) return;
    this.byHash.delete(tokenHash);
    const hashes = this.byUser.get(session.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(session.user.id);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database this process holds alone; undefined for PostgreSQL. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  if (!isHeldAlone(db)) return undefined;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}
