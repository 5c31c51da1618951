// The wishlist: variant ids (spec section 4: add is ignored when the id is already there).
import { computed } from 'nanostores';
import { persistedJson } from './persisted.ts';

export interface WishlistEntry {
  id: number;
}

const isEntries = (value: unknown): value is WishlistEntry[] =>
  Array.isArray(value) && value.every((entry) => Number.isInteger(entry?.id));

export const $wishlist = persistedJson<WishlistEntry[]>('wishlist', [], isEntries);
export const $wishlistCount = computed($wishlist, (entries) => entries.length);

export function addToWishlist(variantId: number): boolean {
  const entries = $wishlist.get();
  if (entries.some((entry) => entry.id === variantId)) return false;
  $wishlist.set([...entries, { id: variantId }]);
  return true;
}

export function removeFromWishlist(variantId: number): void {
  $wishlist.set($wishlist.get().filter((entry) => entry.id !== variantId));
}

export function clearWishlist(): void {
  $wishlist.set([]);
}
