// Cancelling before it ships: an item, several, or every item of an order that has not left the
// shop. The money goes back first (through refunds.ts), so a refund that fails leaves the order as
// it was; then one transaction, with the items locked, checks them again, writes CANCELLED on each
// timeline, records the shopper's reason and puts the stock back.
import { sql } from 'drizzle-orm';
import { cancellations, variants } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { orderByNumber, shopperOrder, type PaymentOrderRow } from '../payments/order-payments.ts';
import type { Payments } from '../payments/service.ts';
import { SHOPPER_CANCELLABLE, type CancelReason } from '../../lib/orders/item-states.ts';
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
}

export interface Cancelled {
  order: PaymentOrderRow;
  items: LineRow[];
  refund: RefundRow | null;
  reason: CancelReason | null;
}

const orderNotFound = () => notFound('order_not_found', 'Order not found');

/** Which items a request names, or the reason it is refused (nothing is changed then). */
function chosen(lines: LineRow[], itemIds: number[] | undefined, byShop: boolean): LineRow[] {
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
  const cancelled = items.find((line) => line.latest === 'CANCELLED');
  if (cancelled) throw conflict('already_cancelled', `Item ${cancelled.code} is cancelled already.`);
  const shipped = items.find((line) => !cancellable.includes(line.latest));
  if (shipped) throw conflict('item_not_cancellable', `Item ${shipped.code} has been shipped, so it can no longer be cancelled. You can return it once it is delivered.`);
  return items;
}

export async function cancelItems(db: Db, payments: Payments | undefined, request: CancelRequest): Promise<Cancelled> {
  const order = request.userId === null ? await orderByNumber(db, request.orderNumber) : await shopperOrder(db, request.userId, request.orderNumber);
  if (!order) throw orderNotFound();
  const lines = await linesOfOrder(db, order.id);
  const items = chosen(lines, request.itemIds, request.userId === null);
  const refusal = refusalOfRefund(order, payments, undefined);
  if (refusal) throw refusal;

  const ids = new Set(items.map((line) => line.id));
  const wholeOrder = lines.every((line) => ids.has(line.id) || line.latest === 'CANCELLED');
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
    chosen(await linesOfOrder(tx, order.id, true), [...ids], request.userId === null);
    for (const line of items) {
      await addItemStatus(tx, line.id, 'CANCELLED', description);
      await tx.execute(sql`UPDATE ${variants} SET stock = stock + ${line.quantity}::int WHERE id = ${line.variant_id}`);
      if (request.reason) await tx.execute(sql`INSERT INTO ${cancellations} (order_item_id, reason) VALUES (${line.id}, ${request.reason})`);
    }
  });
  return { order, items, refund, reason: request.reason };
}
