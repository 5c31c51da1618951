// The cart: lines of variant id and quantity (spec section 4), persisted locally.
import { computed } from 'nanostores';
import { persistedJson } from './persisted.ts';

export interface CartLine {
  variant_id: number;
  quantity: number;
  cart_id?: number;
  id?: number;
}

export const MAX_LINE_QUANTITY = 99;

const isLines = (value: unknown): value is CartLine[] =>
  Array.isArray(value) && value.every((line) => Number.isInteger(line?.variant_id) && Number.isInteger(line?.quantity));

export const $cart = persistedJson<CartLine[]>('cart', [], isLines);
export const $cartCount = computed($cart, (lines) => lines.reduce((sum, line) => sum + line.quantity, 0));

/** A reply's line replaces the local one, or is added (spec: "a success reply adds or replaces the line"). */
export function putLine(line: CartLine): void {
  const lines = $cart.get();
  const index = lines.findIndex((existing) => existing.variant_id === line.variant_id);
  $cart.set(index === -1 ? [...lines, line] : lines.map((existing, i) => (i === index ? line : existing)));
}

/** Adds quantity to a line, capped at the stock left and at 99. */
export function addLine(variantId: number, quantity: number, stock: number): CartLine {
  const current = $cart.get().find((line) => line.variant_id === variantId)?.quantity ?? 0;
  const next = { variant_id: variantId, quantity: Math.min(current + quantity, stock, MAX_LINE_QUANTITY) };
  putLine(next);
  return next;
}

/** Sets a line's quantity, kept within 1 and the stock left (at most 99); below 1 removes the line. */
export function setQuantity(variantId: number, quantity: number, stock: number): void {
  if (quantity < 1) return removeLine(variantId);
  const line = $cart.get().find((existing) => existing.variant_id === variantId);
  if (!line) return;
  putLine({ ...line, quantity: Math.max(1, Math.min(quantity, stock, MAX_LINE_QUANTITY)) });
}

export function removeLine(variantId: number): void {
  $cart.set($cart.get().filter((line) => line.variant_id !== variantId));
}

export function clearCart(): void {
  $cart.set([]);
}
