// The signed-in shopper's cart on the server (spec sections 4 and 7): GET /cart, POST /cart,
// DELETE /cart (one step down, or the line), DELETE /cart/clear.
import type { z } from 'zod';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { cartAddBody, cartRemoveQuery } from './shop-inputs.ts';
import type { ApiReply, CartLine, CartLineWithStock } from './types.ts';

export function fetchCart(): Promise<ApiResult<ApiReply<CartLineWithStock[]>>> {
  return call<ApiReply<CartLineWithStock[]>>('/cart', { retry: 0 });
}

/** Adds `quantity` (default 1) to the line; the reply's `data` is the whole line after the add. */
export function addToCart(variantId: number, quantity = 1): Promise<ApiResult<ApiReply<CartLine>>> {
  return call<ApiReply<CartLine>>('/cart', { method: 'POST', body: { variant_id: variantId, quantity } satisfies z.input<typeof cartAddBody> });
}

/**
 * Takes `quantity` off the line. The reply carries the updated line as `data`, or no data when the
 * line is gone (spec section 4: no data at quantity 1, or 'Item does not exist', removes it).
 */
export function removeFromCart(variantId: number, quantity: number): Promise<ApiResult<ApiReply<CartLine>>> {
  return call<ApiReply<CartLine>>('/cart', { method: 'DELETE', query: { variant_id: variantId, quantity } satisfies z.input<typeof cartRemoveQuery> });
}

export function clearCart(): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/cart/clear', { method: 'DELETE' });
}
