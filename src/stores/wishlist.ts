// The wishlist: variant ids (spec section 4: add is ignored when the id is already there). The
// server's wishlist is the truth; this persisted copy follows every reply
// (src/stores/wishlist-actions.ts calls the API). Each entry also keeps what is needed to draw it,
// so the wishlist page shows it before any request. Kept light: every page's header reads it.
import { computed } from 'nanostores';
import type { ShownLine } from '../lib/catalogue/product-display.ts';
import { WISHLIST_KEY } from '../lib/storage-keys.ts';
import { persistedList } from './persisted.ts';
import { readShownLine, withShown } from './shown-copy.ts';

export interface WishlistEntry {
  /** The variant id. */
  id: number;
  shown?: ShownLine;
}

/** A stored entry, or undefined for one that is not; entries of older releases (no copy) read as they are. */
export function readWishlistEntry(value: unknown): WishlistEntry | undefined {
  const entry = value as Record<string, unknown> | null;
  if (!Number.isInteger(entry?.id)) return undefined;
  return withShown({ id: entry!.id as number }, readShownLine(entry!.shown));
}

export const $wishlist = persistedList<WishlistEntry>(WISHLIST_KEY, readWishlistEntry);
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

/** The server's entries, each keeping the copy this browser has of its variant. */
export function replaceEntries(variantIds: readonly number[]): void {
  const copies = new Map($wishlist.get().map((entry) => [entry.id, entry.shown]));
  $wishlist.set(variantIds.map((id) => withShown({ id }, copies.get(id))));
}

/** Keeps the copies the page has just read from the product files, for the next first paint. */
export function rememberWishlistCopies(copies: ReadonlyMap<number, ShownLine>): void {
  const entries = $wishlist.get();
  const next = entries.map((entry) => withShown({ id: entry.id }, copies.get(entry.id) ?? entry.shown));
  if (JSON.stringify(next) !== JSON.stringify(entries)) $wishlist.set(next);
}
