// What a payment does to its order, each in one transaction with the order locked, so an event,
// the shopper's return, the sweep and a retry that race change the order once: paid (PAID, every
// waiting item PLACED), or ended unpaid (CANCELLED with its stock back, unless another session of
// the order can still be paid), or switched to cash on delivery (PLACED at once, as checkout does).
// Timeline descriptions are English like every reply; the order pages translate them.
import { sql } from 'drizzle-orm';
import { cartLines, carts, orderItemStatuses, orderItems, orders, paymentSessions, users, variants } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { firstRow, prepared, preparedRows, rowsOf, type Executor } from '../db/sql.ts';
import { timelineDescription } from '../shop/timeline.ts';
import { normaliseLocale, type Locale } from '../../lib/locale.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { PaymentLine, PaymentState } from './provider.ts';
import { isOnline, ON_DELIVERY, ONLINE_METHODS } from './methods/index.ts';

/** An order as the payment pages see it. */
export interface PaymentOrderRow {
  id: number;
  user_id: number;
  order_number: string;
  payment_method: PaymentMethod;
  payment_status: string;
  total_amount: number;
  delivery_charge: number;
  /** The VAT the total includes, fils. */
  tax: number;
  /** The delivery address as checkout stored it (JSON text). */
  address: string;
  locale: Locale;
  email: string | null;
  phone: string | null;
  /** Every item is still CREATED: the order waits for its payment. */
  awaiting: boolean;
  /** Every item is CANCELLED. */
  cancelled: boolean;
  first_item_id: number;
}

const ORDER_COLUMNS = sql`
  o.id, o.user_id, o.order_number, o.payment_method, o.payment_status, o.total_amount, o.delivery_charge, o.tax, o.address, o.locale,
  u.email, u.phone,
  (SELECT min(i.id) FROM ${orderItems} i WHERE i.order_id = o.id)::int AS first_item_id,
  coalesce((SELECT bool_and(latest = 'CREATED') FROM (${latestStatuses(sql`o.id`)}) l), false) AS awaiting,
  coalesce((SELECT bool_and(latest = 'CANCELLED') FROM (${latestStatuses(sql`o.id`)}) l), false) AS cancelled`;

function latestStatuses(orderId: ReturnType<typeof sql>) {
  return sql`SELECT (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS latest
             FROM ${orderItems} i WHERE i.order_id = ${orderId}`;
}

function toOrder(row: PaymentOrderRow): PaymentOrderRow {
  return { ...row, locale: normaliseLocale(row.locale) };
}

/** The order with this number if it is this shopper's (another shopper's reads as no order). */
export async function shopperOrder(db: Executor, userId: number, orderNumber: string): Promise<PaymentOrderRow | undefined> {
  const row = await firstRow<PaymentOrderRow>(db, sql`
    SELECT ${ORDER_COLUMNS} FROM ${orders} o JOIN ${users} u ON u.id = o.user_id
    WHERE o.order_number = ${orderNumber} AND o.user_id = ${userId}`);
  return row && toOrder(row);
}

export async function orderById(db: Executor, orderId: number, lock = false): Promise<PaymentOrderRow | undefined> {
  const row = await firstRow<PaymentOrderRow>(db, sql`
    SELECT ${ORDER_COLUMNS} FROM ${orders} o JOIN ${users} u ON u.id = o.user_id
    WHERE o.id = ${orderId} ${lock ? sql`FOR UPDATE OF o` : sql``}`);
  return row && toOrder(row);
}

export async function orderByNumber(db: Executor, orderNumber: string): Promise<PaymentOrderRow | undefined> {
  const row = await firstRow<PaymentOrderRow>(db, sql`
    SELECT ${ORDER_COLUMNS} FROM ${orders} o JOIN ${users} u ON u.id = o.user_id WHERE o.order_number = ${orderNumber}`);
  return row && toOrder(row);
}

/** One line of the hosted page: an item at the price the order recorded, in fils. */
export function paymentLine(item: { name: string; variant_name: string; unit_price: number; quantity: number }): PaymentLine {
  return { name: item.variant_name ? `${item.name} (${item.variant_name})` : item.name, unitAmount: item.unit_price, quantity: item.quantity };
}

/** What the hosted page charges for: the order's items in the order they were written. */
export async function orderLines(db: Executor, orderId: number): Promise<PaymentLine[]> {
  const rows = await rowsOf<{ name: string; variant_name: string; unit_price: number; quantity: number }>(db, sql`
    SELECT name, variant_name, unit_price, quantity FROM ${orderItems} WHERE order_id = ${orderId} ORDER BY id`);
  return rows.map(paymentLine);
}

export interface SessionRow {
  id: string;
  order_id: number;
  provider: string;
  attempt: number;
  status: 'open' | 'complete' | 'expired' | 'superseded';
  url: string;
  payment_intent: string | null;
  expires_at: string | Date;
}

export function sessionById(db: Executor, sessionId: string): Promise<SessionRow | undefined> {
  return firstRow<SessionRow>(db, sql`SELECT * FROM ${paymentSessions} WHERE id = ${sessionId}`);
}

/**
 * Whether the shop may ask the provider about this session now: true for one caller every
 * `everyMs` (the claim is one conditional update, so it holds across processes too).
 */
export async function claimRead(db: Executor, sessionId: string, everyMs: number): Promise<boolean> {
  const row = await firstRow<{ id: string }>(db, sql`
    UPDATE ${paymentSessions} SET read_at = now()
    WHERE id = ${sessionId} AND (read_at IS NULL OR read_at <= now() - make_interval(secs => ${everyMs / 1000}))
    RETURNING id`);
  return row !== undefined;
}

/** The shopper's orders that hold stock while a payment page of theirs is open. */
export async function openPaymentsOf(db: Executor, userId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`
    SELECT count(DISTINCT o.id)::int AS n FROM ${orders} o JOIN ${paymentSessions} p ON p.order_id = o.id
    WHERE o.user_id = ${userId} AND o.payment_status = 'UNPAID' AND p.status = 'open' AND p.expires_at > now()
      AND coalesce((SELECT bool_and(latest = 'CREATED') FROM (${latestStatuses(sql`o.id`)}) l), false)`);
  return row?.n ?? 0;
}

export function sessionsOf(db: Executor, orderId: number): Promise<SessionRow[]> {
  return rowsOf<SessionRow>(db, sql`SELECT * FROM ${paymentSessions} WHERE order_id = ${orderId} ORDER BY attempt`);
}

export async function nextAttempt(db: Executor, orderId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`SELECT coalesce(max(attempt), 0)::int + 1 AS n FROM ${paymentSessions} WHERE order_id = ${orderId}`);
  return row?.n ?? 1;
}

// Every online checkout records its session: a prepared statement (db/sql.ts), planned once.
const RECORD_SESSION = prepared('payment_record_session', sql`
    INSERT INTO ${paymentSessions} (id, order_id, provider, attempt, status, url, expires_at)
    VALUES (${sql.placeholder('id')}::text, ${sql.placeholder('orderId')}::int, ${sql.placeholder('provider')}::text,
            ${sql.placeholder('attempt')}::int, 'open', ${sql.placeholder('url')}::text, ${sql.placeholder('expiresAt')}::timestamptz)
    ON CONFLICT DO NOTHING`);

/** Records a session the provider opened; a concurrent request for the same attempt got the same session. */
export async function recordSession(db: Db, session: Omit<SessionRow, 'status' | 'payment_intent'>): Promise<void> {
  await preparedRows(db, RECORD_SESSION, {
    id: session.id,
    orderId: session.order_id,
    provider: session.provider,
    attempt: session.attempt,
    url: session.url,
    expiresAt: new Date(session.expires_at).toISOString(),
  });
}

/** A timeline entry for every item whose latest status is `from`. */
async function addStatus(tx: Executor, orderId: number, from: string, to: string, description: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${orderItemStatuses} (order_item_id, status, description)
    SELECT i.id, ${to}, ${description} FROM ${orderItems} i
    WHERE i.order_id = ${orderId}
      AND (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) = ${from}
    ORDER BY i.id`);
}

/** Cancels an order still waiting for its payment and puts its stock back. */
async function cancelAwaiting(tx: Executor, orderId: number, description: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${variants} v SET stock = v.stock + i.quantity FROM ${orderItems} i
    WHERE i.order_id = ${orderId} AND v.id = i.variant_id`);
  await addStatus(tx, orderId, 'CREATED', 'CANCELLED', description);
}

export type PaidOutcome =
  /** The order is paid now: tell the shopper. */
  | { kind: 'paid'; order: PaymentOrderRow }
  /** Handled before (a replay, or the shopper's return came first). */
  | { kind: 'unchanged' }
  /** Money for an order that can no longer take it (cancelled, or paid through another session): refund it. */
  | { kind: 'refund'; order: PaymentOrderRow; paymentIntent: string }
  /** No such session: a payment that cannot be matched to an order changes nothing. */
  | { kind: 'unknown' }
  /** The provider reports another amount or currency than the order's: nothing changes, the owner reads the log. */
  | { kind: 'mismatch'; order: PaymentOrderRow };

/** The shop charges in AED; a provider reports currencies in ISO 4217, case aside. */
const SHOP_CURRENCY = 'aed';

export function markPaid(db: Db, state: PaymentState): Promise<PaidOutcome> {
  return db.transaction(async (tx) => {
    const session = await firstRow<SessionRow>(tx, sql`SELECT * FROM ${paymentSessions} WHERE id = ${state.sessionId}`);
    if (!session || (state.orderId !== null && state.orderId !== session.order_id)) return { kind: 'unknown' };
    const order = (await orderById(tx, session.order_id, true))!;
    if (session.status === 'complete') return { kind: 'unchanged' };
    // The session stays as it was until the refund is made (completeSession), so a failed refund is
    // tried again when the event comes again.
    if (order.payment_status === 'PAID' || !order.awaiting) {
      return state.paymentIntent ? { kind: 'refund', order, paymentIntent: state.paymentIntent } : { kind: 'unchanged' };
    }
    // Money is taken as the order's only when it is the order's amount in the shop's currency.
    if (state.amount !== order.total_amount || state.currency.toLowerCase() !== SHOP_CURRENCY) return { kind: 'mismatch', order };
    await completeSession(tx, session.id, state.paymentIntent);
    await tx.execute(sql`UPDATE ${orders} SET payment_status = 'PAID' WHERE id = ${order.id}`);
    await addStatus(tx, order.id, 'CREATED', 'PLACED', timelineDescription('paid'));
    return { kind: 'paid', order: { ...order, payment_status: 'PAID', awaiting: false } };
  });
}

/** A session that took its payment (kept, or refunded because the order no longer waited for it). */
export async function completeSession(db: Executor, sessionId: string, paymentIntent: string | null): Promise<void> {
  await db.execute(sql`UPDATE ${paymentSessions} SET status = 'complete', payment_intent = ${paymentIntent} WHERE id = ${sessionId}`);
}

/**
 * A session that ended unpaid. The order is cancelled and its stock returned only when it still
 * waits for payment and no other session of it can still be paid. A session the shop closed itself
 * (superseded by a newer page, or by cash) cancels nothing: its end may be reported before the page
 * that replaced it is recorded, since providers deliver events late and out of order.
 */
export function endSession(db: Db, sessionId: string): Promise<'cancelled' | 'unchanged' | 'unknown'> {
  return db.transaction(async (tx) => {
    const session = await firstRow<SessionRow>(tx, sql`SELECT * FROM ${paymentSessions} WHERE id = ${sessionId}`);
    if (!session) return 'unknown';
    const order = (await orderById(tx, session.order_id, true))!;
    if (session.status === 'complete' || session.status === 'superseded') return 'unchanged';
    await tx.execute(sql`UPDATE ${paymentSessions} SET status = 'expired' WHERE id = ${sessionId}`);
    const others = await firstRow<{ n: number }>(tx, sql`
      SELECT count(*)::int AS n FROM ${paymentSessions}
      WHERE order_id = ${order.id} AND id <> ${sessionId} AND status = 'open' AND expires_at > now()`);
    if (!isOnline(order.payment_method) || order.payment_status !== 'UNPAID' || !order.awaiting || others!.n > 0) return 'unchanged';
    await cancelAwaiting(tx, order.id, timelineDescription('payment_expired'));
    return 'cancelled';
  });
}

/**
 * Open sessions the shop is about to close at the provider, marked first: the provider's event for
 * their end may arrive before its answer to the close does.
 */
export async function supersedeSessions(db: Executor, sessionIds: string[]): Promise<void> {
  for (const id of sessionIds) {
    await db.execute(sql`UPDATE ${paymentSessions} SET status = 'superseded' WHERE id = ${id} AND status = 'open'`);
  }
}

/**
 * An order paid online left with no page that can still be paid (the provider was unreachable, or the shop
 * closed its pages and stopped before opening the next), cancelled once it is past any payment.
 */
export function cancelWithoutSession(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderById(tx, orderId, true);
    const sessions = await sessionsOf(tx, orderId);
    if (!order || sessions.some((s) => s.status === 'open' || s.status === 'complete')) return false;
    if (!isOnline(order.payment_method) || order.payment_status !== 'UNPAID' || !order.awaiting) return false;
    await cancelAwaiting(tx, orderId, timelineDescription('payment_expired'));
    return true;
  });
}

/**
 * An order the provider refused before any page was opened (its pre-scoring): cancelled with its
 * stock back, and its lines put back in the shopper's cart, so that choosing another way to pay
 * loses nothing. False when the order no longer waits (nothing is changed then).
 */
export function withdrawRefused(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderById(tx, orderId, true);
    if (!order || (await sessionsOf(tx, orderId)).length > 0 || order.payment_status !== 'UNPAID' || !order.awaiting) return false;
    await cancelAwaiting(tx, orderId, timelineDescription('payment_expired'));
    await tx.execute(sql`INSERT INTO ${carts} (user_id) VALUES (${order.user_id}) ON CONFLICT (user_id) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO ${cartLines} (cart_id, variant_id, quantity)
      SELECT c.id, i.variant_id, least(i.quantity, 99) FROM ${orderItems} i JOIN ${carts} c ON c.user_id = ${order.user_id}
      WHERE i.order_id = ${orderId} AND EXISTS (SELECT 1 FROM ${variants} v WHERE v.id = i.variant_id)
      ON CONFLICT (cart_id, variant_id) DO NOTHING`);
    return true;
  });
}

/**
 * The same order, paid in cash on delivery instead: PLACED now, as a cash checkout is, with cash's
 * fee added as checkout adds it (a line of its own, in the total, its VAT in the tax).
 */
export function switchToCash(db: Db, orderId: number, fee: { amount: number; vat: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderById(tx, orderId, true);
    if (!order || !isOnline(order.payment_method) || order.payment_status !== 'UNPAID' || !order.awaiting) return false;
    await tx.execute(sql`
      UPDATE ${orders} SET payment_method = ${ON_DELIVERY}, cod_fee = ${fee.amount},
        total_amount = total_amount + ${fee.amount}, tax = tax + ${fee.vat}
      WHERE id = ${orderId}`);
    await tx.execute(sql`UPDATE ${paymentSessions} SET status = 'expired' WHERE order_id = ${orderId} AND status = 'open'`);
    await addStatus(tx, orderId, 'CREATED', 'PLACED', timelineDescription('placed'));
    return true;
  });
}

/** Sessions still open past their expiry (and a margin for the provider's own event), oldest first. */
export function overdueSessions(db: Executor, marginMs: number): Promise<SessionRow[]> {
  return rowsOf<SessionRow>(db, sql`
    SELECT * FROM ${paymentSessions}
    WHERE status = 'open' AND expires_at < now() - make_interval(secs => ${marginMs / 1000})
    ORDER BY expires_at LIMIT 100`);
}

/** Orders paid online still waiting with no page open or paid, older than a page could live. */
export async function sessionlessOrders(db: Executor, olderThanMs: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    SELECT o.id FROM ${orders} o
    WHERE o.payment_method IN (${sql.join(ONLINE_METHODS.map((m) => sql`${m}`), sql`, `)}) AND o.payment_status = 'UNPAID'
      AND o.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
      AND NOT EXISTS (SELECT 1 FROM ${paymentSessions} p WHERE p.order_id = o.id AND p.status IN ('open', 'complete'))
      AND coalesce((SELECT bool_and(latest = 'CREATED') FROM (${latestStatuses(sql`o.id`)}) l), false)
    ORDER BY o.id LIMIT 100`);
  return rows.map((r) => r.id);
}

/** The payment an operator's refund names: the session that was paid. */
export async function paidIntent(db: Executor, orderId: number): Promise<string | null> {
  const row = await firstRow<{ payment_intent: string | null }>(db, sql`
    SELECT payment_intent FROM ${paymentSessions} WHERE order_id = ${orderId} AND status = 'complete' AND payment_intent IS NOT NULL
    ORDER BY attempt DESC LIMIT 1`);
  return row?.payment_intent ?? null;
}

export async function setPaymentStatus(db: Executor, orderId: number, status: 'REFUNDED'): Promise<void> {
  await db.execute(sql`UPDATE ${orders} SET payment_status = ${status} WHERE id = ${orderId}`);
}
