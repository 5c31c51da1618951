// Users: found by a normalised identifier, created on first verified sign-up with a customer code
// (customer_prefix + six digits: CS-000001).
import { eq, inArray, sql } from 'drizzle-orm';
import { dialCodeOf, splitE164 } from '../../lib/phone-countries.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Identifier } from './identifiers.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The ways an E.164 number may be stored: itself, and the form the hand-written normaliser kept
 * before the phone module when a shopper typed both the code and the trunk 0 ('+971 050…' became
 * '+9710501234567'), which the library reads as the same number, so its owner still signs in.
 */
function storedForms(e164: string): string[] {
  const split = splitE164(e164);
  return split ? [e164, `${dialCodeOf(split.country)}0${split.national}`] : [e164];
}

export async function findUserByIdentifier(db: Db, identifier: Identifier): Promise<UserRow | null> {
  if (identifier.kind === 'email') {
    const [row] = await db.select().from(users).where(eq(users.email, identifier.value)).limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(users)
    .where(inArray(users.phone, storedForms(identifier.value)))
    .orderBy(sql`${users.phone} = ${identifier.value} desc`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

function customerCode(prefix: string, id: number): string {
  return `${prefix}${String(id).padStart(6, '0')}`;
}

/** The user with this identifier, created when there is none (safe against a parallel sign-up). */
export async function findOrCreateUser(db: Db, identifier: Identifier, customerPrefix: string, now = Date.now()): Promise<UserRow> {
  const existing = await findUserByIdentifier(db, identifier);
  if (existing) return existing;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: identifier.kind === 'email' ? identifier.value : null,
        phone: identifier.kind === 'phone' ? identifier.value : null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const [coded] = await tx
      .update(users)
      .set({ code: customerCode(customerPrefix, row.id) })
      .where(eq(users.id, row.id))
      .returning();
    return coded ?? row;
  });
  if (created) return created;
  const raced = await findUserByIdentifier(db, identifier);
  if (!raced) throw new Error('User vanished while being created.');
  return raced;
}
