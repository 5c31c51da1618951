// One-time codes: 6 digits from crypto.randomInt, valid 10 minutes, single use, bound to the
// identifier and purpose, stored only as HMAC-SHA256 and compared in constant time. Every verify
// reserves one of a code's 5 attempts atomically before comparing, so parallel guesses cannot
// exceed the limit and two parallel correct verifies cannot both succeed.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes } from '../db/schema/index.ts';
import { badRequest, tooManyRequests, unauthenticated } from '../http/errors.ts';
import { hmac, randomToken, safeEqualHex, sixDigitCode } from './crypto.ts';
import { claim, hit, lock, lockedFor } from './rate-limit.ts';

export const OTP = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendMs: 60_000,
  sends: { limit: 5, windowMs: 60 * 60_000 },
  failures: { limit: 10, windowMs: 60 * 60_000 },
  lockMs: 60 * 60_000,
} as const;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP. Please check and try again.',
  expired: 'OTP has expired. Please request a new one.',
  format: 'Invalid OTP format. Please enter 6 digits.',
  required: 'OTP is required',
} as const;

/** change: a new address of an account; proof: a code to an address the account has, proving its owner is here. */
export type Purpose = 'login' | 'signup' | `change:${number}` | `proof:${number}`;

function codeHash(secret: string, purpose: string, identifier: string, code: string): string {
  return hmac(secret, `otp:${purpose}:${identifier}:${code}`);
}

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * The two doors a guess can come through. Code guesses lock the identifier (codes and password):
 * they count only against a code that was really issued, so only real guessing locks. Password
 * guesses lock the password door alone: anyone can type a wrong password for any address, and
 * the owner, who can read the codes sent there, must still get in by code.
 */
export type Door = 'code' | 'password';
const lockKey = (door: Door, identifier: string) => (door === 'code' ? `lock:${identifier}` : `lock:password:${identifier}`);
const failKey = (door: Door, identifier: string) => (door === 'code' ? `fail:${identifier}` : `fail:password:${identifier}`);

/** Refuses (429) while the identifier is locked after too many failures (through the code door, or this door). */
export async function assertNotLocked(db: Db, identifier: string, now = Date.now(), door: Door = 'code'): Promise<void> {
  let left = await lockedFor(db, lockKey('code', identifier), now);
  if (door === 'password') left = Math.max(left, await lockedFor(db, lockKey('password', identifier), now));
  if (left > 0) {
    const wait = minutes(left);
    throw tooManyRequests(
      'too_many_attempts',
      `Too many failed attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      left / 1000,
      { retry_in: Math.ceil(left / 1000) },
    );
  }
}

/** Counts a failed guess through a door; the 10th within an hour locks that door for an hour. */
export async function recordFailure(db: Db, identifier: string, now = Date.now(), door: Door = 'code'): Promise<void> {
  const result = await hit(db, failKey(door, identifier), OTP.failures, now);
  if (result.count >= OTP.failures.limit) await lock(db, lockKey(door, identifier), OTP.lockMs, now);
}

export interface IssuedCode {
  code: string;
  signupId: string | null;
}

/**
 * Creates a new code for identifier+purpose after the lock and the limits on messages to that
 * address: one a minute and 5 an hour, whoever asks and for whatever purpose (sign-in, sign-up,
 * any account's change of address), since they protect the person at the address. Earlier codes
 * for the same pair stop working.
 */
export async function issueCode(
  db: Db,
  secret: string,
  input: { identifier: string; purpose: Purpose; withSignupId?: boolean },
  now = Date.now(),
): Promise<IssuedCode> {
  const { identifier, purpose } = input;
  await assertNotLocked(db, identifier, now);
  const cooling = await claim(db, `resend:${identifier}`, OTP.resendMs, now);
  if (cooling > 0) {
    const seconds = Math.ceil(cooling / 1000);
    throw tooManyRequests('otp_resend_wait', `Please wait ${seconds} seconds before requesting a new code.`, seconds, { resend_in: seconds });
  }
  const sends = await hit(db, `send:${identifier}`, OTP.sends, now);
  if (!sends.allowed) {
    const wait = minutes(sends.retryAfterMs);
    throw tooManyRequests(
      'otp_send_limit',
      `Too many codes requested. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      sends.retryAfterMs / 1000,
      { resend_in: Math.ceil(sends.retryAfterMs / 1000) },
    );
  }
  const code = sixDigitCode();
  const signupId = input.withSignupId ? randomToken(16) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      identifier,
      purpose,
      codeHash: codeHash(secret, purpose, identifier, code),
      signupId,
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP.ttlMs),
    });
  });
  return { code, signupId };
}

export type CodeSelector = { identifier: string; purpose: Purpose } | { signupId: string };

/** Identifier and purpose behind a sign-up id (any state), or null. */
async function findSignup(db: Db, signupId: string): Promise<{ identifier: string } | null> {
  const [row] = await db
    .select({ identifier: otpCodes.identifier })
    .from(otpCodes)
    .where(and(eq(otpCodes.signupId, signupId), eq(otpCodes.purpose, 'signup')))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a code and consumes it. Answers the identifier on success; throws 400 for a wrong code,
 * 401 when no live code exists, 429 while locked. Only a wrong guess at a live code counts as a
 * failure: with no code to guess there is nothing to protect, and counting would let anyone lock
 * any owner out. The 401 is the same whether or not the identifier has an account.
 */
export async function verifyCode(db: Db, secret: string, selector: CodeSelector, code: string, now = Date.now()): Promise<string> {
  let identifier: string;
  let purpose: string;
  if ('signupId' in selector) {
    const signup = await findSignup(db, selector.signupId);
    if (!signup) throw unauthenticated('otp_expired', OTP_MESSAGES.expired);
    identifier = signup.identifier;
    purpose = 'signup';
  } else {
    identifier = selector.identifier;
    purpose = selector.purpose;
  }
  await assertNotLocked(db, identifier, now);

  const live = and(
    eq(otpCodes.identifier, identifier),
    eq(otpCodes.purpose, purpose),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, new Date(now)),
    lt(otpCodes.attempts, OTP.maxAttempts),
    'signupId' in selector ? eq(otpCodes.signupId, selector.signupId) : undefined,
  );
  const latest = db.select({ id: otpCodes.id }).from(otpCodes).where(live).orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
  const [reserved] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(inArray(otpCodes.id, latest), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP.maxAttempts)))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });

  if (!reserved) throw unauthenticated('otp_expired', OTP_MESSAGES.expired);
  if (!safeEqualHex(codeHash(secret, purpose, identifier, code), reserved.codeHash)) {
    await recordFailure(db, identifier, now);
    throw badRequest('invalid_otp', OTP_MESSAGES.invalid);
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(otpCodes.id, reserved.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, new Date(now))))
    .returning({ id: otpCodes.id });
  if (!consumed) throw unauthenticated('otp_expired', OTP_MESSAGES.expired);
  return identifier;
}
