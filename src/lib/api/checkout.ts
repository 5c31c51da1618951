// What checkout asks the API: the ways to pay this shopper may pick (GET /payments/options), and POST
// /checkout, where the signed-in shopper's cart becomes an order, paid in cash on delivery or by
// card (the reply then names the hosted page to pay on). The Idempotency-Key makes a resent
// request (a double click, a retry after a network error) answer the order the first one made,
// never a second order. Kept apart from ./payments.ts (an order's payment, after checkout): the
// checkout page downloads, before any interaction, the one call it makes then, not those.
import type { z } from 'zod';
import type { AddressInput } from '../checkout/address-schema.ts';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { PaymentMethod } from './payment-methods.ts';
import type { checkoutBody, paymentOptionsQuery } from './shop-inputs.ts';
import type { ApiReply, PaymentOption, PaymentOptions, PlacedOrder } from './types.ts';

/** The ways to pay this shopper may pick for an order of `amount` AED (the cart as checkout priced it). */
export async function paymentOptions(amount: number, phone?: string): Promise<ApiResult<PaymentOption[]>> {
  const query: z.input<typeof paymentOptionsQuery> = phone ? { amount: amount.toFixed(2), phone } : { amount: amount.toFixed(2) };
  const result = await call<ApiReply<PaymentOptions>>('/payments/options', { query });
  return result.ok ? { ok: true, data: result.data.data?.options ?? [] } : result;
}

export function placeOrder(address: AddressInput, idempotencyKey: string, paymentMethod: PaymentMethod = 'cod'): Promise<ApiResult<ApiReply<PlacedOrder>>> {
  return call<ApiReply<PlacedOrder>>('/checkout', {
    method: 'POST',
    body: { address, payment_method: paymentMethod } satisfies z.input<typeof checkoutBody>,
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: 0,
  });
}
