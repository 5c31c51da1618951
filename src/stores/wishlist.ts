// The wishlist: variant ids (spec section 4: add is ignored when the id is already there). The
// server's wishlist is the truth; this persisted copy follows every reply
// (src/stores/wishlist-actions.ts calls the API). Kept light: every page's header reads it.
import { computed } from 'nanostores';
import { WISHLIST_KEY } from './keys.ts';
import { persistedJson } from './persisted.ts';

export interface WishlistEntry {
  id: number;
}

const isEntries = (value: unknown): value is WishlistEntry[] =>
  Array.isArray(value) && value.every((entry) => Number.isInteger(entry?.id));

export const $wishlist = persistedJson<WishlistEntry[]>(WISHLIST_KEY, [], isEntries);
export const $wishlistCount = computed($wishlist, (entries) => entries.length);

export const inWishlist = (variantId: number): boolean => $wishlist.get().some((entry) => entry.id === variantId);

/** Adds an entry; ignored (answers false) when the id is already there. */
export function putEntry(variantId: number): boolean {
  if (inWishlist(variantId)) return false;
  $wishlist.set([...$wishlist.get(), { id: variantId }]);
  return true;
}

export function dropEntry(variantId: number): void {
  $wishlist.set($wishlist.get().filter((entry) => entry.id !== variantId));
}

export function clearWishlist(): void {
  $wishlist.set([]);
}
