// /payments: an order's payment (for /payment-success and /payment-failed), "try again" (a new
// hosted page for the same order) and "pay cash on delivery instead" (the same order, placed now).
// The ways to pay this shop offers are checkout's question (./checkout.ts).
import type { z } from 'zod';
import { call } from './client.ts';
import { unexpectedReply, type ApiResult } from './client-core.ts';
import type { ErrorCode } from './error-codes.ts';
import type { paymentOrderBody, paymentStatusQuery } from './shop-inputs.ts';
import type { ApiReply, OrderPayment, PaymentPage, PlacedOrder } from './types.ts';

/** Why the server refused a payment request, as its reply's code names it. */
const PAYMENT_REFUSALS = ['order_not_found', 'order_paid', 'cash_order', 'order_cancelled', 'method_unavailable', 'cod_unavailable', 'too_many_attempts'] as const satisfies readonly ErrorCode[];
export type PaymentRefusalCode = (typeof PAYMENT_REFUSALS)[number];

/** Back from the hosted page, the session id lets the server ask the provider, should its event be late. */
export async function orderPayment(order: string, sessionId?: string): Promise<ApiResult<OrderPayment>> {
  const query: z.input<typeof paymentStatusQuery> = sessionId ? { order, session_id: sessionId } : { order };
  return withData(await call<ApiReply<OrderPayment>>('/payments/status', { query }));
}

export async function retryPayment(order: string): Promise<ApiResult<PaymentPage>> {
  return withData(await call<ApiReply<PaymentPage>>('/payments/retry', { method: 'POST', body: { order } satisfies z.input<typeof paymentOrderBody>, retry: 0 }));
}

/** The reply's data, which these calls cannot do without: a success that carries none is an unexpected reply. */
function withData<T>(result: ApiResult<ApiReply<T>>): ApiResult<T> {
  if (!result.ok) return result;
  return result.data.data === undefined ? unexpectedReply(result.data) : { ok: true, data: result.data.data };
}

export function payInCash(order: string): Promise<ApiResult<ApiReply<PlacedOrder>>> {
  return call<ApiReply<PlacedOrder>>('/payments/cash', { method: 'POST', body: { order } satisfies z.input<typeof paymentOrderBody>, retry: 0 });
}

/** The refusal code of a failed payment request's reply, if it names one. */
export function refusalCode(reply: ApiReply<unknown> | undefined): PaymentRefusalCode | undefined {
  const code = reply?.code;
  return PAYMENT_REFUSALS.find((refusal) => refusal === code);
}
