// Placing the order (POST /checkout) and what its reply means. It loads when the shopper starts on
// the form (a focus anywhere in it, Place Order included), not with the page: a checkout that is
// only looked at never needs it (issue 28's budget of JavaScript before interaction). A press that
// comes first waits for it, as it waits for the address rules.
import { placeOrder } from '../../lib/api/checkout.ts';
import type { PlacedOrder } from '../../lib/api/types.ts';
import type { ApiResult } from '../../lib/api/client-core.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { CheckoutAddress } from '../../lib/checkout/address-schema.ts';
import { rememberOrdered } from '../../lib/checkout/address-memory.ts';
import { PAYMENT_NOT_STARTED } from '../../lib/checkout/placed-order.ts';
import { checkoutRefusal, type CheckoutRefusal } from '../../lib/checkout/outcome.ts';
import { $cart } from '../../stores/cart.ts';
import { loadCart } from '../../stores/cart-actions.ts';

interface Order {
  userId: number;
  address: CheckoutAddress;
  /** The attempt's Idempotency-Key. */
  key: string;
  method: PaymentMethod;
  successHref: string;
  failedHref: string;
}

/**
 * The order's result: placed, or refused. Either way the browser is then on its way to another page
 * (to pay, to the confirmation, or to /payment-failed), unless the refusal keeps the shopper on
 * checkout (`stay`: a line short of stock, an address the API refused, an ended session).
 */
export type SendResult = ApiResult<PlacedOrder | undefined> & { stay?: Exclude<CheckoutRefusal, { kind: 'failed' }> };

export async function sendOrder({ userId, address, key, method, successHref, failedHref }: Order): Promise<SendResult> {
  const result = await placeOrder(address, key, method);
  if (!result.ok) {
    const { error } = result;
    // The order is written and held, but its payment page could not be opened: /payment-failed tries again.
    const unpaid = error.reply?.data as { order_number?: string } | undefined;
    if (error.code === 'payment_not_started' && unpaid?.order_number) {
      window.location.assign(`${failedHref}?${new URLSearchParams({ order: unpaid.order_number, payment: PAYMENT_NOT_STARTED })}`);
      return result;
    }
    const refusal = checkoutRefusal(error);
    if (refusal.kind !== 'failed') return { ...result, stay: refusal };
    window.location.assign(`${failedHref}?reason=${refusal.reason}`);
    return result;
  }
  const order = result.data.data;
  rememberOrdered(userId, address);
  if (order?.payment_url) {
    // A card order is held for its payment: the cart is already empty on the server.
    $cart.set([]);
    window.location.assign(order.payment_url);
    return { ok: true, data: order };
  }
  // The server emptied the cart with the order: this browser's copy follows (empty even when
  // the reload cannot reach the server, as the order proves the cart was ordered).
  if (!(await loadCart()).ok) $cart.set([]);
  const query = new URLSearchParams({ order: order?.order_number ?? '' });
  const firstItem = order?.items[0]?.id;
  if (firstItem !== undefined) query.set('id', String(firstItem));
  window.location.assign(`${successHref}?${query}`);
  return { ok: true, data: order };
}
