// The shopper's notices about paying by card, in the language they ordered in: the payment is in
// (the order is placed), and the operator's refund.
import { toMajor } from '../../lib/money.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { PaymentOrderRow } from './order-payments.ts';

type Order = Pick<PaymentOrderRow, 'order_number' | 'total_amount' | 'locale'>;

function notice(order: Order, kind: 'paid' | 'refunded' | 'partlyRefunded', minor = order.total_amount): { subject: string; text: string } {
  const words = noticeWords(order.locale);
  const orderNumber = words.value(order.order_number);
  const amount = words.aed(toMajor(minor));
  return {
    subject: words.t(`notice.${kind}.subject`, { orderNumber }),
    text: words.t(`notice.${kind}.text`, { orderNumber, amount }),
  };
}

export const paidNotice = (order: Order) => notice(order, 'paid');
/** A full refund (the order cancelled), or part of the amount (an item cancelled or returned). */
export const refundNotice = (order: Order, amount?: number) =>
  amount === undefined ? notice(order, 'refunded') : notice(order, 'partlyRefunded', amount);
