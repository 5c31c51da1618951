// The shopper's confirmation of a placed order, as plain text for e-mail or SMS, in the language
// they shopped in. Its amounts are the lines every order page shows (src/lib/orders/amounts.ts).
import type { Locale } from '../../lib/locale.ts';
import { localizedNameIn } from '../../lib/catalogue/product-name.ts';
import { toMajor } from '../../lib/money.ts';
import { amountLines, amountsOfOrder, type AmountLine } from '../../lib/orders/amounts.ts';
import { noticeWords, type NoticeWords } from '../notify/notice-words.ts';
import type { OrderItemReply } from './order-items.ts';

/** A variant's colour and size codes, by variant id: the words for them depend on the language. */
export type VariantCodes = ReadonlyMap<number, { color: string | null; size: string | null }>;

function amountText(line: AmountLine, words: NoticeWords): string {
  const amount = words.aed(toMajor(line.kind === 'discount' ? -line.fils : line.fils));
  if (line.kind === 'delivery' && line.fils === 0) return words.t('notice.orderPlaced.deliveryFree');
  if (line.kind === 'vat') return words.t('notice.orderPlaced.vat', { rate: line.rate, amount });
  return words.t(`notice.orderPlaced.${line.kind}`, { amount });
}

export function orderPlacedNotice(
  orderNumber: string,
  items: OrderItemReply[],
  locale: Locale,
  variants: VariantCodes,
  vatRate: number,
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
        product: words.value(localizedNameIn(i.item.names, locale, i.item.name)),
        // A variant no longer in the catalogue keeps the name the order recorded.
        variant: codes ? words.variant(codes.color, codes.size) : i.item.variant_name,
        amount: words.aed(i.total_price),
      }),
    );
  }
  if (order) lines.push('', ...amountLines(amountsOfOrder(order), vatRate).map((line) => amountText(line, words)));
  return { subject: words.t('notice.orderPlaced.subject', { orderNumber: number }), text: lines.join('\n') };
}
