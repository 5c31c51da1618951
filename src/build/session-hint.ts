// A per-shopper page (My Account, My Orders, Order Detail…) is one file for every visitor, and
// the islands that know who is signed in paint about a second after the page. This one-line
// script, inline in those pages' <head>, runs before the first paint: when this browser holds a
// session token it sets `data-signed-in` on <html>, and `data-password="set"` when the recorded
// user has a password. (Not `data-session`: the header's script shows and hides every element
// that carries it.) The page's CSS then shows the signed-in frame at once, and never shows a
// signed-in shopper the guest's "Sign in to…" text. It also sets `data-cart-held` and
// `data-wishlist-held` when this browser keeps lines in that list, so the cart and wishlist never
// paint "Your cart is empty" to a shopper who holds something (Shell.astro's `heldList`). The
// islands still decide every state; the hint only chooses what the first paint shows. A page the
// browser prerendered (a hovered cart link) is shown later, maybe after a change in another page:
// the hint reads the storage again when it is shown. Its hash is in the strict CSP (astro.config.mjs).
import { CART_KEY, TOKEN_KEY, USER_KEY, WISHLIST_KEY } from '../lib/storage-keys.ts';

/** The lists the hint reads, each with its localStorage key: `data-{list}-held` marks one with lines. */
const HELD_LISTS = { cart: CART_KEY, wishlist: WISHLIST_KEY } as const;
export type HeldList = keyof typeof HELD_LISTS;

export const SESSION_HINT =
  `try{var s=localStorage,d=document.documentElement.dataset,h=${JSON.stringify(HELD_LISTS)},` +
  `f=function(){for(var n in h){delete d[n+"Held"];try{if((JSON.parse(s.getItem(h[n]))||[]).length>0)d[n+"Held"]=""}catch(e){}}` +
  `delete d.signedIn;delete d.password;try{if(s.getItem(${JSON.stringify(TOKEN_KEY)})){d.signedIn="";` +
  `if((JSON.parse(s.getItem(${JSON.stringify(USER_KEY)}))||{}).has_password===true)d.password="set"}}catch(e){}};` +
  `f();if(document.prerendering)document.addEventListener("prerenderingchange",f)}catch(e){}`;
