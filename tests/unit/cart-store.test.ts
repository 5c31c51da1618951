import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, $cartCount, ITEM_GONE, applyRemoveReply, clearCart, putLine } from '../../src/stores/cart.ts';
import { $wishlist, $wishlistCount, clearWishlist, dropEntry, putEntry } from '../../src/stores/wishlist.ts';
import { refusalReason, type RefusalStrings } from '../../src/islands/cart/refusal.ts';
import type { ApiFailure } from '../../src/lib/api/client-core.ts';

// The local copies follow the server's replies exactly as the spec's section 4 says.
beforeEach(() => {
  $cart.set([
    { id: 1, cart_id: 9, variant_id: 101, quantity: 2 },
    { id: 2, cart_id: 9, variant_id: 102, quantity: 1 },
  ]);
  $wishlist.set([{ id: 101 }]);
});

describe('the cart copy', () => {
  it('a success reply adds the line, or replaces the one of its variant', () => {
    putLine({ id: 3, cart_id: 9, variant_id: 103, quantity: 4 });
    putLine({ id: 1, cart_id: 9, variant_id: 101, quantity: 5 });
    expect($cart.get().map((line) => [line.variant_id, line.quantity])).toEqual([
      [101, 5],
      [102, 1],
      [103, 4],
    ]);
    expect($cartCount.get()).toBe(10);
  });

  it('a remove reply with the updated line keeps the line at its new quantity', () => {
    applyRemoveReply(101, { data: { id: 1, cart_id: 9, variant_id: 101, quantity: 1 } });
    expect($cart.get().find((line) => line.variant_id === 101)?.quantity).toBe(1);
  });

  it('a remove reply with no data removes the line', () => {
    applyRemoveReply(102, {});
    expect($cart.get().map((line) => line.variant_id)).toEqual([101]);
  });

  it("the code of 'Item does not exist' removes the line whatever else the reply holds", () => {
    applyRemoveReply(101, { code: ITEM_GONE, data: { id: 1, cart_id: 9, variant_id: 101, quantity: 2 } });
    expect($cart.get().map((line) => line.variant_id)).toEqual([102]);
  });

  it('clear empties it', () => {
    clearCart();
    expect($cart.get()).toEqual([]);
    expect($cartCount.get()).toBe(0);
  });
});

describe('the wishlist copy', () => {
  it('ignores an id already there, and removes and clears', () => {
    expect(putEntry(101)).toBe(false);
    expect(putEntry(102)).toBe(true);
    expect($wishlist.get()).toEqual([{ id: 101 }, { id: 102 }]);
    expect($wishlistCount.get()).toBe(2);
    dropEntry(101);
    expect($wishlist.get()).toEqual([{ id: 102 }]);
    clearWishlist();
    expect($wishlist.get()).toEqual([]);
  });
});

describe('the reason a cart change was refused', () => {
  const strings: RefusalStrings = {
    reasonOutOfStock: 'out',
    reasonOnlyLeft: 'only {{count}}',
    reasonOnlyLeftInCart: 'only {{count}}, have {{inCart}}',
    reasonMax: 'max {{max}}',
    reasonOffline: 'offline',
  };

  /** A refused add's failure as the client answers it: 422 with the figures as the reply's data. */
  const shortage = (stock: number, inCart: number): ApiFailure => ({
    status: 422,
    code: 'insufficient_stock',
    reply: { success: false, code: 'insufficient_stock', data: { stock, in_cart: inCart, max: 99 } },
  });

  it('says out of stock, only N left (with what the cart holds), the 99 limit, or offline', () => {
    expect(refusalReason(shortage(0, 0), strings, 1)).toBe('out');
    expect(refusalReason(shortage(3, 0), strings, 4)).toBe('only 3');
    expect(refusalReason(shortage(3, 3), strings, 1)).toBe('only 3, have 3');
    expect(refusalReason(shortage(200, 99), strings, 1)).toBe('max 99');
    expect(refusalReason(shortage(200, 98), strings, 2)).toBe('max 99');
    // Past 99 but also past the stock: the stock is the reason.
    expect(refusalReason(shortage(99, 98), strings, 2)).toBe('only 99, have 98');
    expect(refusalReason({ code: 'network' }, strings)).toBe('offline');
    expect(refusalReason({ status: 404, code: 'variant_not_found', reply: { success: false, code: 'variant_not_found' } }, strings)).toBeUndefined();
  });
});
