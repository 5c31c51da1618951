// The sign-in and sign-up flows: codes by e-mail or SMS, optional passwords, sessions.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { users } from '../db/schema/index.ts';
import { HttpError, serviceUnavailable, tooManyRequests, unauthenticated, unprocessable } from '../http/errors.ts';
import type { Notifier } from '../notify/index.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { UserInfo } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import type { Identifier } from './identifiers.ts';
import { OTP, assertNotLocked, issueCode, recordFailure, verifyCode, type Purpose } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hit } from './rate-limit.ts';
import { createSession, userChanged } from './sessions.ts';
import { findOrCreateUser, findUserById, findUserByIdentifier, type UserRow } from './users.ts';

export interface AuthDeps {
  db: Db;
  secret: string;
  notifier: Notifier;
  /** company_name and customer_prefix from the settings. */
  site: () => Promise<{ companyName: string; customerPrefix: string }>;
}

export const AUTH_MESSAGES = {
  invalidPassword: 'Invalid password. Please check and try again.',
  loggedIn: 'Successfully logged in!',
  codeSent: 'We have sent you a 6-digit code. It is valid for 10 minutes.',
  sendFailed: 'Failed to send OTP. Please try again.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
} as const;

export const IP_LIMIT = { limit: 30, windowMs: 5 * 60_000 } as const;

/** At most 30 send-or-verify requests per client IP per 5 minutes. */
export async function throttleIp(db: Db, ip: string, now = Date.now()): Promise<void> {
  const result = await hit(db, `ip:${ip}`, IP_LIMIT, now);
  if (!result.allowed) {
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    throw tooManyRequests(AUTH_MESSAGES.tooManyRequests, seconds, { retry_in: seconds });
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

function recipient(identifier: Identifier) {
  return identifier.kind === 'email' ? { email: identifier.value } : { phone: identifier.value };
}

/** What a code is for, as its notice.code.* keys name it. */
type CodeNotice = 'signIn' | 'signUp' | 'verification';

async function codeMessage(deps: AuthDeps, identifier: Identifier, code: string, what: CodeNotice, locale: Locale) {
  const { companyName } = await deps.site();
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
export async function requestLoginCode(deps: AuthDeps, identifier: Identifier, locale: Locale): Promise<{ resend_in: number }> {
  const user = await findUserByIdentifier(deps.db, identifier);
  const { code } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'login' });
  const message = await codeMessage(deps, identifier, code, user ? 'signIn' : 'signUp', locale);
  // Not awaited: the reply must take the same time whether or not sending is slow or fails.
  deps.notifier.send(message).catch((error: Error) => console.error(`[auth] sending a sign-in code failed: ${error.message}`));
  return { resend_in: OTP.resendMs / 1000 };
}

async function signIn(deps: AuthDeps, user: UserRow): Promise<{ token: string; user: UserInfo }> {
  return { token: await createSession(deps.db, user.id), user: userInfo(user) };
}

/** Signs in the account the code was sent to, creating it when the identifier had none. */
export async function verifyLoginCode(deps: AuthDeps, identifier: Identifier, code: string) {
  await verifyCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'login' }, code);
  const { customerPrefix } = await deps.site();
  return signIn(deps, await findOrCreateUser(deps.db, identifier, customerPrefix));
}

export async function passwordLogin(deps: AuthDeps, identifier: Identifier, password: string) {
  await assertNotLocked(deps.db, identifier.value, Date.now(), 'password');
  const user = await findUserByIdentifier(deps.db, identifier);
  // scrypt runs whether or not the user (or their password) exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) {
    // Counted whether or not the account (or its password) exists, so the lock tells nothing.
    await recordFailure(deps.db, identifier.value, Date.now(), 'password');
    throw unauthenticated(AUTH_MESSAGES.invalidPassword);
  }
  return signIn(deps, user);
}

export async function requestSignupCode(deps: AuthDeps, identifier: Identifier, locale: Locale): Promise<{ signupId: string }> {
  const { code, signupId } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: 'signup', withSignupId: true });
  try {
    await deps.notifier.send(await codeMessage(deps, identifier, code, 'signUp', locale));
  } catch (error) {
    console.error(`[auth] sending a sign-up code failed: ${(error as Error).message}`);
    throw serviceUnavailable(AUTH_MESSAGES.sendFailed);
  }
  return { signupId: signupId! };
}

export function identifierFromValue(value: string): Identifier {
  return value.includes('@') ? { kind: 'email', value } : { kind: 'phone', value };
}

/** Creates the account (or finds the existing one) once the code is right, and signs in. */
export async function verifySignupCode(deps: AuthDeps, signupId: string, code: string) {
  const value = await verifyCode(deps.db, deps.secret, { signupId }, code);
  const { customerPrefix } = await deps.site();
  const user = await findOrCreateUser(deps.db, identifierFromValue(value), customerPrefix);
  return signIn(deps, user);
}

/** A code to prove a new e-mail or phone before PATCH /me takes it. */
export async function requestChangeCode(
  deps: AuthDeps,
  userId: number,
  identifier: Identifier,
  locale: Locale,
): Promise<{ resend_in: number }> {
  const { code } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: `change:${userId}` });
  try {
    await deps.notifier.send(await codeMessage(deps, identifier, code, 'verification', locale));
  } catch (error) {
    console.error(`[auth] sending a verification code failed: ${(error as Error).message}`);
    throw serviceUnavailable(AUTH_MESSAGES.sendFailed);
  }
  return { resend_in: OTP.resendMs / 1000 };
}

export interface ProfileChange {
  name?: string | null;
  email?: Identifier;
  phone?: Identifier;
  otp_code?: string;
  password?: string;
  current_password?: string;
}

export async function updateProfile(deps: AuthDeps, userId: number, change: ProfileChange): Promise<UserInfo> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.name !== undefined) set.name = change.name;

  const newIdentifiers = [change.email, change.phone].filter(
    (identifier): identifier is Identifier => Boolean(identifier) && identifier!.value !== (identifier!.kind === 'email' ? user.email : user.phone),
  );
  if (newIdentifiers.length > 1) throw unprocessable({ email: ['Change your e-mail and your phone one at a time.'] });
  const changed = newIdentifiers[0];
  if (changed) {
    const field = changed.kind;
    const column = field === 'email' ? users.email : users.phone;
    if (!change.otp_code) {
      throw unprocessable({ otp_code: [`Enter the 6-digit code we sent to your new ${field === 'email' ? 'e-mail address' : 'phone number'}.`] });
    }
    // Only someone who proved they own the address learns whether it already has an account.
    const purpose: Purpose = `change:${userId}`;
    try {
      await verifyCode(deps.db, deps.secret, { identifier: changed.value, purpose }, change.otp_code);
    } catch (error) {
      // A spent or expired code answers 401 on sign-in; here the shopper is signed in, and the
      // browser's rule (a 401 ends the session) would log them out for a stale code.
      if (error instanceof HttpError && error.status === 401) throw unprocessable({ otp_code: [error.message] });
      throw error;
    }
    const [taken] = await deps.db.select({ id: users.id }).from(users).where(and(eq(column, changed.value), ne(users.id, userId))).limit(1);
    if (taken) throw unprocessable({ [field]: [`This ${field === 'email' ? 'e-mail address' : 'phone number'} is already in use.`] });
    set[field] = changed.value;
  }

  if (change.password !== undefined) {
    if (user.passwordHash) {
      if (!change.current_password) throw unprocessable({ current_password: ['Enter your current password to set a new one.'] });
      const identity = user.email ?? user.phone ?? `user:${user.id}`;
      await assertNotLocked(deps.db, identity, Date.now(), 'password');
      if (!(await verifyPassword(change.current_password, user.passwordHash))) {
        await recordFailure(deps.db, identity, Date.now(), 'password');
        throw unprocessable({ current_password: ['The current password is incorrect.'] });
      }
    }
    set.passwordHash = await hashPassword(change.password);
  }

  if (Object.keys(set).length === 0) return userInfo(user);
  set.updatedAt = new Date();
  try {
    const [updated] = await deps.db.update(users).set(set).where(eq(users.id, userId)).returning();
    userChanged(deps.db, userId);
    return userInfo(updated!);
  } catch (error) {
    if (isUniqueViolation(error) && changed) {
      throw unprocessable({ [changed.kind]: ['This value is already in use.'] });
    }
    throw error;
  }
}
