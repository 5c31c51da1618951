// Cart changes through the API (spec sections 4 and 7): every add, step, remove and clear is the
// server's, and the local copy follows the reply. Islands call these; the header never loads them.
import { apiFailure } from '../lib/api/client.ts';
import type { ErrorCode } from '../lib/api/error-codes.ts';
import * as cartApi from '../lib/api/cart.ts';
import { atom } from 'nanostores';
import { copyCartLine } from './line-copies.ts';
import { $cart, ITEM_GONE, applyRemoveReply, clearCart, dropLine, putLine, replaceLines } from './cart.ts';

/** Why the server refused a change, as far as it said. */
export interface Refusal {
  status?: number;
  code?: ErrorCode;
  /** On a shortage: the stock left, what the cart already holds, the per-line limit. */
  stock?: number;
  inCart?: number;
  max?: number;
  /** What the change asked for. */
  wanted?: number;
}

export type Outcome = { ok: true } | { ok: false; refusal: Refusal };

function refused(error: unknown, wanted?: number): Outcome {
  const failure = apiFailure(error);
  const data = (failure.reply?.data ?? {}) as { stock?: number; in_cart?: number; max?: number };
  const refusal = { status: failure.status, code: failure.reply?.code, stock: data.stock, inCart: data.in_cart, max: data.max, wanted };
  return { ok: false, refusal };
}

/** Live stock per variant, from the last GET /cart (the page's stepper stops there). */
export const $cartStock = atom<ReadonlyMap<number, number>>(new Map());

/** Reloads the cart from the server; answers false when it could not be read (the copy stays). */
export async function loadCart(): Promise<boolean> {
  try {
    const reply = await cartApi.fetchCart();
    if (!Array.isArray(reply.data)) return false;
    replaceLines(reply.data.map(({ id, cart_id, variant_id, quantity }) => ({ id, cart_id, variant_id, quantity })));
    $cartStock.set(new Map(reply.data.map((line) => [line.variant_id, line.stock])));
    return true;
  } catch {
    return false;
  }
}

export async function addToCart(variantId: number, quantity = 1): Promise<Outcome> {
  try {
    const reply = await cartApi.addToCart(variantId, quantity);
    if (!reply.success || !reply.data) return { ok: false, refusal: { code: reply.code } };
    const isNew = !$cart.get().some((line) => line.variant_id === variantId && line.shown);
    putLine(reply.data);
    if (isNew) void copyCartLine(variantId);
    return { ok: true };
  } catch (error) {
    const outcome = refused(error, quantity);
    if (!outcome.ok && outcome.refusal.stock !== undefined) $cartStock.set(new Map($cartStock.get()).set(variantId, outcome.refusal.stock));
    return outcome;
  }
}

/** Takes `quantity` off a line (1 for the stepper; the whole line to remove it). */
async function takeOff(variantId: number, quantity: number): Promise<Outcome> {
  try {
    applyRemoveReply(variantId, await cartApi.removeFromCart(variantId, quantity));
    return { ok: true };
  } catch (error) {
    const outcome = refused(error);
    // Already gone on the server (another tab, another device): gone here too.
    if (!outcome.ok && outcome.refusal.code === ITEM_GONE) {
      dropLine(variantId);
      return { ok: true };
    }
    return outcome;
  }
}

export const decreaseLine = (variantId: number) => takeOff(variantId, 1);

export function removeLine(variantId: number): Promise<Outcome> {
  const line = $cart.get().find((existing) => existing.variant_id === variantId);
  return takeOff(variantId, line?.quantity ?? 1);
}

export async function clearAll(): Promise<Outcome> {
  try {
    await cartApi.clearCart();
    clearCart();
    return { ok: true };
  } catch (error) {
    return refused(error);
  }
}
