// The office's tables: staff accounts (apart from shoppers: a shopper's token never opens the
// office, a staff token never acts as a shopper), their sessions, and the audit log that the office
// and the operator's command both write.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** owner or staff. */
  role: text('role').notNull(),
  /** The office's language for this person (en, ar). */
  locale: text('locale').notNull().default('en'),
  passwordHash: text('password_hash').notNull(),
  /** The TOTP secret (base32), as the authenticator app holds it. */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull(),
}, (t) => [uniqueIndex('staff_email_key').on(t.email)]);

export const staffSessions = pgTable('staff_sessions', {
  /** SHA-256 of the token, base64url; the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull(),
  /** Until when a refund, a settings change or a staff change is allowed without asking again. */
  confirmedUntil: ts('confirmed_until').notNull(),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: ts('at').notNull(),
  /** The staff member, or null for the operator's command line. */
  staffId: integer('staff_id'),
  /** Who, as written then (a removed staff member's entries keep their name). */
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
}, (t) => [
  index('audit_log_at_idx').on(t.at),
  index('audit_log_target_idx').on(t.targetType, t.targetId),
  index('audit_log_action_idx').on(t.action, t.at),
]);

