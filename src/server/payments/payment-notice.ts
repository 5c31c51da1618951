// The shopper's notices about paying online, in the language they ordered in: the payment is in
// (the order is placed), and a refund. Each way to pay has its own words for how it was paid and
// where a refund goes (notice.paidBy.<id>, notice.refundNote.<id>).
import { toMajor } from '../../lib/money.ts';
import { noticeWords } from '../notify/notice-words.ts';
import type { PaymentOrderRow } from './order-payments.ts';

type Order = Pick<PaymentOrderRow, 'order_number' | 'total_amount' | 'locale' | 'payment_method'>;

function notice(order: Order, kind: 'paid' | 'refunded' | 'partlyRefunded', minor = order.total_amount): { subject: string; text: string } {
  const words = noticeWords(order.locale);
  const orderNumber = words.value(order.order_number);
  const amount = words.aed(toMajor(minor));
  const method = order.payment_method;
  return {
    subject: words.t(`notice.${kind}.subject`, { orderNumber }),
    text: words.t(`notice.${kind}.text`, {
      orderNumber,
      amount,
      payment: words.t(`notice.paidBy.${method}`),
      refundNote: words.t(`notice.refundNote.${method}`),
    }),
  };
}

export const paidNotice = (order: Order) => notice(order, 'paid');
/** A full refund (the order cancelled), or part of the amount (an item cancelled or returned). */
export const refundNotice = (order: Order, amount?: number) =>
  amount === undefined ? notice(order, 'refunded') : notice(order, 'partlyRefunded', amount);
