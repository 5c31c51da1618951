// What a refused or failed POST /checkout means for the shopper: a line short of stock stays on
// checkout with the reason beside that line; a refused address stays, its fields worded by the
// schema the API read it with (src/lib/checkout/address-schema.ts), never by the API's English; an
// ended session is the sign-in rule's (the login modal opens); anything else goes to
// /payment-failed with a reason code that page words in its language.
import type { ApiFailure } from '../api/client-core.ts';
import type { StockShortage } from '../api/types.ts';
import type { FailureReason } from './failure-reason.ts';

export type CheckoutRefusal =
  | { kind: 'stock'; shortage: StockShortage }
  /** The API refused the address: the form words its problems by the same schema, or fails. */
  | { kind: 'address' }
  | { kind: 'session' }
  | { kind: 'failed'; reason: FailureReason };

function isShortage(data: unknown): data is StockShortage {
  const d = data as Partial<StockShortage> | undefined;
  return Number.isInteger(d?.variant_id) && Number.isInteger(d?.stock);
}

export function checkoutRefusal({ status, reply }: ApiFailure): CheckoutRefusal {
  if (status === undefined) return { kind: 'failed', reason: 'network' };
  if (status === 401) return { kind: 'session' };
  if (status === 409 && isShortage(reply?.data)) return { kind: 'stock', shortage: reply.data };
  if (status === 422) {
    // The cart was emptied meanwhile (another tab ordered it).
    if (reply?.code === 'cart_empty') return { kind: 'failed', reason: 'cart' };
    if (reply?.error_codes?.address) return { kind: 'address' };
    return { kind: 'failed', reason: 'other' };
  }
  // Three orders already wait on open payment pages: the page says so, in the shopper's words.
  if (status === 409 && reply?.code === 'too_many_open_payments') return { kind: 'failed', reason: 'open_payments' };
  // Cash on delivery refused by the order's own total or the shopper's refusals (checkout had offered it a moment before).
  if (status === 409 && reply?.code === 'cod_unavailable') return { kind: 'failed', reason: 'cod_unavailable' };
  return { kind: 'failed', reason: status >= 500 ? 'server' : 'other' };
}

