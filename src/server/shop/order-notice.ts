// The shopper's confirmation of a placed order, as plain text for e-mail or SMS, in the language
// they shopped in.
import type { Locale } from '../../lib/locale.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { OrderItemReply } from './order-items.ts';

/** A variant's colour and size codes, by variant id: the words for them depend on the language. */
export type VariantCodes = ReadonlyMap<number, { color: string | null; size: string | null }>;

export function orderPlacedNotice(
  orderNumber: string,
  items: OrderItemReply[],
  locale: Locale,
  variants: VariantCodes,
): { subject: string; text: string } {
  const words = noticeWords(locale);
  const number = words.value(orderNumber);
  const order = items[0]?.order;
  const lines = [words.t('notice.orderPlaced.intro', { orderNumber: number }), ''];
  for (const i of items) {
    const codes = variants.get(i.item.variant_id);
    lines.push(
      words.t('notice.orderPlaced.line', {
        quantity: i.quantity,
        product: words.value(i.item.name),
        // A variant no longer in the catalogue keeps the name the order recorded.
        variant: codes ? words.variant(codes.color, codes.size) : i.item.variant_name,
        amount: words.aed(i.total_price),
      }),
    );
  }
  if (order) {
    lines.push('', words.t('notice.orderPlaced.subtotal', { amount: words.aed(order.sub_total_amount) }));
    if (order.offer_amount > 0) lines.push(words.t('notice.orderPlaced.discount', { amount: words.aed(-order.offer_amount) }));
    lines.push(
      order.delivery_charge > 0
        ? words.t('notice.orderPlaced.delivery', { amount: words.aed(order.delivery_charge) })
        : words.t('notice.orderPlaced.deliveryFree'),
      words.t('notice.orderPlaced.total', { amount: words.aed(order.total_amount), vat: words.aed(order.tax_amount) }),
    );
  }
  return { subject: words.t('notice.orderPlaced.subject', { orderNumber: number }), text: lines.join('\n') };
}
