// On sign-in and on each page load while signed in: the cart and the wishlist are reloaded from
// the server, so a second device shows the same. Lines a browser still holds from before sign-in
// (a guest's cart of an earlier release) first join the account's, within stock: never dropped
// silently. Loaded by the header only for signed-in shoppers.
import { cartShortage } from '../lib/api/cart-shortage.ts';
import { $cart } from './cart.ts';
import { addToCart, loadCart } from './cart-actions.ts';
import { $wishlist } from './wishlist.ts';
import { $listsOwner } from './session.ts';
import { addToWishlist, loadWishlist } from './wishlist-actions.ts';

async function mergeGuestLists(): Promise<void> {
  const lines = $cart.get().filter((line) => line.id === undefined);
  const wishes = $wishlist.get();
  for (const line of lines) {
    const result = await addToCart(line.variant_id, line.quantity);
    // More than is left: as many as the stock still allows.
    const shortage = result.ok ? undefined : cartShortage(result.error);
    if (shortage) {
      const room = Math.min(shortage.stock, shortage.max ?? line.quantity) - shortage.in_cart;
      if (room > 0) await addToCart(line.variant_id, Math.min(room, line.quantity));
    }
  }
  // The wishlist copy says these are there already; the server may not know them yet.
  $wishlist.set([]);
  for (const entry of wishes) await addToWishlist(entry.id);
}

let syncing: Promise<void> | undefined;

export function syncShopperLists(owner: string): Promise<void> {
  syncing ??= (async () => {
    if ($listsOwner.get() !== owner) {
      await mergeGuestLists();
      $listsOwner.set(owner);
    }
    await Promise.all([loadCart(), loadWishlist()]);
  })().finally(() => {
    syncing = undefined;
  });
  return syncing;
}
