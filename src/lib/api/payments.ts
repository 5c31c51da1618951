// /payments: the ways to pay this shop offers, an order's payment (for /payment-success and
// /payment-failed), "try again" (a new hosted page for the same order) and "pay cash on delivery
// instead" (the same order, placed now).
import { api } from './client.ts';
import type { ErrorCode } from './error-codes.ts';
import type { PlacedOrder } from './checkout.ts';
import type { ApiReply } from './types.ts';

export type PaymentMethod = 'cod' | 'card';

/** Why the server refused a payment request, as its reply's code names it. */
const PAYMENT_REFUSALS = ['order_not_found', 'order_paid', 'cash_order', 'order_cancelled', 'card_unavailable', 'too_many_attempts'] as const satisfies readonly ErrorCode[];
export type PaymentRefusalCode = (typeof PAYMENT_REFUSALS)[number];

export interface OrderPayment {
  order_number: string;
  payment_method: PaymentMethod;
  payment_status: string;
  /** awaiting_payment: an unpaid card order, its stock still held. */
  state: 'awaiting_payment' | 'placed' | 'cancelled';
  first_item_id: number;
}

export async function paymentMethods(): Promise<PaymentMethod[]> {
  const reply = await api<ApiReply<{ methods: PaymentMethod[] }>>('/payments/methods');
  return reply.data?.methods ?? ['cod'];
}

/** Back from the hosted page, the session id lets the server ask the provider, should its event be late. */
export function orderPayment(order: string, sessionId?: string): Promise<ApiReply<OrderPayment>> {
  return api<ApiReply<OrderPayment>>('/payments/status', { query: sessionId ? { order, session_id: sessionId } : { order } });
}

export function retryPayment(order: string): Promise<ApiReply<{ payment_url: string }>> {
  return api<ApiReply<{ payment_url: string }>>('/payments/retry', { method: 'POST', body: { order }, retry: 0 });
}

export function payInCash(order: string): Promise<ApiReply<PlacedOrder>> {
  return api<ApiReply<PlacedOrder>>('/payments/cash', { method: 'POST', body: { order }, retry: 0 });
}

/** The refusal code of a failed payment request's reply, if it names one. */
export function refusalCode(reply: ApiReply<unknown> | undefined): PaymentRefusalCode | undefined {
  const code = reply?.code;
  return PAYMENT_REFUSALS.find((refusal) => refusal === code);
}
