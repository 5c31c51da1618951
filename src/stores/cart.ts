// The cart: lines of variant id and quantity (spec section 4). The server's cart is the truth; this
// persisted copy paints the header count and the cart page at once and follows every reply
// (src/stores/cart-actions.ts calls the API). Kept light: every page's header reads it.
import { computed } from 'nanostores';
import type { CartLine } from '../lib/api/types.ts';
import { CART_KEY } from './keys.ts';
import { persistedJson } from './persisted.ts';

/** A line as this browser keeps it: the server's line, or (from before sign-in) just its variant and quantity. */
export type StoredLine = Pick<CartLine, 'variant_id' | 'quantity'> & Partial<Pick<CartLine, 'id' | 'cart_id'>>;

export const MAX_LINE_QUANTITY = 99;

/** The server's message for a line that is already gone (spec section 8). */
export const ITEM_GONE = 'Item does not exist';

const isLines = (value: unknown): value is StoredLine[] =>
  Array.isArray(value) && value.every((line) => Number.isInteger(line?.variant_id) && Number.isInteger(line?.quantity));

export const $cart = persistedJson<StoredLine[]>(CART_KEY, [], isLines);
export const $cartCount = computed($cart, (lines) => lines.reduce((sum, line) => sum + line.quantity, 0));

/** A success reply's line replaces the local one, or is added (spec section 4). */
export function putLine(line: StoredLine): void {
  const lines = $cart.get();
  const index = lines.findIndex((existing) => existing.variant_id === line.variant_id);
  $cart.set(index === -1 ? [...lines, line] : lines.map((existing, i) => (i === index ? line : existing)));
}

export function dropLine(variantId: number): void {
  $cart.set($cart.get().filter((line) => line.variant_id !== variantId));
}

/**
 * After DELETE /cart took `quantity` off a line (spec section 4): a reply with the updated line
 * replaces it; a reply with no data when the line was at that quantity, or the message 'Item does
 * not exist', removes it.
 */
export function applyRemoveReply(variantId: number, reply: { data?: CartLine | null; message?: string }): void {
  if (reply.message === ITEM_GONE || !reply.data) dropLine(variantId);
  else putLine(reply.data);
}

/** Empties the local copy (logout, a cleared cart, a placed order). */
export function clearCart(): void {
  $cart.set([]);
}
