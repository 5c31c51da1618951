// One-time codes: 6 digits from crypto.randomInt, valid 10 minutes, single use, bound to the
// identifier and purpose, stored only as HMAC-SHA256 and compared in constant time. Every verify
// reserves one of a code's 5 attempts atomically before comparing, so parallel guesses cannot
// exceed the limit and two parallel correct verifies cannot both succeed. Failed guesses slow down
// the client that made them (growing waits), never lock the identifier: see devices.ts for who a
// client is.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes } from '../db/schema/index.ts';
import { badRequest, tooManyRequests, unauthenticated } from '../http/errors.ts';
import { hmac, randomToken, safeEqualHex, sixDigitCode } from './crypto.ts';
import type { Client } from './devices.ts';
import { claim, forget, hit, lock, lockedFor, wouldExceed } from './rate-limit.ts';

export const OTP = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendMs: 60_000,
  /** Codes an address may be sent in an hour at the asking of clients that never signed in to it. */
  sends: { limit: 5, windowMs: 60 * 60_000 },
  /** Failures are remembered per identifier and client for an hour (a sliding window). */
  failures: { windowMs: 60 * 60_000 },
  /** Failures a client makes before it must wait: one code's attempts. */
  freeFailures: 5,
  /** The wait after the first failure past those; it doubles with each one, up to maxDelayMs. */
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
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

/** "30 seconds", "4 minutes": the wait as the English message says it. */
function wait(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const m = minutes(ms);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * The two doors a guess can come through, each throttled on its own: guesses at codes never slow
 * the password down, nor wrong passwords the codes.
 */
export type Door = 'code' | 'password';
const failKey = (door: Door, identifier: string, client: Client) => `fail:${door}:${identifier}:${client.key}`;
const waitKey = (door: Door, identifier: string, client: Client) => `wait:${door}:${identifier}:${client.key}`;

/** The wait after a client's `failures`-th failure within the hour: none for one code's worth, then doubling. */
export function failureDelay(failures: number): number {
  if (failures < OTP.freeFailures) return 0;
  return Math.min(OTP.maxDelayMs, OTP.firstDelayMs * 2 ** (failures - OTP.freeFailures));
}

/**
 * Refuses (429) while this client must wait after its failures through this door. Only its own
 * failures count: a stranger's guesses, from another client, never delay the owner.
 */
export async function assertNotThrottled(db: Db, door: Door, identifier: string, client: Client, now = Date.now()): Promise<void> {
  const left = await lockedFor(db, waitKey(door, identifier, client), now);
  if (left > 0) {
    throw tooManyRequests('too_many_attempts', `Too many failed attempts. Please try again in ${wait(left)}.`, left / 1000, {
      retry_in: Math.ceil(left / 1000),
    });
  }
}

/** Counts a failed guess by this client; past one code's worth it must wait, longer each time. */
export async function recordFailure(db: Db, door: Door, identifier: string, client: Client, now = Date.now()): Promise<void> {
  const result = await hit(db, failKey(door, identifier, client), { limit: Number.MAX_SAFE_INTEGER, windowMs: OTP.failures.windowMs }, now);
  const delay = failureDelay(Math.ceil(result.count - 1e-9));
  if (delay > 0) await lock(db, waitKey(door, identifier, client), delay, now);
}

/** A client that got in through a door starts that door afresh. */
export async function clearFailures(db: Db, door: Door, identifier: string, client: Client): Promise<void> {
  await forget(db, failKey(door, identifier, client), waitKey(door, identifier, client));
}

export interface IssuedCode {
  code: string;
  signupId: string | null;
}

/**
 * Creates a new code for identifier+purpose within the limits on messages to that address, which
 * protect the person there: one a minute and 5 an hour, whoever asks and for whatever purpose
 * (sign-in, sign-up, any account's change of address), for clients that never signed in to its
 * account. A device that did has a minute of its own and no hourly cap, so strangers cannot spend
 * the codes its owner may be sent. Earlier codes for the same pair stop working.
 */
export async function issueCode(
  db: Db,
  secret: string,
  input: { identifier: string; purpose: Purpose; client: Client; withSignupId?: boolean },
  now = Date.now(),
): Promise<IssuedCode> {
  const { identifier, purpose, client } = input;
  // Refused sends count nothing and hold no minute: a capped stranger cannot keep the owner waiting.
  if (!client.known) {
    const sends = await wouldExceed(db, `send:${identifier}`, OTP.sends, now);
    if (!sends.allowed) {
      throw tooManyRequests('otp_send_limit', `Too many codes requested. Please try again in ${wait(sends.retryAfterMs)}.`, sends.retryAfterMs / 1000, {
        resend_in: Math.ceil(sends.retryAfterMs / 1000),
      });
    }
  }
  const cooling = await claim(db, client.known ? `resend:${identifier}:${client.key}` : `resend:${identifier}`, OTP.resendMs, now);
  if (cooling > 0) {
    const seconds = Math.ceil(cooling / 1000);
    throw tooManyRequests('otp_resend_wait', `Please wait ${seconds} seconds before requesting a new code.`, seconds, { resend_in: seconds });
  }
  if (!client.known) await hit(db, `send:${identifier}`, OTP.sends, now);
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
 * 401 when no live code exists, 429 while this client must wait. Only a wrong guess at a live code
 * counts as a failure: with no code to guess there is nothing to protect. The 401 is the same
 * whether or not the identifier has an account. `client` names who is guessing, from the
 * identifier the code is for (a sign-up's is known only here).
 */
export async function verifyCode(
  db: Db,
  secret: string,
  selector: CodeSelector,
  code: string,
  clientOf: (identifier: string) => Client | Promise<Client>,
  now = Date.now(),
): Promise<string> {
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
  const client = await clientOf(identifier);
  await assertNotThrottled(db, 'code', identifier, client, now);

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
    await recordFailure(db, 'code', identifier, client, now);
    throw badRequest('invalid_otp', OTP_MESSAGES.invalid);
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(otpCodes.id, reserved.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, new Date(now))))
    .returning({ id: otpCodes.id });
  if (!consumed) throw unauthenticated('otp_expired', OTP_MESSAGES.expired);
  await clearFailures(db, 'code', identifier, client);
  return identifier;
}
