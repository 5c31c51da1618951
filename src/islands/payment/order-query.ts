// The query the payment pages are opened with, read strictly: anyone can write a link, so only an
// order number's form and a provider's session id's are taken. Each provider names its session as
// its hosted page returns: Stripe `session_id` (the shop asks for it), Tabby `payment_id`, Tamara
// `orderId` (both append theirs to the shop's address).
import { PAYMENT_NOT_STARTED, readPlacedOrder } from '../../lib/checkout/placed-order.ts';

const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;
const SESSION_PARAMS = ['session_id', 'payment_id', 'orderId'];

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
  const sessionId = SESSION_PARAMS.map((name) => query.get(name)).find((value) => value !== null) ?? '';
  const notStarted = query.get('payment') === PAYMENT_NOT_STARTED;
  return SESSION_ID.test(sessionId) ? { orderNumber: placed.orderNumber, sessionId, notStarted } : { orderNumber: placed.orderNumber, notStarted };
}
