// Placing the order (POST /checkout) and what its reply means. It loads when the shopper starts on
// the form (a focus anywhere in it, Place Order included), not with the page: a checkout that is
// only looked at never needs it (issue 28's budget of JavaScript before interaction). A press that
// comes first waits for it, as it waits for the address rules.
import { placeOrder } from '../../lib/api/checkout.ts';
import { apiFailure } from '../../lib/api/client.ts';
import type { PaymentMethod } from '../../lib/api/payments.ts';
import type { CheckoutAddress } from '../../lib/checkout/address-schema.ts';
import { rememberOrdered } from '../../lib/checkout/address-memory.ts';
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

/** What stays on the checkout after a refusal; 'left' once the browser is on its way to another page. */
export type SendOutcome = { kind: 'left' } | Exclude<CheckoutRefusal, { kind: 'failed' }>;

export async function sendOrder({ userId, address, key, method, successHref, failedHref }: Order): Promise<SendOutcome> {
  try {
    const reply = await placeOrder(address, key, method);
    rememberOrdered(userId, address);
    if (reply.data?.payment_url) {
      // A card order is held for its payment: the cart is already empty on the server.
      $cart.set([]);
      window.location.assign(reply.data.payment_url);
      return { kind: 'left' };
    }
    // The server emptied the cart with the order: this browser's copy follows (empty even when
    // the reload cannot reach the server, as the order proves the cart was ordered).
    if (!(await loadCart())) $cart.set([]);
    const query = new URLSearchParams({ order: reply.data?.order_number ?? '' });
    const firstItem = reply.data?.items[0]?.id;
    if (firstItem !== undefined) query.set('id', String(firstItem));
    window.location.assign(`${successHref}?${query}`);
    return { kind: 'left' };
  } catch (error) {
    const failure = apiFailure(error);
    // The order is written and held, but its payment page could not be opened: /payment-failed tries again.
    const unpaid = failure.reply?.data as { order_number?: string } | undefined;
    if (failure.reply?.code === 'payment_not_started' && unpaid?.order_number) {
      window.location.assign(`${failedHref}?${new URLSearchParams({ order: unpaid.order_number })}`);
      return { kind: 'left' };
    }
    const refusal = checkoutRefusal(failure);
    if (refusal.kind === 'failed') {
      window.location.assign(`${failedHref}?reason=${refusal.reason}`);
      return { kind: 'left' };
    }
    return refusal;
  }
}
