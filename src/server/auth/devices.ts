// Who is asking, for the limits that protect an address and its owner (QUALITY.md, "One-time
// codes"): a device that signed in to the account before, or anyone else, known only by IP.
//
// A browser keeps a device token (32 random bytes the server gave it at its first sign-in, in
// localStorage beside the session token) and sends it as `X-Device-Token` with its sign-in calls. A
// successful sign-in records the token's SHA-256 for that account (known_devices). A request whose
// token is recorded for the account of the identifier it names is that account's known device:
// the 5 codes an hour to an address do not apply to it, and its failed guesses are counted on it
// alone. Every other request is counted by its IP, so nobody's guessing delays the owner's device
// and no stranger can spend the codes that device may still be sent. A token by itself proves
// nothing: it weighs only for an account it has signed in to.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { knownDevices, users } from '../db/schema/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { randomToken, sha256 } from './crypto.ts';

export const DEVICE_HEADER = 'X-Device-Token';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A device not signed in with for this long is forgotten (the sessions' own absolute cap). */
const FORGET_AFTER_MS = 90 * 24 * 60 * 60_000;

/** The request's side of it: its IP, and the device token it sent (null when none or malformed). */
export interface Asker {
  ip: string;
  device: string | null;
}

export function askerOf(c: Context, trustProxy: boolean): Asker {
  const device = c.req.header(DEVICE_HEADER)?.trim() ?? '';
  return { ip: clientIp(c, trustProxy), device: DEVICE_TOKEN.test(device) ? device : null };
}

/** The key a limit counts a request under, and whether it comes from the account's own device. */
export interface Client {
  known: boolean;
  key: string;
}

/** A request from one of the account's sessions: signed in to it, so its own client. */
export function sessionClient(sessionId: number): Client {
  return { known: true, key: `session:${sessionId}` };
}

/** The client behind a request naming `identifier` (an e-mail or E.164 phone, normalised). */
export async function clientFor(db: Db, identifier: string, asker: Asker): Promise<Client> {
  if (asker.device) {
    const hash = sha256(asker.device);
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(knownDevices)
      .innerJoin(users, eq(users.id, knownDevices.userId))
      .where(and(eq(knownDevices.tokenHash, hash), or(eq(users.email, identifier), eq(users.phone, identifier))))
      .limit(1);
    if (row) return { known: true, key: `device:${hash.slice(0, 32)}` };
  }
  return { known: false, key: `ip:${asker.ip}` };
}

/**
 * Records that this device signed in to the account, and answers the token it keeps: the one it
 * sent, or a new one for a browser that had none.
 */
export async function recordSignIn(db: Db, userId: number, asker: Asker, now = Date.now()): Promise<string> {
  const token = asker.device ?? randomToken(32);
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: sha256(token), firstSignInAt: new Date(now), lastSignInAt: new Date(now) })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastSignInAt: new Date(now) } });
  return token;
}

export async function pruneDevices(db: Db, now = Date.now()): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastSignInAt, new Date(now - FORGET_AFTER_MS)));
}
