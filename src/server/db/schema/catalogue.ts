// The catalogue's publishes: each save (or a sale starting or ending) queues one; one runs at a
// time and takes every publish queued before it, so a burst of saves makes one new release.
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cataloguePublishes = pgTable('catalogue_publishes', {
  id: serial('id').primaryKey(),
  /** queued, running, published or failed. */
  status: text('status').notNull(),
  /** save, hide, delete, import, sale_start, sale_end. */
  reason: text('reason').notNull(),
  productIds: jsonb('product_ids').$type<number[]>().notNull(),
  /** Who asked (a staff member's name, or the shop itself for a sale's start or end). */
  actor: text('actor').notNull(),
  queuedAt: ts('queued_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
  /** Why a publish failed, in the build's words. */
  error: text('error'),
  /** The release made live (a folder of RELEASES_DIR). */
  release: text('release'),
}, (t) => [index('catalogue_publishes_status_idx').on(t.status, t.id)]);
