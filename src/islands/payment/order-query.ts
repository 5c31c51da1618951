// The query the payment pages are opened with, read strictly: anyone can write a link, so only an
// order number's form and a Stripe session id's are taken.
import { readPlacedOrder } from '../../lib/checkout/placed-order.ts';

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export function readPaymentQuery(search: string): { orderNumber: string; sessionId?: string } | undefined {
  const query = new URLSearchParams(search);
  const placed = readPlacedOrder(query);
  if (!placed) return undefined;
  const sessionId = query.get('session_id') ?? '';
  return SESSION_ID.test(sessionId) ? { orderNumber: placed.orderNumber, sessionId } : { orderNumber: placed.orderNumber };
}
