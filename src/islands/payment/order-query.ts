// The query the payment pages are opened with, read strictly: anyone can write a link, so only an
// order number's form and a Stripe session id's are taken.
import { PAYMENT_NOT_STARTED, readPlacedOrder } from '../../lib/checkout/placed-order.ts';

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export interface PaymentQuery {
  orderNumber: string;
  sessionId?: string;
  /** The payment page never opened (checkout's redirect), rather than the shopper cancelling on it. */
  notStarted: boolean;
}

export function readPaymentQuery(search: string): PaymentQuery | undefined {
  const query = new URLSearchParams(search);
  const placed = readPlacedOrder(query);
  if (!placed) return undefined;
  const sessionId = query.get('session_id') ?? '';
  const notStarted = query.get('payment') === PAYMENT_NOT_STARTED;
  return SESSION_ID.test(sessionId) ? { orderNumber: placed.orderNumber, sessionId, notStarted } : { orderNumber: placed.orderNumber, notStarted };
}
