// Astro inlines its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB of brotli) in every
// page that has an island, where it pushes the document past what a new connection's first round
// trip carries (about 14 KB) and is downloaded again on every page. After the build it is written
// once as a hashed file under /_astro/, cached for a year like the other bundles. Pages whose
// islands wait for the shopper (content pages: a listing's filters, a product's options) request
// it once the parsed page has painted, or at once when the shopper first reaches for the page
// (pointer, touch, key, focus) or the address carries a query, whichever comes first: those
// islands are complete HTML until it has run, and it upgrades them then. Requested while the page
// was parsed, it shared the first round trips with the pictures the shopper waits for (the
// product's photo, the listing's first cards), and Lighthouse counted it in their paint.
// Pages with a `client:load` island (the per-shopper pages: cart, wishlist, compare, checkout, My
// Account, My Orders, order detail; the sign-in page) keep it inline: what they show is that
// island, which needs the runtime at once, and a request would only add a round trip before it
// (its modules are preloaded from the head: island-preloads.ts).
// There it starts once the parsed page has painted (the frame after DOMContentLoaded has gone out
// when the next one begins): the first paint (the shell, with its signed-in frame or loading
// state) never waits for the island's modules and React, which a fast connection or the cache
// would otherwise deliver and run first, on a slow phone's main thread.
import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { elements, setText, textOf, type BuiltPage, type ElementNode } from './built-pages.ts';
import { isLoadIsland } from './island-preloads.ts';

/** The inline runtime of a page with a load island (its hash is in the CSP). */
export const RUNTIME_AFTER_FIRST_PAINT = `addEventListener("DOMContentLoaded",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>{${islandRuntime}}))))`;

/** The runtime as a file of dist/: its path and text. */
export const islandRuntimeFile = {
  path: `_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 10)}.js`,
  text: islandRuntime,
};

/** The reaches that request the file at once on a page whose islands wait. */
const REACH = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * The inline script of a page whose islands wait (its hash is in the CSP): the file requested after
 * the first paint, or at the first reach. An address with a query (a listing's filters, a product's
 * colour) requests it at once: the built HTML cannot show that state, its island wakes as soon as
 * the runtime runs, and a press on the built links meanwhile would drop the query. A plain click in
 * an island before the runtime has run (a size pressed as the page appears) is held and made again
 * once it has, when the island's directive holds it in turn (interaction-directive.client.ts); if
 * the file cannot be had, the click is made again for the browser, as without JavaScript. A radio
 * or checkbox ticks at once, as the browser does, and is pressed again once the runtime has run
 * (set back first), as the directive does with React.
 */
export const RUNTIME_FILE_AFTER_FIRST_PAINT =
  `(()=>{let d=0;const h=[],b=x=>x instanceof HTMLInputElement&&(x.type==="radio"||x.type==="checkbox"),` +
  `hold=e=>{const t=e.target;if(!(t instanceof Element)||!t.closest("astro-island[ssr]")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;` +
  `if(b(t)){const c=t.checked;h.push(()=>{t.checked=!c;t.click()});go();return}` +
  `if(b(t.closest("label")?.control))return;` +
  `const a=t.closest("a");if(a&&(a.origin!==location.origin||a.pathname!==location.pathname))return;` +
  `e.preventDefault();e.stopImmediatePropagation();h.push(()=>t.click());go()},` +
  `go=()=>{if(d)return;d=1;const s=document.createElement("script");s.src=${JSON.stringify(`/${islandRuntimeFile.path}`)};` +
  `s.onload=s.onerror=()=>{removeEventListener("click",hold,true);for(const r of h)r()};document.head.append(s)};` +
  `addEventListener("click",hold,true);` +
  `if(location.search)go();else addEventListener("DOMContentLoaded",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go))));` +
  `for(const t of ${JSON.stringify(REACH)})addEventListener(t,go,{once:true,capture:true,passive:true})})()`;

const isInlineRuntime = (element: ElementNode) => element.name === 'script' && !('src' in element.attributes) && textOf(element) === islandRuntime;

/** The runtime started after the page's first paint: inline where an island loads with the page, else from its file. */
export function externalIslandRuntime({ document }: BuiltPage): void {
  const [inline] = elements(document, isInlineRuntime);
  if (!inline) return;
  setText(inline, elements(document, isLoadIsland).length > 0 ? RUNTIME_AFTER_FIRST_PAINT : RUNTIME_FILE_AFTER_FIRST_PAINT);
}
