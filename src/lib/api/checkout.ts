// POST /checkout: the signed-in shopper's cart becomes an order, paid in cash on delivery or by
// card (the reply then names the hosted page to pay on). The
// Idempotency-Key makes a resent request (a double click, a retry after a network error) answer
// the order the first one made, never a second order.
import type { AddressInput } from '../checkout/address-schema.ts';
import { api } from './client.ts';
import type { PaymentMethod } from './payments.ts';
import type { ApiReply, OrderItem } from './types.ts';

/** The order as the reply describes it; amounts in AED. */
export interface PlacedOrder {
  id: number;
  order_number: string;
  payment_method: string;
  payment_status: string;
  sub_total_amount: number;
  offer_amount: number;
  delivery_charge: number;
  tax_amount: number;
  total_amount: number;
  items: OrderItem[];
  /** A card order's hosted payment page: the browser goes there to pay. */
  payment_url?: string;
}

/** A 409's data: the line that is short of stock, and what is left of it. */
export interface StockShortage {
  variant_id: number;
  stock: number;
}

export function placeOrder(address: AddressInput, idempotencyKey: string, paymentMethod: PaymentMethod = 'cod'): Promise<ApiReply<PlacedOrder>> {
  return api<ApiReply<PlacedOrder>>('/checkout', {
    method: 'POST',
    body: { address, payment_method: paymentMethod },
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: 0,
  });
}
