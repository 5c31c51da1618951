// Staff sign-in and sessions. One form: e-mail, password and the authenticator's code; every wrong
// answer is the same answer. Attempts are counted per address and client (a stranger guessing at
// the owner's address slows only their own guesses) and per client, never locking an account.
// A session ends after IDLE_MS without a request and at most ABSOLUTE_MS after sign-in; a refund, a
// settings change and a staff change need the password and a new code within CONFIRM_MS.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { firstRow, type Executor } from '../db/sql.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hit } from '../auth/rate-limit.ts';
import { record } from './audit.ts';
import { matchTotp } from './totp.ts';
import { secretsOf, staffWithSecrets, useTotpStep, type StaffMember } from './staff.ts';

export const IDLE_MS = 4 * 3600_000;
export const ABSOLUTE_MS = 12 * 3600_000;
export const CONFIRM_MS = 5 * 60_000;
/** Wrong answers for one address from one client, then wait (the window slides: the wait grows with the guesses). */
export const SIGN_IN_LIMIT = { perAddressAndClient: { limit: 5, windowMs: 15 * 60_000 }, perClient: { limit: 20, windowMs: 15 * 60_000 } } as const;
/** last_seen_at is written at most this often: a busy office page does not write on every request. */
const SEEN_WRITE_MS = 60_000;

export class SignInError extends Error {
  readonly code: 'office_sign_in_failed' | 'too_many_attempts';
  readonly retryAfterMs: number;
  constructor(code: SignInError['code'], message: string, retryAfterMs = 0) {
    super(message);
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

const FAILED = 'The e-mail, password or code is not right.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export interface StaffSession {
  member: StaffMember;
  tokenHash: string;
  confirmedUntil: number;
  expiresAt: number;
}

/** Checks the password and a code not used before; takes the code's step. */
async function proved(db: Db, id: number, secrets: { password_hash: string; totp_secret: string; totp_last_step: number }, password: string, code: string, now: number): Promise<boolean> {
  const passwordOk = await verifyPassword(password, secrets.password_hash);
  const step = matchTotp(secrets.totp_secret, code, secrets.totp_last_step, now);
  return passwordOk && step !== null && (await useTotpStep(db, id, step));
}

async function throttle(db: Db, email: string, ip: string, now: number): Promise<void> {
  const pair = await hit(db, `office-sign-in:${email}:${ip}`, SIGN_IN_LIMIT.perAddressAndClient, now);
  const client = await hit(db, `office-sign-in-client:${ip}`, SIGN_IN_LIMIT.perClient, now);
  const wait = Math.max(pair.allowed ? 0 : pair.retryAfterMs, client.allowed ? 0 : client.retryAfterMs);
  if (wait > 0) throw new SignInError('too_many_attempts', TOO_MANY, wait);
}

export async function signIn(db: Db, input: { email: string; password: string; code: string; ip: string }, now = Date.now()): Promise<{ token: string; session: StaffSession }> {
  const email = input.email.trim().toLowerCase();
  await throttle(db, email, input.ip, now);
  const member = await staffWithSecrets(db, email);
  // An unknown address costs the same scrypt as a wrong password (verifyPassword's dummy hash).
  const ok = member ? await proved(db, member.id, member, input.password, input.code, now) : (await verifyPassword(input.password, null), false);
  if (!member || !ok) {
    await record(db, { kind: 'visitor', name: email, ip: input.ip }, { action: 'sign_in.failed', target: { type: 'staff', id: member?.id ?? email } }, now);
    throw new SignInError('office_sign_in_failed', FAILED);
  }
  const token = randomToken();
  const tokenHash = sha256(token);
  await db.execute(sql`
    INSERT INTO ${staffSessions} (token_hash, staff_id, created_at, last_seen_at, confirmed_until)
    VALUES (${tokenHash}, ${member.id}, ${new Date(now).toISOString()}, ${new Date(now).toISOString()}, ${new Date(now + CONFIRM_MS).toISOString()})`);
  await record(db, { kind: 'staff', id: member.id, name: member.name, ip: input.ip }, { action: 'sign_in' }, now);
  const { password_hash: _p, totp_secret: _t, totp_last_step: _s, ...plain } = member;
  return { token, session: { member: plain, tokenHash, confirmedUntil: now + CONFIRM_MS, expiresAt: Math.min(now + IDLE_MS, now + ABSOLUTE_MS) } };
}

/** The session of a token, or null when there is none, it was idle too long, or it is past its cap. */
export async function sessionFor(db: Db, token: string, now = Date.now()): Promise<StaffSession | null> {
  const tokenHash = sha256(token);
  // One statement per request: the session and its member (only an active one) together.
  const row = await firstRow<StaffMember & { created: string | Date; last_seen_at: string | Date; confirmed_until: string | Date }>(db, sql`
    SELECT s.created_at AS created, s.last_seen_at, s.confirmed_until, m.id, m.email, m.name, m.role, m.locale, m.active, m.created_at
    FROM ${staffSessions} s JOIN ${staff} m ON m.id = s.staff_id AND m.active
    WHERE s.token_hash = ${tokenHash}`);
  if (!row) return null;
  const created = new Date(row.created).getTime();
  const seen = new Date(row.last_seen_at).getTime();
  if (now - seen > IDLE_MS || now - created > ABSOLUTE_MS) {
    await db.execute(sql`DELETE FROM ${staffSessions} WHERE token_hash = ${tokenHash}`);
    return null;
  }
  if (now - seen > SEEN_WRITE_MS) await db.execute(sql`UPDATE ${staffSessions} SET last_seen_at = ${new Date(now).toISOString()} WHERE token_hash = ${tokenHash}`);
  const member: StaffMember = { id: row.id, email: row.email, name: row.name, role: row.role, locale: row.locale, active: row.active, created_at: new Date(row.created_at).toISOString() };
  return { member, tokenHash, confirmedUntil: new Date(row.confirmed_until).getTime(), expiresAt: Math.min(now + IDLE_MS, created + ABSOLUTE_MS) };
}

export async function signOut(db: Executor, session: StaffSession): Promise<void> {
  await db.execute(sql`DELETE FROM ${staffSessions} WHERE token_hash = ${session.tokenHash}`);
}

/** The password and a new code again: the session may refund and change settings and staff for CONFIRM_MS. */
export async function confirm(db: Db, session: StaffSession, input: { password: string; code: string; ip: string }, now = Date.now()): Promise<number> {
  await throttle(db, session.member.email, input.ip, now);
  const secrets = await secretsOf(db, session.member.id);
  if (!secrets || !(await proved(db, secrets.id, secrets, input.password, input.code, now))) {
    await record(db, { kind: 'staff', id: session.member.id, name: session.member.name, ip: input.ip }, { action: 'confirm.failed' }, now);
    throw new SignInError('office_sign_in_failed', FAILED);
  }
  const until = now + CONFIRM_MS;
  await db.execute(sql`UPDATE ${staffSessions} SET confirmed_until = ${new Date(until).toISOString()} WHERE token_hash = ${session.tokenHash}`);
  return until;
}
