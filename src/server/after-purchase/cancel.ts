// Cancelling, the one way for everyone: the shopper's cancel from the order page, and the shop's
// (the operator's `cancel`, the office's cancel) through shop/order-operations.ts, which adds the
// audit log and its own notices. An item, several, or every item of an order that has not left the
// shop (the shop may also stop a parcel on its way). An order still waiting for its online payment
// has its pages closed first, so that a cancelled order cannot be paid. The money goes back next
// (through refunds.ts), so a refund that fails leaves the order as it was; then one transaction,
// with the items locked, checks them again, writes CANCELLED on each timeline, records the
// shopper's reason and puts the stock back.
import { sql } from 'drizzle-orm';
import { cancellations, variants } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { orderByNumber, shopperOrder, type PaymentOrderRow } from '../payments/order-payments.ts';
import type { Payments } from '../payments/service.ts';
import { SHOPPER_CANCELLABLE, type CancelReason } from '../../lib/orders/item-states.ts';
import { StaleStatusError } from '../shop/order-status.ts';
import { timelineDescription } from '../shop/timeline.ts';
import { addItemStatus, linesOfOrder, type LineRow } from './order-lines.ts';
import { giveBack, refusalOfRefund, type RefundRow } from './refunds.ts';

export interface CancelRequest {
  orderNumber: string;
  /** The shopper asking (their orders only), or null for the shop. */
  userId: number | null;
  /** The items to cancel, by id; every item not yet shipped when absent. */
  itemIds?: number[];
  /** The shopper's reason; the shop gives a description instead. */
  reason: CancelReason | null;
  /** The shop's words on the timeline (the shopper's cancel has its own). */
  description?: string;
  /** Each item's latest status entry as the canceller saw it, by item id: a move since refuses the cancel (StaleStatusError), nothing changed. */
  expected?: Record<number, number>;
}

export interface Cancelled {
  /** The order as it was before the cancel (its payment status then). */
  order: PaymentOrderRow;
  /** The items cancelled, each as it was (its `latest` status before). */
  items: LineRow[];
  refund: RefundRow | null;
  reason: CancelReason | null;
  /** The order's payment status once cancelled: REFUNDED when everything paid has gone back. */
  paymentStatus: string;
}

const orderNotFound = () => notFound('order_not_found', 'Order not found');

/** Which items a request names, or the reason it is refused (nothing is changed then). */
function chosen(lines: LineRow[], itemIds: number[] | undefined, byShop: boolean, expected: Record<number, number> | undefined): LineRow[] {
  // The shop may also cancel a parcel on its way (lost, or stopped at the carrier's).
  const cancellable = byShop ? [...SHOPPER_CANCELLABLE, 'SHIPPED'] : SHOPPER_CANCELLABLE;
  if (itemIds === undefined) {
    const open = lines.filter((line) => cancellable.includes(line.latest));
    if (open.length > 0) return open;
    if (lines.every((line) => line.latest === 'CANCELLED')) throw conflict('already_cancelled', 'This order is cancelled already.');
    throw conflict('item_not_cancellable', 'Nothing in this order can be cancelled any more: it has been shipped. You can return it once it is delivered.');
  }
  const picked = [...new Set(itemIds)].map((id) => lines.find((line) => line.id === id));
  if (picked.some((line) => !line)) throw notFound('item_not_found', 'That item is not in this order.');
  const items = picked as LineRow[];
  const stale = expected && items.find((line) => expected[line.id] !== undefined && expected[line.id] !== line.latest_id);
  if (stale) throw new StaleStatusError(stale.code);
  const cancelled = items.find((line) => line.latest === 'CANCELLED');
  if (cancelled) throw conflict('already_cancelled', `Item ${cancelled.code} is cancelled already.`);
  const shipped = items.find((line) => !cancellable.includes(line.latest));
  if (shipped) throw conflict('item_not_cancellable', `Item ${shipped.code} has been shipped, so it can no longer be cancelled. You can return it once it is delivered.`);
  return items;
}

export async function cancelItems(db: Db, payments: Payments | undefined, request: CancelRequest): Promise<Cancelled> {
  const byShop = request.userId === null;
  const find = () => (byShop ? orderByNumber(db, request.orderNumber) : shopperOrder(db, request.userId!, request.orderNumber));
  const before = await find();
  if (!before) throw orderNotFound();
  const lines = await linesOfOrder(db, before.id);
  const items = chosen(lines, request.itemIds, byShop, request.expected);
  const refusal = refusalOfRefund(before, payments, undefined);
  if (refusal) throw refusal;

  const ids = new Set(items.map((line) => line.id));
  const wholeOrder = lines.every((line) => ids.has(line.id) || line.latest === 'CANCELLED');
  // Pages still open would take money for what is cancelled; one paid meanwhile makes the order
  // PAID now, and it is refunded below. (The shop closes them even for part of an order, as it always has.)
  let order = before;
  if (payments && (wholeOrder || byShop)) {
    await payments.closePages(before.id);
    order = (await find())!;
  }
  const refund = await giveBack(db, payments, {
    order,
    items: items.map((line) => ({ code: line.code, quantity: line.quantity })),
    amount: items.reduce((sum, line) => sum + line.total_price, 0),
    cause: 'cancel',
    wholeOrder,
    key: `refund-items-${items.map((line) => line.code).join('-')}`,
  });

  const description = request.description?.trim() || timelineDescription('cancelled_by_shopper');
  await db.transaction(async (tx) => {
    // Checked again with the items locked: the shop may have shipped one meanwhile.
    chosen(await linesOfOrder(tx, order.id, true), [...ids], byShop, request.expected);
    for (const line of items) {
      await addItemStatus(tx, line.id, 'CANCELLED', description);
      await tx.execute(sql`UPDATE ${variants} SET stock = stock + ${line.quantity}::int WHERE id = ${line.variant_id}`);
      if (request.reason) await tx.execute(sql`INSERT INTO ${cancellations} (order_item_id, reason) VALUES (${line.id}, ${request.reason})`);
    }
  });
  const after = (await find())!;
  return { order: before, items, refund, reason: request.reason, paymentStatus: after.payment_status };
}
