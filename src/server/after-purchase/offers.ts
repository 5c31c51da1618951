// What the order page offers for one of the shopper's items, from the same rules that act on it:
// cancel while it has not shipped (and the rest of the order with it); once delivered, a return or
// an exchange within the window, unless the product is a hygiene item; and the requests made.
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { shopperOrder } from '../payments/order-payments.ts';
import { SHOPPER_CANCELLABLE } from '../../lib/orders/item-states.ts';
import type { AfterPurchaseOffers, ReturnRequestView } from '../../lib/api/types.ts';
import { linesOfOrder, orderOfItem } from './order-lines.ts';
import { reviewStanding } from './reviews.ts';
import { invoiceRefusal } from './tax-documents.ts';
import { exchangeVariants, isDelivered, isReturnable, quantityLeft, returnDeadline, returnsOfItem, type ReturnRow } from './returns.ts';

export function requestView(r: ReturnRow): ReturnRequestView {
  return {
    id: r.id,
    kind: r.kind,
    quantity: r.quantity,
    reason: r.reason,
    status: r.status,
    exchange: r.exchange_variant_id === null ? null : { color: r.exchange_color, size: r.exchange_size },
    refusal: r.refusal,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function offersFor(db: Db, userId: number, itemId: number, windowDays: number, now = new Date()): Promise<AfterPurchaseOffers> {
  const orderNumber = await orderOfItem(db, itemId, userId);
  const order = orderNumber && (await shopperOrder(db, userId, orderNumber));
  if (!order) throw notFound('order_not_found', 'Order not found');
  const lines = await linesOfOrder(db, order.id);
  const item = lines.find((line) => line.id === itemId)!;
  const cancellable = lines.filter((line) => SHOPPER_CANCELLABLE.includes(line.latest));
  const returnable = await isReturnable(db, item.product_id);
  const requests = await returnsOfItem(db, item.id);
  const deadline = isDelivered(item) ? returnDeadline(item, windowDays) : null;
  return {
    item_id: item.id,
    order_number: order.order_number,
    cancel: SHOPPER_CANCELLABLE.includes(item.latest),
    cancel_order: cancellable.length > 1 && cancellable.some((line) => line.id === item.id) ? cancellable.length : 0,
    paid: order.payment_status === 'PAID',
    non_returnable: !returnable,
    returns:
      deadline && returnable
        ? {
            until: deadline.toISOString(),
            open: now <= deadline,
            window_days: windowDays,
            quantity_left: quantityLeft(item, requests),
            exchange_variants: (await exchangeVariants(db, item)).map((v) => ({ variant_id: v.id, color: v.color, size: v.size, in_stock: v.stock })),
          }
        : null,
    requests: requests.map(requestView),
    invoice: invoiceRefusal(order) === null,
    review: isDelivered(item) ? { ...(await reviewStanding(db, userId, item.product_id)), product_id: item.product_id } : null,
  };
}
