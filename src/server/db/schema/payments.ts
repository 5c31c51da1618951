// Online payments: one row per session a provider opened for an order (an order may need several:
// the shopper cancels and tries again), and the provider events already handled, so a replayed
// event changes nothing twice.
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './shop.ts';

export const paymentSessions = pgTable('payment_sessions', {
  /** The provider's id for the session (Stripe: cs_…). */
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** The order's attempts numbered from 1: the idempotency key of the provider request names it. */
  attempt: integer('attempt').notNull(),
  /**
   * open; complete (paid); expired (ended unpaid); superseded (the shop closed it for a newer page or
   * for cash: its end cancels nothing, and the sweep cancels the order if no open page follows).
   */
  status: text('status').notNull(),
  /** The hosted payment page. */
  url: text('url').notNull(),
  /** The provider's payment, once paid (Stripe: pi_…), which a refund names. */
  paymentIntent: text('payment_intent'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the shop last asked the provider about it for a shopper's page: at most once every few seconds. */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  unique('payment_sessions_order_attempt').on(t.orderId, t.attempt),
  index('payment_sessions_open_idx').on(t.status, t.expiresAt),
]);

export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (Stripe: evt_…). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
