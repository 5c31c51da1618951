// The figures of a refused cart add (409 insufficient_stock, or the per-line limit): what is left,
// what the cart already holds, the per-line limit. Apart from cart.ts so that the screens that
// word a refusal do not load the API client with it.
import type { ApiFailure } from './client-core.ts';
import type { CartShortage } from './types.ts';

export function cartShortage(failure: ApiFailure): CartShortage | undefined {
  const data = failure.reply?.data as Partial<CartShortage> | undefined;
  return typeof data?.stock === 'number' ? { stock: data.stock, in_cart: data.in_cart ?? 0, max: data.max } : undefined;
}
