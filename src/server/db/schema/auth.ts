// Tables of the foundation and the auth half: users, sessions, one-time codes, rate-limit
// counters and locks, settings overrides, contact messages and blog comments.
// Every time column is written from JS time (Date.now()), never from the database clock,
// so expiry logic follows one clock (and tests can move it).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    passwordHash: text('password_hash'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_code_key').on(t.code),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    /** Last seen: written at most once a minute (sessions.ts), so reading a page costs no write. */
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** The browser's User-Agent at sign-in (trimmed), so the shopper can tell their devices apart. */
    userAgent: text('user_agent'),
    /**
     * The proof ticket POST /me/proof gave this session (SHA-256 of it) and when: a change of
     * password, e-mail or phone carries the ticket and spends it (account-changes.ts).
     */
    provedAt: ts('proved_at'),
    proofHash: text('proof_hash'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** One-time codes, stored only as HMAC-SHA256; purpose is 'login', 'signup', 'change:<userId>' or 'proof:<userId>'. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    signupId: text('signup_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('otp_codes_identifier_purpose_idx').on(t.identifier, t.purpose, t.createdAt),
    uniqueIndex('otp_codes_signup_id_key').on(t.signupId).where(sql`${t.signupId} is not null`),
  ],
);

/** Fixed-window counters (the limiter weighs the previous window in, so it slides). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** An identifier locked after too many failures, until locked_until. */
export const authLocks = pgTable('auth_locks', {
  key: text('key').primaryKey(),
  lockedUntil: ts('locked_until').notNull(),
});

/** Operator overrides of site settings (value is JSON). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull(),
  /** When someone marked it answered (or replied from the office), else null. */
  answeredAt: ts('answered_at'),
});

export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postSlug: text('post_slug').notNull(),
    /** The locale of the post it was written under (content/blog/{locale}/{slug}.md). */
    locale: text('locale').notNull().default('en'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    approved: boolean('approved').notNull().default(false),
    /** Refused by the shop: never shown, no longer waiting. */
    refused: boolean('refused').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('blog_comments_post_idx').on(t.postSlug, t.locale, t.approved, t.createdAt)],
);
