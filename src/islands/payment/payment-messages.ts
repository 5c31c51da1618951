// The shopper's words for what the payment endpoints answer: by the reply's code, never its English.
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { refusalCode } from '../../lib/api/payments.ts';
import type { OrderPayment } from '../../lib/api/types.ts';
import type { PaymentStrings } from './payment-strings.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';

/** Why an order cannot be paid by card now, in the shopper's words, or null when it can. */
export function paymentBlock(payment: OrderPayment, strings: PaymentStrings): string | null {
  if (payment.payment_status === 'PAID') return strings.orderPaid;
  if (payment.payment_method === 'cod') return strings.cashOrder;
  if (payment.state !== 'awaiting_payment') return strings.orderCancelled;
  return null;
}

/** A failed payment request in the shopper's words. */
export function failureText(failure: ApiFailure, strings: PaymentStrings, locale: Locale = DEFAULT_LOCALE): string {
  if (failure.status === undefined) return strings.network;
  switch (refusalCode(failure.reply)) {
    case 'order_not_found':
      return strings.orderNotFound;
    case 'order_paid':
      return strings.orderPaid;
    case 'cash_order':
      return strings.cashOrder;
    case 'order_cancelled':
      return strings.orderCancelled;
    case 'method_unavailable':
      return strings.methodUnavailable;
    case 'cod_unavailable': {
      const data = failure.reply?.data as { reason?: string; max_amount?: number } | undefined;
      if (data?.reason === 'cod_over_max' && typeof data.max_amount === 'number') return fill(strings.codOverMax, { max: formatPrice(data.max_amount, DEFAULT_CURRENCY, locale) });
      return strings.codRefused;
    }
    case 'too_many_attempts':
      return strings.tooManyAttempts;
    default:
      return failure.status === 422 ? strings.orderNotFound : strings.serverError;
  }
}
