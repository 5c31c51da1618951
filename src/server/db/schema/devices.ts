// The browsers that have signed in to an account (docs/DESIGN.md, "Known devices"). A browser holds
// a random device token (32 bytes, in localStorage) and sends it with its sign-in calls; a
// successful sign-in records its SHA-256 here for that account. Such a device is exempt from the
// limits a stranger could exhaust (5 codes an hour to an address) and counts its failed guesses on
// its own, so nobody else's guessing delays it. Kept past logout (the device still signed in
// before); forgotten 90 days after its last sign-in.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    firstSignInAt: ts('first_sign_in_at').notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] }), index('known_devices_last_sign_in_idx').on(t.lastSignInAt)],
);
