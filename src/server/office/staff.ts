// Staff accounts: the owner and the people who help run the shop. Apart from shoppers' accounts.
// Adding one makes a one-time password and a TOTP secret, shown once to the person who adds it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { firstRow, isUniqueViolation, rowsOf, type Executor } from '../db/sql.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newTotpSecret, otpauthUri } from './totp.ts';
import { record, type Actor } from './audit.ts';

export const ROLES = ['owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export const OFFICE_LOCALES = ['en', 'ar'] as const;
export type OfficeLocale = (typeof OFFICE_LOCALES)[number];

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: Role;
  locale: OfficeLocale;
  active: boolean;
  created_at: string;
}

export interface StaffSecrets {
  id: number;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number;
}

/** Why adding or removing a staff member was refused: the office shows the code's words. */
export class StaffError extends Error {
  readonly code: 'staff_exists' | 'last_owner' | 'staff_not_found' | 'own_account';
  constructor(code: StaffError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const COLUMNS = sql`id, email, name, role, locale, active, created_at`;

const toMember = (row: StaffMember & { created_at: string | Date }): StaffMember => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function listStaff(db: Executor): Promise<StaffMember[]> {
  return (await rowsOf<StaffMember>(db, sql`SELECT ${COLUMNS} FROM ${staff} WHERE active ORDER BY role, name, id`)).map(toMember);
}

export async function staffById(db: Executor, id: number): Promise<StaffMember | undefined> {
  const row = await firstRow<StaffMember>(db, sql`SELECT ${COLUMNS} FROM ${staff} WHERE id = ${id} AND active`);
  return row && toMember(row);
}

export async function staffWithSecrets(db: Executor, email: string): Promise<(StaffMember & StaffSecrets) | undefined> {
  const row = await firstRow<StaffMember & StaffSecrets>(db, sql`
    SELECT ${COLUMNS}, password_hash, totp_secret, totp_last_step FROM ${staff} WHERE email = ${email.trim().toLowerCase()} AND active`);
  return row && { ...row, ...toMember(row) };
}

export async function secretsOf(db: Executor, id: number): Promise<StaffSecrets | undefined> {
  return firstRow<StaffSecrets>(db, sql`SELECT id, password_hash, totp_secret, totp_last_step FROM ${staff} WHERE id = ${id} AND active`);
}

/** Takes a TOTP step as used, unless a later or equal one was taken meanwhile (two requests with one code). */
export async function useTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`UPDATE ${staff} SET totp_last_step = ${step} WHERE id = ${id} AND totp_last_step < ${step} RETURNING id`);
  return rows.length > 0;
}

export interface NewStaff {
  email: string;
  name: string;
  role: Role;
  locale: OfficeLocale;
}

export interface AddedStaff {
  member: StaffMember;
  /** Shown once: the person signs in with it. */
  password: string;
  totp: { secret: string; uri: string };
}

/** A readable one-time password: 16 characters of base32 in groups of four. */
function oneTimePassword(): string {
  const raw = randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
  return raw.match(/.{4}/g)!.join('-');
}

export async function addStaff(db: Db, input: NewStaff, actor: Actor, issuer: string, now = Date.now()): Promise<AddedStaff> {
  const password = oneTimePassword();
  const secret = newTotpSecret();
  const hash = await hashPassword(password);
  const email = input.email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      // A removed member's address may be given again: the old row is reused with new secrets.
      const row = await firstRow<StaffMember>(tx, sql`
        INSERT INTO ${staff} (email, name, role, locale, password_hash, totp_secret, created_at)
        VALUES (${email}, ${input.name.trim()}, ${input.role}, ${input.locale}, ${hash}, ${secret}, ${new Date(now).toISOString()})
        ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role, locale = excluded.locale,
          password_hash = excluded.password_hash, totp_secret = excluded.totp_secret, totp_last_step = 0, active = true, created_at = excluded.created_at
          WHERE NOT ${staff}.active
        RETURNING ${COLUMNS}`);
      if (!row) throw new StaffError('staff_exists', `${email} is already a member of staff.`);
      const member = toMember(row);
      await record(tx, actor, { action: 'staff.add', target: { type: 'staff', id: member.id }, after: { email, name: member.name, role: member.role } }, now);
      return { member, password, totp: { secret, uri: otpauthUri(secret, email, issuer) } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffError('staff_exists', `${email} is already a member of staff.`);
    throw error;
  }
}

/** Removes a member (their sessions end); the last owner stays, and nobody removes themself. */
export async function removeStaff(db: Db, id: number, actor: Actor, now = Date.now()): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    // Every owner row locked, so two owners removing each other cannot leave the shop without one.
    const owners = await rowsOf<{ id: number }>(tx, sql`SELECT id FROM ${staff} WHERE role = 'owner' AND active ORDER BY id FOR UPDATE`);
    const member = await staffById(tx, id);
    if (!member) throw new StaffError('staff_not_found', 'There is no such member of staff.');
    if (actor.kind === 'staff' && actor.id === id) throw new StaffError('own_account', 'You cannot remove your own account; another owner can.');
    if (member.role === 'owner' && owners.length <= 1) throw new StaffError('last_owner', 'The shop needs at least one owner: add another owner first.');
    await tx.execute(sql`UPDATE ${staff} SET active = false WHERE id = ${id}`);
    await tx.execute(sql`DELETE FROM staff_sessions WHERE staff_id = ${id}`);
    await record(tx, actor, { action: 'staff.remove', target: { type: 'staff', id }, before: { email: member.email, name: member.name, role: member.role } }, now);
    return member;
  });
}

export async function setStaffLocale(db: Executor, id: number, locale: OfficeLocale): Promise<void> {
  await db.execute(sql`UPDATE ${staff} SET locale = ${locale} WHERE id = ${id}`);
}
