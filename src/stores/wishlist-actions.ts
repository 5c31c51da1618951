// Wishlist changes through the API (spec sections 4 and 7): success is status 200, and the local
// copy follows. Each answers the API's result. Islands call these; the header never loads them.
import { unexpectedReply, type ApiResult } from '../lib/api/client-core.ts';
import type { WishlistEntryWithProduct } from '../lib/api/types.ts';
import * as wishlistApi from '../lib/api/wishlist.ts';
import { ITEM_GONE } from './cart.ts';
import { freshLoads } from './fresh-loads.ts';
import { copyWishlistEntry } from './line-copies.ts';
import { clearWishlist, dropEntry, inWishlist, putEntry, replaceEntries } from './wishlist.ts';

const loads = freshLoads();

/** Reloads the wishlist from the server; on a failure, or overtaken by this browser's changes, the copy stays. */
export async function loadWishlist(): Promise<ApiResult<WishlistEntryWithProduct[]>> {
  const { reply: result, fresh } = await loads.load(wishlistApi.fetchWishlist);
  if (!result.ok) return result;
  const entries = result.data.data;
  if (!Array.isArray(entries)) return unexpectedReply(result.data);
  if (fresh) replaceEntries(entries.map((entry) => entry.variant_id));
  return { ok: true, data: entries };
}

/** Adds a variant; one already there is left as it is (spec section 4), and says so (`already`). */
export async function addToWishlist(variantId: number): Promise<ApiResult<{ already: boolean }>> {
  if (inWishlist(variantId)) return { ok: true, data: { already: true } };
  const result = await wishlistApi.addToWishlist(variantId);
  if (!result.ok) return result;
  putEntry(variantId);
  loads.confirmed();
  void copyWishlistEntry(variantId);
  return { ok: true, data: { already: false } };
}

export async function removeFromWishlist(variantId: number): Promise<ApiResult<unknown>> {
  const result = await wishlistApi.removeFromWishlist(variantId);
  // Already gone on the server (another tab, another device): gone here too.
  if (!result.ok && result.error.code !== ITEM_GONE) return result;
  dropEntry(variantId);
  loads.confirmed();
  return { ok: true, data: undefined };
}

export async function clearAllWishes(): Promise<ApiResult<unknown>> {
  const result = await wishlistApi.clearWishlist();
  if (result.ok) {
    clearWishlist();
    loads.confirmed();
  }
  return result;
}
