// The cart, wishlist and compare pages draw each line from the copy it keeps in this browser
// (src/islands/list/use-drawn-list.ts). A line without one (added on another device, or kept by an
// older release) waits for its product's display file, which the island would ask for only once
// React and its code had arrived and the island had mounted: a round trip after all of them. This
// one-line script, inline in those pages' <head>, preloads those files while the page is parsed,
// beside the code, so the island finds them in the browser's cache (the files are cacheable, and a
// preload `as="fetch"` with `crossorigin` is the request the island's fetch makes). The page names
// its list in `data-list`; the first FIRST_SCREEN lines are enough for what shows before a scroll.
// A page the browser prerendered (a hovered cart link) reads the storage again when it is shown.
// Its hash is in the strict CSP (astro.config.mjs).
import { productFilePath } from '../lib/catalogue/product-display.ts';
import { CART_KEY, COMPARE_KEY, WISHLIST_KEY } from '../lib/storage-keys.ts';

/**
 * For each list: its localStorage key, the field holding an entry's id, and whether that id is a
 * variant's (whose product is the id divided by 100: lib/catalogue/variants.ts, productIdOfVariant).
 */
const LISTS = {
  cart: { key: CART_KEY, field: 'variant_id', variant: true },
  wishlist: { key: WISHLIST_KEY, field: 'id', variant: true },
  compare: { key: COMPARE_KEY, field: 'id', variant: false },
} as const;
export type HeldFilesList = keyof typeof LISTS;

/** Lines whose files are preloaded: more than a phone's first screen shows. */
const FIRST_SCREEN = 6;

const [before, after] = productFilePath('{id}').split(encodeURIComponent('{id}'));

export const PRELOAD_HELD_FILES =
  `try{var c=${JSON.stringify(LISTS)}[document.currentScript.dataset.list],go=function(){try{` +
  `var seen={};(JSON.parse(localStorage.getItem(c.key))||[]).slice(0,${FIRST_SCREEN}).forEach(function(e){` +
  `var v=e&&e[c.field];if(!v||e.shown||typeof v!==(c.variant?"number":"string"))return;` +
  `var p=c.variant?Math.floor(v/100):encodeURIComponent(v);if(seen[p])return;seen[p]=1;` +
  `var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";` +
  `l.href=${JSON.stringify(before)}+p+${JSON.stringify(after)};document.head.appendChild(l)})}catch(e){}};` +
  `document.prerendering?document.addEventListener("prerenderingchange",go,{once:true}):go()}catch(e){}`;
