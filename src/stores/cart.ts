// The cart: lines of variant id and quantity (spec section 4). The server's cart is the truth; this
// persisted copy paints the header count and the cart page at once and follows every reply
// (src/stores/cart-actions.ts calls the API). Each line also keeps what is needed to draw it
// (name, picture, price when last seen), so the cart page shows its lines before any request.
import { computed } from 'nanostores';
import type { ErrorCode } from '../lib/api/error-codes.ts';
import type { CartLine } from '../lib/api/types.ts';
import type { ShownLine } from '../lib/catalogue/product-display.ts';
import { CART_KEY } from '../lib/storage-keys.ts';
import { persistedList } from './persisted.ts';
import { readShownLine, withShown } from './shown-copy.ts';

/** A line as this browser keeps it: the server's line, or (from before sign-in) just its variant and quantity. */
export type StoredLine = Pick<CartLine, 'variant_id' | 'quantity'> & Partial<Pick<CartLine, 'id' | 'cart_id'>> & { shown?: ShownLine };

export const MAX_LINE_QUANTITY = 99;

/** The server's code for a line that is already gone (spec section 8's 'Item does not exist'). */
export const ITEM_GONE: ErrorCode = 'item_not_found';

/** A stored line, or undefined for one that is not; lines of older releases (no copy) read as they are. */
export function readCartLine(value: unknown): StoredLine | undefined {
  const line = value as Record<string, unknown> | null;
  if (!Number.isInteger(line?.variant_id) || !Number.isInteger(line?.quantity)) return undefined;
  const stored: StoredLine = { variant_id: line!.variant_id as number, quantity: line!.quantity as number };
  if (Number.isInteger(line!.id)) stored.id = line!.id as number;
  if (Number.isInteger(line!.cart_id)) stored.cart_id = line!.cart_id as number;
  return withShown(stored, readShownLine(line!.shown));
}

export const $cart = persistedList<StoredLine>(CART_KEY, readCartLine);
export const $cartCount = computed($cart, (lines) => lines.reduce((sum, line) => sum + line.quantity, 0));

/** A success reply's line replaces the local one (keeping its copy), or is added (spec section 4). */
export function putLine(line: StoredLine): void {
  const lines = $cart.get();
  const index = lines.findIndex((existing) => existing.variant_id === line.variant_id);
  $cart.set(index === -1 ? [...lines, line] : lines.map((existing, i) => (i === index ? withShown(line, line.shown ?? existing.shown) : existing)));
}

/** The server's lines, each keeping the copy this browser has of its variant. */
export function replaceLines(lines: readonly StoredLine[]): void {
  const copies = new Map($cart.get().map((line) => [line.variant_id, line.shown]));
  $cart.set(lines.map((line) => withShown(line, copies.get(line.variant_id))));
}

/** Keeps the copies the page has just read from the product files, for the next first paint. */
export function rememberCartCopies(copies: ReadonlyMap<number, ShownLine>): void {
  const lines = $cart.get();
  const next = lines.map((line) => withShown(line, copies.get(line.variant_id) ?? line.shown));
  if (JSON.stringify(next) !== JSON.stringify(lines)) $cart.set(next);
}

export function dropLine(variantId: number): void {
  $cart.set($cart.get().filter((line) => line.variant_id !== variantId));
}

/**
 * After DELETE /cart took `quantity` off a line (spec section 4): a reply with the updated line
 * replaces it; a reply with no data when the line was at that quantity, or the code of 'Item does
 * not exist', removes it.
 */
export function applyRemoveReply(variantId: number, reply: { data?: CartLine | null; code?: ErrorCode }): void {
  if (reply.code === ITEM_GONE || !reply.data) dropLine(variantId);
  else putLine(reply.data);
}

/** Empties the local copy (logout, a cleared cart, a placed order). */
export function clearCart(): void {
  $cart.set([]);
}
