// Astro inlines its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB of brotli) in every
// page that has an island, where it pushes the document past what a new connection's first round
// trip carries (about 14 KB) and is downloaded again on every page. After the build it is written
// once as a hashed file under /_astro/, cached for a year like the other bundles, and pages whose
// islands wait for the shopper (or for idle time) load it with `async`: those islands are complete
// HTML until it has run, and it upgrades them then. Pages with a `client:load` island (the
// per-shopper pages: cart, wishlist, compare, checkout, My Account, My Orders, order detail; the
// sign-in page) keep it inline: what they show is that island, which needs the runtime at once, and
// a request would only add a round trip before it (its modules are preloaded from the head:
// island-preloads.ts).
// There it starts once the parsed page has painted (the frame after DOMContentLoaded has gone out
// when the next one begins): the first paint (the shell, with its signed-in frame or loading
// state) never waits for the island's modules and React, which a fast connection or the cache
// would otherwise deliver and run first, on a slow phone's main thread.
import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { createElement, elements, replaceWith, setText, textOf, type BuiltPage, type ElementNode } from './built-pages.ts';
import { isLoadIsland } from './island-preloads.ts';

/** The inline runtime of a page with a load island (its hash is in the CSP). */
export const RUNTIME_AFTER_FIRST_PAINT = `addEventListener("DOMContentLoaded",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>{${islandRuntime}}))))`;

/** The runtime as a file of dist/: its path and text. */
export const islandRuntimeFile = {
  path: `_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 10)}.js`,
  text: islandRuntime,
};

const isInlineRuntime = (element: ElementNode) => element.name === 'script' && !('src' in element.attributes) && textOf(element) === islandRuntime;

/** The page loading the runtime from its file, or after its first full paint where an island loads with the page. */
export function externalIslandRuntime({ document }: BuiltPage): void {
  const [inline] = elements(document, isInlineRuntime);
  if (!inline) return;
  if (elements(document, isLoadIsland).length > 0) setText(inline, RUNTIME_AFTER_FIRST_PAINT);
  else replaceWith(inline, createElement('script', { async: '', src: `/${islandRuntimeFile.path}` }));
}
