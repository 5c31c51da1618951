// Why the server refused a cart change, in the page's language (the server's message is English;
// its numbers come with it). Used by every island that adds to or steps a cart line.
import { cartShortage } from '../../lib/api/cart-shortage.ts';
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { fill } from '../../lib/text.ts';

export const REFUSAL_STRINGS = {
  reasonOutOfStock: 'cart.reason.outOfStock',
  reasonOnlyLeft: 'cart.reason.onlyLeft',
  reasonOnlyLeftInCart: 'cart.reason.onlyLeftInCart',
  reasonMax: 'cart.reason.max',
  reasonOffline: 'cart.reason.offline',
} as const;

export type RefusalStrings = Record<keyof typeof REFUSAL_STRINGS, string>;

/**
 * The reason to show beside 'Failed to add item to cart', or undefined when the server gave none;
 * `wanted` is what the change asked for.
 */
export function refusalReason(failure: ApiFailure, strings: RefusalStrings, wanted = 1): string | undefined {
  if (failure.status === undefined) return strings.reasonOffline;
  const shortage = cartShortage(failure);
  if (!shortage) return undefined;
  const { stock, in_cart: inCart, max } = shortage;
  if (stock <= 0) return strings.reasonOutOfStock;
  // Enough in stock, but the line would pass the per-line limit.
  if (max !== undefined && inCart + wanted > max && stock >= inCart + wanted) return fill(strings.reasonMax, { max });
  return inCart > 0 ? fill(strings.reasonOnlyLeftInCart, { count: stock, inCart }) : fill(strings.reasonOnlyLeft, { count: stock });
}
