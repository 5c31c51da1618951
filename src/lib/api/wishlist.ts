// The signed-in shopper's wishlist on the server (spec section 7): GET, POST and DELETE /wishlist,
// DELETE /wishlist/clear. Success is status 200.
import type { z } from 'zod';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { wishlistBody } from './shop-inputs.ts';
import type { ApiReply, WishlistEntry, WishlistEntryWithProduct } from './types.ts';

export function fetchWishlist(): Promise<ApiResult<ApiReply<WishlistEntryWithProduct[]>>> {
  return call<ApiReply<WishlistEntryWithProduct[]>>('/wishlist', { retry: 0 });
}

export function addToWishlist(variantId: number): Promise<ApiResult<ApiReply<WishlistEntry>>> {
  return call<ApiReply<WishlistEntry>>('/wishlist', { method: 'POST', body: { variant_id: variantId } satisfies z.input<typeof wishlistBody> });
}

export function removeFromWishlist(variantId: number): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/wishlist', { method: 'DELETE', query: { variant_id: variantId } satisfies z.input<typeof wishlistBody> });
}

export function clearWishlist(): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/wishlist/clear', { method: 'DELETE' });
}
