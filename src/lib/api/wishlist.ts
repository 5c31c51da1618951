// The signed-in shopper's wishlist on the server (spec section 7): GET, POST and DELETE /wishlist,
// DELETE /wishlist/clear. Success is status 200.
import { api } from './client.ts';
import type { ApiReply, WishlistEntry, WishlistEntryWithProduct } from './types.ts';

export function fetchWishlist(): Promise<ApiReply<WishlistEntryWithProduct[]>> {
  return api<ApiReply<WishlistEntryWithProduct[]>>('/wishlist', { retry: 0 });
}

export function addToWishlist(variantId: number): Promise<ApiReply<WishlistEntry>> {
  return api<ApiReply<WishlistEntry>>('/wishlist', { method: 'POST', body: { variant_id: variantId } });
}

export function removeFromWishlist(variantId: number): Promise<ApiReply> {
  return api<ApiReply>('/wishlist', { method: 'DELETE', query: { variant_id: variantId } });
}

export function clearWishlist(): Promise<ApiReply> {
  return api<ApiReply>('/wishlist/clear', { method: 'DELETE' });
}
