// Wishlist changes through the API (spec sections 4 and 7): success is status 200, and the local
// copy follows. Islands call these; the header never loads them.
import * as wishlistApi from '../lib/api/wishlist.ts';
import { apiFailure } from '../lib/api/client.ts';
import { ITEM_GONE } from './cart.ts';
import { copyWishlistEntry } from './line-copies.ts';
import { clearWishlist, dropEntry, inWishlist, putEntry, replaceEntries } from './wishlist.ts';

export type WishOutcome = 'added' | 'already' | 'removed' | 'cleared' | 'failed';

export async function loadWishlist(): Promise<boolean> {
  try {
    const reply = await wishlistApi.fetchWishlist();
    if (!Array.isArray(reply.data)) return false;
    replaceEntries(reply.data.map((entry) => entry.variant_id));
    return true;
  } catch {
    return false;
  }
}

/** Adds a variant; one already there is left as it is (spec section 4). */
export async function addToWishlist(variantId: number): Promise<WishOutcome> {
  if (inWishlist(variantId)) return 'already';
  try {
    await wishlistApi.addToWishlist(variantId);
    putEntry(variantId);
    void copyWishlistEntry(variantId);
    return 'added';
  } catch {
    return 'failed';
  }
}

export async function removeFromWishlist(variantId: number): Promise<WishOutcome> {
  try {
    await wishlistApi.removeFromWishlist(variantId);
  } catch (error) {
    if (apiFailure(error).reply?.code !== ITEM_GONE) return 'failed';
  }
  dropEntry(variantId);
  return 'removed';
}

export async function clearAllWishes(): Promise<WishOutcome> {
  try {
    await wishlistApi.clearWishlist();
    clearWishlist();
    return 'cleared';
  } catch {
    return 'failed';
  }
}
