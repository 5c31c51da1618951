// The shopper's confirmation of a placed order, as plain text for e-mail or SMS.
import type { OrderItemReply } from './order-items.ts';

const aed = (n: number) => `AED ${n.toFixed(2)}`;

export function orderPlacedNotice(orderNumber: string, items: OrderItemReply[]): { subject: string; text: string } {
  const order = items[0]?.order;
  const lines = [`Thank you! Your order ${orderNumber} has been placed. You will pay on delivery.`, ''];
  for (const i of items) lines.push(`${i.quantity} × ${i.item.name} (${i.item.variant_name}): ${aed(i.total_price)}`);
  if (order) {
    lines.push('', `Subtotal: ${aed(order.sub_total_amount)}`);
    if (order.offer_amount > 0) lines.push(`Discount: -${aed(order.offer_amount)}`);
    lines.push(
      `Delivery: ${order.delivery_charge > 0 ? aed(order.delivery_charge) : 'free'}`,
      `Total to pay on delivery: ${aed(order.total_amount)} (VAT included: ${aed(order.tax_amount)})`,
    );
  }
  return { subject: `Your order ${orderNumber} has been placed`, text: lines.join('\n') };
}
