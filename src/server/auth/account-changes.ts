// Changes to what opens an account (its password, e-mail and phone) need more than a session,
// however new (it may be a stolen one): a proof given for the change itself. Either the change
// carries the current password, or it carries the ticket POST /me/proof gave for the current
// password or a code sent to an address the account already has. A ticket is this session's only,
// lasts 10 minutes and is spent by the change it allows. Each such change ends every other session
// of the account and tells every address the account had before it.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { HttpError, fieldError, forbidden, problem, serviceUnavailable, unauthenticated, unprocessable } from '../http/errors.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { UserInfo } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import type { Identifier, IdentifierKind } from './identifiers.ts';
import { sessionClient, type Client } from './devices.ts';
import { OTP, assertNotThrottled, clearFailures, issueCode, recordFailure, verifyCode, type Purpose } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AUTH_MESSAGES, codeMessage, recipient, userInfo, type AuthDeps } from './service.ts';
import { endSessionsOf, holdsProofTicket, issueProofTicket, spendProofTicket, userChanged, type CurrentSession } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export const ACCOUNT_MESSAGES = {
  proofRequired: 'Please confirm it is you first, with your current password or a code sent to you.',
  proved: 'Thank you. You can now make the change.',
  proofMissing: 'Enter your current password or the code we sent you.',
  wrongPassword: 'The current password is incorrect.',
  noPassword: 'Your account has no password yet. Confirm with a code instead.',
  noAddress: 'Your account has no such address to send a code to.',
  oneAtATime: 'Change your e-mail and your phone one at a time.',
} as const;

/** 403, not 401: the session is good, and a 401 would sign the browser out. */
function proofRequired(): HttpError {
  return forbidden('proof_required', ACCOUNT_MESSAGES.proofRequired, { data: { proof_required: true } });
}

/** A spent or expired code answers 401 on sign-in; signed in, it is a wrong field (422), not a lost session. */
async function verifyField(field: string, check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw unprocessable(error.code, problem(field, error.code, error.message));
    throw error;
  }
}

async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated('unauthenticated');
  return user;
}

/** The account's address of that kind (the e-mail unless asked otherwise, the phone when it has no e-mail). */
function addressOf(user: UserRow, via: IdentifierKind | undefined): Identifier {
  const kind = via ?? (user.email ? 'email' : 'phone');
  const value = kind === 'email' ? user.email : user.phone;
  if (!value) throw fieldError('via', 'no_address', ACCOUNT_MESSAGES.noAddress);
  return { kind, value };
}

const proofPurpose = (userId: number): Purpose => `proof:${userId}`;

/** A new address is no address of this account: for its limits the session asking is a stranger to it. */
const strangerTo = (session: CurrentSession): Client => ({ known: false, key: `session:${session.id}` });

/**
 * Sends a code to an address the account has, to prove the owner is here. The session asking is
 * signed in to the account: a client of its own for the limits (devices.ts).
 */
export async function requestProofCode(deps: AuthDeps, session: CurrentSession, via: IdentifierKind | undefined, locale: Locale) {
  const userId = session.user.id;
  const address = addressOf(await currentUser(deps.db, userId), via);
  const { code } = await issueCode(deps.db, deps.secret, { identifier: address.value, purpose: proofPurpose(userId), client: sessionClient(session.id) });
  try {
    await deps.notifier.send(await codeMessage(deps, address, code, 'verification', locale));
  } catch (error) {
    console.error(`[auth] sending a proof code failed: ${(error as Error).message}`);
    throw serviceUnavailable('send_failed', AUTH_MESSAGES.sendFailed);
  }
  return { resend_in: OTP.resendMs / 1000, via: address.kind };
}

/**
 * Checks the current password. Wrong ones slow down this session alone, as at sign-in: whoever
 * holds a stolen token cannot guess fast, nor delay the owner anywhere else.
 */
async function checkPassword(db: Db, session: CurrentSession, user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash) throw fieldError('current_password', 'no_password', ACCOUNT_MESSAGES.noPassword);
  const identity = `user:${user.id}`;
  const client = sessionClient(session.id);
  await assertNotThrottled(db, 'password', identity, client);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, 'password', identity, client);
    throw fieldError('current_password', 'wrong_current_password', ACCOUNT_MESSAGES.wrongPassword);
  }
  await clearFailures(db, 'password', identity, client);
}

export interface Proof {
  current_password?: string;
  otp_code?: string;
  via?: IdentifierKind;
}

/** Proves the owner is here (password or code): answers a ticket that one change of this session may spend. */
export async function proveOwner(deps: AuthDeps, session: CurrentSession, proof: Proof) {
  const user = await currentUser(deps.db, session.user.id);
  if (proof.current_password) {
    await checkPassword(deps.db, session, user, proof.current_password);
  } else if (proof.otp_code) {
    const address = addressOf(user, proof.via);
    await verifyField('otp_code', () =>
      verifyCode(deps.db, deps.secret, { identifier: address.value, purpose: proofPurpose(user.id) }, proof.otp_code!, () => sessionClient(session.id)),
    );
  } else {
    // Neither field is wrong: the body as a whole lacks a proof ("_", as for a body zod refuses).
    throw fieldError('_', 'proof_missing', ACCOUNT_MESSAGES.proofMissing);
  }
  return issueProofTicket(deps.db, session.id);
}

/** What a change carries to show the owner is here: the current password, or a ticket of POST /me/proof. */
export interface ChangeProof {
  current_password?: string;
  proof?: string;
}

/**
 * Refuses (403) a change that carries no proof, or a ticket this session does not hold (spent,
 * expired, another session's). A ticket is only checked here: the change spends it once done.
 */
async function assertProof(deps: AuthDeps, session: CurrentSession, user: UserRow, given: ChangeProof): Promise<void> {
  if (given.current_password) return checkPassword(deps.db, session, user, given.current_password);
  if (!given.proof || !(await holdsProofTicket(deps.db, session.id, given.proof))) throw proofRequired();
}

/** A code to prove a new e-mail or phone before PATCH /me takes it; only with a proof of the owner. */
export async function requestChangeCode(deps: AuthDeps, session: CurrentSession, identifier: Identifier, given: ChangeProof, locale: Locale) {
  await assertProof(deps, session, await currentUser(deps.db, session.user.id), given);
  const { code } = await issueCode(deps.db, deps.secret, { identifier: identifier.value, purpose: `change:${session.user.id}`, client: strangerTo(session) });
  try {
    await deps.notifier.send(await codeMessage(deps, identifier, code, 'verification', locale));
  } catch (error) {
    console.error(`[auth] sending a verification code failed: ${(error as Error).message}`);
    throw serviceUnavailable('send_failed', AUTH_MESSAGES.sendFailed);
  }
  return { resend_in: OTP.resendMs / 1000 };
}

export interface ProfileChange extends ChangeProof {
  name?: string | null;
  email?: Identifier;
  phone?: Identifier;
  otp_code?: string;
  password?: string;
}

type AccountChange = 'email' | 'phone' | 'password' | 'passwordSet';

/** Tells every address the account had before the change; a failed message does not undo it. */
async function tellOwner(deps: AuthDeps, before: UserRow, change: AccountChange, locale: Locale): Promise<void> {
  const { companyName } = await deps.site(locale);
  const words = noticeWords(locale);
  const company = words.value(companyName);
  const addresses: Identifier[] = [];
  if (before.email) addresses.push({ kind: 'email', value: before.email });
  if (before.phone) addresses.push({ kind: 'phone', value: before.phone });
  for (const address of addresses) {
    await deps.notifier
      .send({
        to: recipient(address),
        subject: words.t(`notice.accountChange.${change}.subject`, { company }),
        text: words.t(`notice.accountChange.${change}.text`, { company }),
      })
      .catch((error: Error) => console.error(`[auth] telling the owner of an account change failed: ${error.message}`));
  }
}

export async function updateProfile(deps: AuthDeps, session: CurrentSession, change: ProfileChange, locale: Locale): Promise<UserInfo> {
  const userId = session.user.id;
  const user = await currentUser(deps.db, userId);
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.name !== undefined) set.name = change.name;

  const newIdentifiers = [change.email, change.phone].filter(
    (identifier): identifier is Identifier => Boolean(identifier) && identifier!.value !== (identifier!.kind === 'email' ? user.email : user.phone),
  );
  if (newIdentifiers.length > 1) throw fieldError('email', 'one_change_at_a_time', ACCOUNT_MESSAGES.oneAtATime);
  const changed = newIdentifiers[0];
  const guarded = Boolean(changed) || change.password !== undefined;
  if (guarded) await assertProof(deps, session, user, change);

  if (changed) {
    const field = changed.kind;
    const column = field === 'email' ? users.email : users.phone;
    if (!change.otp_code) {
      throw fieldError('otp_code', 'otp_required', `Enter the 6-digit code we sent to your new ${field === 'email' ? 'e-mail address' : 'phone number'}.`);
    }
    // Only someone who proved they own the address learns whether it already has an account.
    await verifyField('otp_code', () =>
      verifyCode(deps.db, deps.secret, { identifier: changed.value, purpose: `change:${userId}` }, change.otp_code!, () => strangerTo(session)),
  );
    const [taken] = await deps.db.select({ id: users.id }).from(users).where(and(eq(column, changed.value), ne(users.id, userId))).limit(1);
    if (taken) throw fieldError(field, field === 'email' ? 'email_taken' : 'phone_taken', `This ${field === 'email' ? 'e-mail address' : 'phone number'} is already in use.`);
    set[field] = changed.value;
  }
  if (change.password !== undefined) set.passwordHash = await hashPassword(change.password);

  if (Object.keys(set).length === 0) return userInfo(user);
  // Last of all, once nothing else can refuse the change: a ticket pays for one change only.
  if (guarded && !change.current_password && !(await spendProofTicket(deps.db, session.id, change.proof!))) throw proofRequired();
  set.updatedAt = new Date();
  let updated: UserRow | undefined;
  try {
    [updated] = await deps.db.update(users).set(set).where(eq(users.id, userId)).returning();
  } catch (error) {
    if (isUniqueViolation(error) && changed) throw fieldError(changed.kind, 'value_taken', 'This value is already in use.');
    throw error;
  }
  userChanged(deps.db, userId);
  if (guarded) {
    await endSessionsOf(deps.db, userId, session.id);
    const what: AccountChange = changed ? changed.kind : user.passwordHash ? 'password' : 'passwordSet';
    await tellOwner(deps, user, what, locale);
  }
  return userInfo(updated!);
}
