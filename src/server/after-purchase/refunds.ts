// The one way the after-purchase rules give money back: through the payments service's refund
// (the provider that took the payment: card, and the instalment providers), or, for a cash order,
// recorded with how the shop paid it. Every refund is a row of `refunds`, which the credit notes
// are written from.
import { sql } from 'drizzle-orm';
import { refunds } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { serviceUnavailable, unprocessable, problem } from '../http/errors.ts';
import type { PaymentOrderRow } from '../payments/order-payments.ts';
import { setPaymentStatus } from '../payments/order-payments.ts';
import type { Db } from '../db/client.ts';
import { issueCreditNote } from './tax-documents.ts';
import type { Payments } from '../payments/service.ts';

export interface RefundLine {
  code: string;
  quantity: number;
}

export interface RefundRequest {
  order: PaymentOrderRow;
  items: RefundLine[];
  /** Fils. */
  amount: number;
  cause: 'cancel' | 'return';
  /** Every item of the order is given back: the rest of what was paid, delivery included. */
  wholeOrder: boolean;
  /** How a cash order's refund was paid (required for one). */
  paidBy?: string;
  /** Makes a repeated request one refund at the provider. */
  key: string;
  /** The return request it refunds. */
  returnId?: number;
}

export interface RefundRow {
  id: number;
  order_id: number;
  cause: string;
  items: RefundLine[];
  amount: number;
  method: string;
  paid_by: string | null;
  created_at: string | Date;
}

/** Fils already given back for an order. */
export async function refundedSoFar(db: Executor, orderId: number): Promise<number> {
  const row = await firstRow<{ total: number }>(db, sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${refunds} WHERE order_id = ${orderId}`);
  return row?.total ?? 0;
}

export function refundsOf(db: Executor, orderId: number): Promise<RefundRow[]> {
  return rowsOf<RefundRow>(db, sql`SELECT * FROM ${refunds} WHERE order_id = ${orderId} ORDER BY id`);
}

/** Whether money was taken for this order, so that cancelling or returning gives some back. */
export const wasPaid = (order: PaymentOrderRow) => order.payment_status === 'PAID';

/**
 * Checks, before anything changes, that a refund can be made: a card refund needs its provider
 * configured here, a cash refund needs to say how it was paid.
 */
export function refusalOfRefund(order: PaymentOrderRow, payments: Payments | undefined, paidBy: string | undefined): Error | null {
  if (!wasPaid(order)) return null;
  if (order.payment_method === 'cod') {
    return paidBy?.trim()
      ? null
      : unprocessable('paid_by_required', problem('paid_by', 'paid_by_required', 'A cash order was paid at the door: say how its refund is paid (--paid-by "bank transfer …").'));
  }
  return payments ? null : serviceUnavailable('refund_unavailable', 'Refunds to this payment method are not available at the moment. Nothing was changed.');
}

/**
 * Gives the money back and records it; null when nothing was paid. Throws (nothing recorded) when
 * the provider refuses.
 */
export async function giveBack(db: Db, payments: Payments | undefined, request: RefundRequest): Promise<RefundRow | null> {
  const { order } = request;
  if (!wasPaid(order)) return null;
  const refusal = refusalOfRefund(order, payments, request.paidBy);
  if (refusal) throw refusal;
  const before = await refundedSoFar(db, order.id);
  // The last items of an order take what is left of it, delivery included; never more than was paid.
  const amount = Math.min(request.wholeOrder ? order.total_amount - before : request.amount, order.total_amount - before);
  if (amount <= 0) return null;
  let method = order.payment_method as string;
  if (order.payment_method !== 'cod') {
    const whole = before === 0 && amount === order.total_amount;
    const done = await payments!.refund(order, whole ? undefined : { amount, key: request.key });
    if (!done) throw serviceUnavailable('refund_unavailable', 'Refunds to this payment method are not available at the moment. Nothing was changed.');
    // A whole refund made in parts ends with the order refunded too.
    if (!whole && before + amount === order.total_amount) await setPaymentStatus(db, order.id, 'REFUNDED');
  } else {
    method = 'cod';
    if (before + amount === order.total_amount) await setPaymentStatus(db, order.id, 'REFUNDED');
  }
  return recordRefund(db, { orderId: order.id, cause: request.cause, items: request.items, amount, method, paidBy: request.paidBy, returnId: request.returnId });
}

/**
 * Records money given back and credits it on the order's tax invoice: every refund, whoever made it
 * (the shopper's cancel and return here, the shop's cancel and item moves in shop/order-operations.ts).
 */
export async function recordRefund(
  db: Db,
  refund: { orderId: number; cause: 'cancel' | 'return'; items: RefundLine[]; amount: number; method: string; paidBy?: string; returnId?: number },
): Promise<RefundRow> {
  const row = await firstRow<RefundRow>(db, sql`
    INSERT INTO ${refunds} (order_id, cause, items, amount, method, paid_by, return_id)
    VALUES (${refund.orderId}, ${refund.cause}, ${JSON.stringify(refund.items)}::jsonb, ${refund.amount}, ${refund.method}, ${refund.paidBy?.trim() || null}, ${refund.returnId ?? null})
    RETURNING *`);
  await issueCreditNote(db, row!);
  return row!;
}
