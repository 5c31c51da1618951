// Cart changes through the API (spec sections 4 and 7): every add, step, remove and clear is the
// server's, and the local copy follows the reply. Each answers the API's result (a refused add's
// figures are in its error's reply: cartShortage). Islands call these; the header never loads them.
import { cartShortage } from '../lib/api/cart-shortage.ts';
import * as cartApi from '../lib/api/cart.ts';
import { unexpectedReply, type ApiResult } from '../lib/api/client-core.ts';
import type { CartLine } from '../lib/api/types.ts';
import { atom } from 'nanostores';
import { freshLoads } from './fresh-loads.ts';
import { copyCartLine } from './line-copies.ts';
import { $cart, ITEM_GONE, applyRemoveReply, clearCart, dropLine, putLine, replaceLines } from './cart.ts';

/** Live stock per variant, from the last GET /cart (the page's stepper stops there). */
export const $cartStock = atom<ReadonlyMap<number, number>>(new Map());

const loads = freshLoads();

/** Reloads the cart from the server; on a failure, or overtaken by this browser's changes, the copy stays. */
export async function loadCart(): Promise<ApiResult<CartLine[]>> {
  const { reply: result, fresh } = await loads.load(cartApi.fetchCart);
  if (!result.ok) return result;
  const lines = result.data.data;
  if (!Array.isArray(lines)) return unexpectedReply(result.data);
  if (fresh) {
    replaceLines(lines.map(({ id, cart_id, variant_id, quantity }) => ({ id, cart_id, variant_id, quantity })));
    $cartStock.set(new Map(lines.map((line) => [line.variant_id, line.stock])));
  }
  return { ok: true, data: lines };
}

/** Adds `quantity` (default 1); answers the line after the add. */
export async function addToCart(variantId: number, quantity = 1): Promise<ApiResult<CartLine>> {
  const result = await cartApi.addToCart(variantId, quantity);
  if (!result.ok) {
    const shortage = cartShortage(result.error);
    if (shortage) $cartStock.set(new Map($cartStock.get()).set(variantId, shortage.stock));
    return result;
  }
  const line = result.data.data;
  if (!line) return unexpectedReply(result.data);
  const isNew = !$cart.get().some((existing) => existing.variant_id === variantId && existing.shown);
  putLine(line);
  loads.confirmed();
  if (isNew) void copyCartLine(variantId);
  return { ok: true, data: line };
}

/** Takes `quantity` off a line (1 for the stepper; the whole line to remove it). */
async function takeOff(variantId: number, quantity: number): Promise<ApiResult<unknown>> {
  const result = await cartApi.removeFromCart(variantId, quantity);
  if (result.ok) applyRemoveReply(variantId, result.data);
  // Already gone on the server (another tab, another device): gone here too.
  else if (result.error.code === ITEM_GONE) dropLine(variantId);
  else return result;
  loads.confirmed();
  return { ok: true, data: undefined };
}

export const decreaseLine = (variantId: number) => takeOff(variantId, 1);

export function removeLine(variantId: number): Promise<ApiResult<unknown>> {
  const line = $cart.get().find((existing) => existing.variant_id === variantId);
  return takeOff(variantId, line?.quantity ?? 1);
}

export async function clearAll(): Promise<ApiResult<unknown>> {
  const result = await cartApi.clearCart();
  if (result.ok) {
    clearCart();
    loads.confirmed();
  }
  return result;
}
