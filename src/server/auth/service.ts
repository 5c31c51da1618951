// The sign-in and sign-up flows: codes by e-mail or SMS, optional passwords, sessions.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { serviceUnavailable, tooManyRequests, unauthenticated } from '../http/errors.ts';
import type { Notifier } from '../notify/index.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { UserInfo } from '../../lib/api/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale.ts';
import { clientFor, recordSignIn, type Asker } from './devices.ts';
import type { Identifier } from './identifiers.ts';
import { OTP, assertNotThrottled, clearFailures, issueCode, recordFailure, verifyCode } from './otp.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { hit } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import { findOrCreateUser, findUserByIdentifier, type UserRow } from './users.ts';

export interface AuthDeps {
  db: Db;
  secret: string;
  notifier: Notifier;
  /** company_name (in `locale`, settingsIn) and customer_prefix from the settings. */
  site: (locale: Locale) => Promise<{ companyName: string; customerPrefix: string }>;
}

export const AUTH_MESSAGES = {
  invalidPassword: 'Invalid password. Please check and try again.',
  loggedIn: 'Successfully logged in!',
  codeSent: 'We have sent you a 6-digit code. It is valid for 10 minutes.',
  sendFailed: 'Failed to send OTP. Please try again.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
} as const;

const IP_LIMIT = { limit: 30, windowMs: 5 * 60_000 } as const;

/** At most 30 send-or-verify requests per client IP per 5 minutes. */
export async function throttleIp(db: Db, ip: string, now = Date.now()): Promise<void> {
  const result = await hit(db, `ip:${ip}`, IP_LIMIT, now);
  if (!result.allowed) {
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    throw tooManyRequests('rate_limited', AUTH_MESSAGES.tooManyRequests, seconds, { retry_in: seconds });
  }
}

export function userInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    phone: row.phone,
    has_password: Boolean(row.passwordHash),
    created_at: row.createdAt.toISOString(),
  };
}

export function recipient(identifier: Identifier) {
  return identifier.kind === 'email' ? { email: identifier.value } : { phone: identifier.value };
}

/** What a code is for, as its notice.code.* keys name it. */
export type CodeNotice = 'signIn' | 'signUp' | 'verification';

export async function codeMessage(deps: AuthDeps, identifier: Identifier, code: string, what: CodeNotice, locale: Locale) {
  const { companyName } = await deps.site(locale);
  const words = noticeWords(locale);
  const company = words.value(companyName);
  return {
    to: recipient(identifier),
    subject: words.t(`notice.code.${what}.subject`, { company }),
    text: words.t(`notice.code.${what}.text`, { code: words.value(code), company, minutes: OTP.ttlMs / 60_000 }),
    code,
  };
}

/**
 * Sends a code for the Login tab: a sign-in code to an account, a sign-up code to an identifier
 * with none (verifying it creates the account: docs/DESIGN.md, "Deliberate departures"). The reply
 * is the same either way, so it tells nobody whether an account exists.
 */
export async function requestLoginCode(deps: AuthDeps, identifier: Identifier, asker: Asker, locale: Locale): Promise<{ resend_in: number }> {
  const user = await findUserByIdentifier(deps.db, identifier);
  const client = await clientFor(deps.db, identifier.value, asker);
  const { code } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'login', client });
  const message = await codeMessage(deps, identifier, code, user ? 'signIn' : 'signUp', locale);
  // Not awaited: the reply must take the same time whether or not sending is slow or fails.
  deps.notifier.send(message).catch((error: Error) => console.error(`[auth] sending a sign-in code failed: ${error.message}`));
  return { resend_in: OTP.resendMs / 1000 };
}

/** Where a sign-in comes from: the browser's User-Agent (recorded with the session) and the asker. */
export interface SignInFrom {
  userAgent: string | undefined;
  asker: Asker;
}

export interface SignedIn {
  token: string;
  /** The device token the browser keeps (devices.ts): the one it sent, or a new one. */
  deviceToken: string;
  user: UserInfo;
}

async function signIn(deps: AuthDeps, user: UserRow, from: SignInFrom): Promise<SignedIn> {
  const token = await createSession(deps.db, user.id, from.userAgent);
  return { token, deviceToken: await recordSignIn(deps.db, user.id, from.asker), user: userInfo(user) };
}

/** Signs in the account the code was sent to, creating it when the identifier had none. */
export async function verifyLoginCode(deps: AuthDeps, identifier: Identifier, code: string, from: SignInFrom) {
  await verifyCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'login' }, code, (value) => clientFor(deps.db, value, from.asker));
  const { customerPrefix } = await deps.site(DEFAULT_LOCALE);
  return signIn(deps, await findOrCreateUser(deps.db, identifier, customerPrefix), from);
}

export async function passwordLogin(deps: AuthDeps, identifier: Identifier, password: string, from: SignInFrom) {
  const client = await clientFor(deps.db, identifier.value, from.asker);
  await assertNotThrottled(deps.db, 'password', identifier.value, client);
  const user = await findUserByIdentifier(deps.db, identifier);
  // scrypt runs whether or not the user (or their password) exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) {
    // Counted whether or not the account (or its password) exists, so the wait tells nothing.
    await recordFailure(deps.db, 'password', identifier.value, client);
    throw unauthenticated('invalid_password', AUTH_MESSAGES.invalidPassword);
  }
  await clearFailures(deps.db, 'password', identifier.value, client);
  if (needsRehash(user.passwordHash!)) await upgradeHash(deps.db, user, password);
  return signIn(deps, user, from);
}

/**
 * Replaces a hash made with older parameters, now that the password is known. Only the hash that
 * was verified is replaced: a password changed meanwhile stays as it is.
 */
async function upgradeHash(db: Db, user: UserRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)));
}

export async function requestSignupCode(deps: AuthDeps, identifier: Identifier, asker: Asker, locale: Locale): Promise<{ signupId: string }> {
  const client = await clientFor(deps.db, identifier.value, asker);
  const { code, signupId } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'signup', client, withSignupId: true });
  try {
    await deps.notifier.send(await codeMessage(deps, identifier, code, 'signUp', locale));
  } catch (error) {
    console.error(`[auth] sending a sign-up code failed: ${(error as Error).message}`);
    throw serviceUnavailable('send_failed', AUTH_MESSAGES.sendFailed);
  }
  return { signupId: signupId! };
}

function identifierFromValue(value: string): Identifier {
  return value.includes('@') ? { kind: 'email', value } : { kind: 'phone', value };
}

/** Creates the account (or finds the existing one) once the code is right, and signs in. */
export async function verifySignupCode(deps: AuthDeps, signupId: string, code: string, from: SignInFrom) {
  const value = await verifyCode(deps.db, deps.secret, { signupId }, code, (identifier) => clientFor(deps.db, identifier, from.asker));
  const { customerPrefix } = await deps.site(DEFAULT_LOCALE);
  const user = await findOrCreateUser(deps.db, identifierFromValue(value), customerPrefix);
  return signIn(deps, user, from);
}
