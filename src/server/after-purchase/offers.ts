// What the order page offers for one of the shopper's items, from the same rules that act on it:
// cancel while it has not shipped (and the rest of the order with it).
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { shopperOrder } from '../payments/order-payments.ts';
import { SHOPPER_CANCELLABLE } from '../../lib/orders/item-states.ts';
import type { AfterPurchaseOffers } from '../../lib/api/types.ts';
import { linesOfOrder, orderOfItem } from './order-lines.ts';

export async function offersFor(db: Db, userId: number, itemId: number): Promise<AfterPurchaseOffers> {
  const orderNumber = await orderOfItem(db, itemId, userId);
  const order = orderNumber && (await shopperOrder(db, userId, orderNumber));
  if (!order) throw notFound('order_not_found', 'Order not found');
  const lines = await linesOfOrder(db, order.id);
  const item = lines.find((line) => line.id === itemId)!;
  const cancellable = lines.filter((line) => SHOPPER_CANCELLABLE.includes(line.latest));
  return {
    item_id: item.id,
    order_number: order.order_number,
    cancel: SHOPPER_CANCELLABLE.includes(item.latest),
    cancel_order: cancellable.length > 1 && cancellable.some((line) => line.id === item.id) ? cancellable.length : 0,
    paid: order.payment_status === 'PAID',
  };
}
