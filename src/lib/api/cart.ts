// The signed-in shopper's cart on the server (spec sections 4 and 7): GET /cart, POST /cart,
// DELETE /cart (one step down, or the line), DELETE /cart/clear.
import { api } from './client.ts';
import type { ApiReply, CartLine, CartLineWithStock } from './types.ts';

export function fetchCart(): Promise<ApiReply<CartLineWithStock[]>> {
  return api<ApiReply<CartLineWithStock[]>>('/cart', { retry: 0 });
}

/** Adds `quantity` (default 1) to the line; the reply's `data` is the whole line after the add. */
export function addToCart(variantId: number, quantity = 1): Promise<ApiReply<CartLine>> {
  return api<ApiReply<CartLine>>('/cart', { method: 'POST', body: { variant_id: variantId, quantity } });
}

/**
 * Takes `quantity` off the line. The reply carries the updated line as `data`, or no data when the
 * line is gone (spec section 4: no data at quantity 1, or 'Item does not exist', removes it).
 */
export function removeFromCart(variantId: number, quantity: number): Promise<ApiReply<CartLine>> {
  return api<ApiReply<CartLine>>('/cart', { method: 'DELETE', query: { variant_id: variantId, quantity } });
}

export function clearCart(): Promise<ApiReply> {
  return api<ApiReply>('/cart/clear', { method: 'DELETE' });
}
