// After the purchase: why a shopper cancelled, and every refund made (by cancelling or by a
// return), which the tax documents' credit notes are written from. Amounts are integer fils.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders, products, variants } from './shop.ts';
import { users } from './auth.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One row per item the shopper cancelled, with their reason (src/lib/orders/item-states.ts). */
export const cancellations = pgTable('cancellations', {
  orderItemId: integer('order_item_id').primaryKey().references(() => orderItems.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * A return or exchange the shopper asked for, on one delivered item, for some or all of its
 * quantity; its status moves as src/lib/orders/item-states.ts says (RETURN_MOVES). An exchange
 * names the variant wanted, whose stock is held from the request until it is refused.
 */
export const returnRequests = pgTable('return_requests', {
  id: serial('id').primaryKey(),
  orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** refund or exchange. */
  kind: text('kind').notNull(),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  /** The variant an exchange sends instead (the same product); null for a refund. */
  exchangeVariantId: integer('exchange_variant_id').references(() => variants.id),
  status: text('status').notNull().default('REQUESTED'),
  /** The shop's words when it refuses. */
  refusal: text('refusal'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('return_requests_item_idx').on(t.orderItemId),
  index('return_requests_status_idx').on(t.status, t.id),
  check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
]);

/**
 * Money given back for an order: through the provider that took it (`method` card, …), or, for a
 * cash order, by the shop as `paid_by` records (a bank transfer, cash at the door).
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** cancel: items cancelled before shipping; return: a return request refunded. */
  cause: text('cause').notNull(),
  /** The return request it refunds, when it is one. */
  returnId: integer('return_id').references(() => returnRequests.id),
  /** The order items it is for, by code, with the quantity of each. */
  items: jsonb('items').$type<{ code: string; quantity: number }[]>().notNull(),
  amount: integer('amount').notNull(),
  /** The order's payment method the money went back through. */
  method: text('method').notNull(),
  /** How a cash order's refund was paid, as the operator wrote it. */
  paidBy: text('paid_by'),
  createdAt: createdAt(),
}, (t) => [
  index('refunds_order_idx').on(t.orderId),
  check('refunds_amount_positive', sql`${t.amount} > 0`),
]);

/**
 * A buyer's review of a product they received: once per shopper and product, shown only once the
 * owner approves it (status pending, approved or rejected), with the delivered item it rests on.
 */
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** small, true or large; null when the buyer did not say. */
  fit: text('fit'),
  /** The language it was written in (a code of the locale table). */
  locale: text('locale').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
  moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  unique('reviews_product_user').on(t.productId, t.userId),
  index('reviews_product_status_idx').on(t.productId, t.status, t.id),
  check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
]);

/**
 * Tax invoices and credit notes, numbered in one gapless sequence (`number`, taken under a lock in
 * the transaction that writes the row): an order's invoice when it is first asked for, and a credit
 * note for every refund.
 */
export const taxDocuments = pgTable('tax_documents', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  /** invoice or credit_note. */
  kind: text('kind').notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** The refund a credit note is for. */
  refundId: integer('refund_id').unique().references(() => refunds.id),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  index('tax_documents_order_idx').on(t.orderId, t.kind),
  // One invoice per order, however many ask for it at once.
  uniqueIndex('tax_documents_one_invoice').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
]);
