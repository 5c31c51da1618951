// What the after-purchase rules tell: the shopper, in the language they ordered in (the
// dictionaries' notice.after.* keys), and the shop's owner, in English, at the shop's address
// (company_address.email), when a shopper acts.
import { localizedNameIn } from '../../lib/catalogue/product-name.ts';
import { toMajor } from '../../lib/money.ts';
import { english } from '../../lib/translations.ts';
import { noticeWords, type NoticeWords } from '../notify/notice-words.ts';
import type { PaymentOrderRow } from '../payments/order-payments.ts';
import type { LineRow } from './order-lines.ts';
import type { RefundRow } from './refunds.ts';
import type { ReturnRow } from './returns.ts';

export interface Notice {
  subject: string;
  text: string;
}

/** '2 × Chiffon Shayla (White, M)' in the shopper's words. */
export function lineWords(words: NoticeWords, line: LineRow, quantity = line.quantity): string {
  return words.t('notice.after.line', {
    quantity,
    product: words.value(localizedNameIn(line.names, words.locale, line.name)),
    variant: line.variant_found ? words.variant(line.color, line.size) : line.variant_name,
  });
}

/** The refund line of a notice: through the provider (which sends its own notice) or paid by the shop. */
function refundWords(words: NoticeWords, refund: RefundRow | null): string[] {
  if (!refund || refund.method !== 'cod') return [];
  return [words.t('notice.after.refundPaid', { amount: words.aed(toMajor(refund.amount)), paidBy: words.value(refund.paid_by ?? '') })];
}

/** The shopper's own cancel (the shop's cancel tells each item's new status: shop/order-status.ts statusNotice). */
export function cancelledNotice(order: PaymentOrderRow, items: LineRow[], refund: RefundRow | null): Notice {
  const words = noticeWords(order.locale);
  const orderNumber = words.value(order.order_number);
  const lines = [words.t('notice.after.cancelled.text', { orderNumber }), ...items.map((line) => lineWords(words, line))];
  if (!refund && order.payment_status !== 'PAID') lines.push(words.t('notice.status.notCharged'));
  lines.push(...refundWords(words, refund));
  return { subject: words.t('notice.after.cancelled.subject', { orderNumber }), text: lines.join('\n') };
}

/** The owner's note of what a shopper did, in English. */
export function ownerNotice(subject: string, lines: string[]): Notice {
  return { subject, text: lines.join('\n') };
}

export const englishReason = (kind: 'cancelReason' | 'returnReason', code: string) => english(`after.${kind}.${code}`);

/** Each step of a return or exchange, told to the shopper in their language. */
export function returnNotice(order: PaymentOrderRow, line: LineRow, request: ReturnRow, refund: RefundRow | null): Notice {
  const words = noticeWords(order.locale);
  const orderNumber = words.value(order.order_number);
  const item = lineWords(words, line, request.quantity);
  const exchange = request.exchange_variant_id === null ? '' : words.variant(request.exchange_color, request.exchange_size);
  const step = request.status === 'REQUESTED' && request.kind === 'exchange' ? 'EXCHANGE_REQUESTED' : request.status;
  const lines = [words.t(`notice.after.return.${step}`, { orderNumber, item, exchange, reason: request.refusal ?? '' })];
  lines.push(...refundWords(words, refund));
  return { subject: words.t('notice.after.return.subject', { orderNumber }), text: lines.join('\n') };
}
