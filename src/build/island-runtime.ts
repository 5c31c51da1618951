// Astro inlines its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB of brotli) in every
// page that has an island, where it pushes the document past what a new connection's first round
// trip carries (about 14 KB) and is downloaded again on every page. After the build it is written
// once as a hashed file under /_astro/, cached for a year like the other bundles. Pages whose
// islands wait for the shopper (content pages: a listing's filters, a product's options) request
// it with the page's own scripts, once what the page shows first is on screen (the event
// `after-paint` from after-paint.client.ts), or at once when the shopper first reaches for the
// page (pointer, touch, key, focus) or the address carries a query, whichever comes first: those
// islands are complete HTML until it has run, and it upgrades them then. Requested while the page
// was parsed, it shared the first round trips with the pictures the shopper waits for (the
// product's photo, the listing's first cards), and Lighthouse counted it in their paint.
// Pages with a `client:load` island (the per-shopper pages: cart, wishlist, compare, checkout, My
// Account, My Orders, order detail; the sign-in page) keep it inline: what they show is that
// island, which needs the runtime at once, and a request would only add a round trip before it.
// There it starts once the parsed page has painted: after DOMContentLoaded, once the browser has
// reported the page's first contentful paint (Paint Timing; where it reports none, once the frame
// after DOMContentLoaded has gone out, when the next one begins). Two frames were not enough on a
// busy machine: the frame drawn went out after the modules had been requested, and Lighthouse
// counted React in the first paint (order detail's first visit: 1.76 s one run in nine, else about
// 1.0 s). It first requests, a few per task, every module the island draws with
// (their list, from island-preloads.ts, is the script's `data-modules`): the first paint (the
// shell, with its signed-in frame or loading state) neither waits for nor shares the connection
// with the island's modules and React, which a fast connection or the cache would otherwise
// deliver and run first, on a slow phone's main thread. Preloaded from the head, the modules were
// sent with the page's parse, before its largest text had painted, and Lighthouse counted the
// whole of React in that paint (the cart: 0.92 s when they left after it, 1.73 s when before).
import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { elements, setAttribute, setText, textOf, type BuiltPage, type ElementNode } from './built-pages.ts';
import { isModuleScript } from './after-paint.ts';
import { isLoadIsland, loadIslandModules } from './island-preloads.ts';

/** The attribute of a load island's runtime script that lists the modules it requests first (URLs, space-separated, as `data-prefetch`). */
export const MODULES_ATTRIBUTE = 'data-modules';

/**
 * How many of the island's modules are requested in one task. Starting a request costs the main
 * thread 1–4 ms on a phone (4× CPU slowdown): the checkout's 17 modules at once made a 45–96 ms
 * task, and its time past 50 ms counted as blocking. A few at a time, with the main thread free
 * between, they all leave within a few milliseconds still.
 */
export const MODULES_PER_TASK = 4;

/** The inline runtime of a page with a load island (its hash is in the CSP): the island's modules requested, a few per task, then the runtime run, once the page's first contentful paint is reported. */
export const RUNTIME_AFTER_FIRST_PAINT =
  `(m=>addEventListener("DOMContentLoaded",()=>{const go=()=>{const q=m.split(" ").filter(Boolean),` +
  `n=()=>setTimeout(()=>{for(const u of q.splice(0,${MODULES_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}` +
  `if(q.length)n();else{${islandRuntime}}});n()};` +
  `if(typeof PerformanceObserver<"u"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
  `const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(()=>requestAnimationFrame(go))}))(document.currentScript.dataset.modules??"")`;

/** The runtime as a file of dist/: its path and text. */
export const islandRuntimeFile = {
  path: `_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 10)}.js`,
  text: islandRuntime,
};

/** The reaches that request the file at once on a page whose islands wait. */
const REACH = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * The inline script of a page whose islands wait (its hash is in the CSP): the file requested with
 * the page's own scripts (on their loader's `after-paint` event), or at the first reach. An address
 * with a query (a listing's filters, a product's colour) requests it at once: the built HTML cannot show that state, its island wakes as soon as
 * the runtime runs, and a press on the built links meanwhile would drop the query. A plain click in
 * an island before the runtime has run (a size pressed as the page appears) is held and made again
 * once it has, when the island's directive holds it in turn (interaction-directive.client.ts); if
 * the file cannot be had, the click is made again for the browser, as without JavaScript. A radio
 * or checkbox ticks at once, as the browser does, and is pressed again once the runtime has run
 * (set back first), as the directive does with React. A select's choice (a listing's sort) stays
 * chosen and its change is sent again once the runtime has run, for the directive to hold in turn.
 */
export const RUNTIME_FILE_AFTER_FIRST_PAINT =
  `(()=>{let d=0;const h=[],b=x=>x instanceof HTMLInputElement&&(x.type==="radio"||x.type==="checkbox"),` +
  `hold=e=>{const t=e.target;if(!(t instanceof Element)||!t.closest("astro-island[ssr]")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;` +
  `if(e.type==="change"){if(t instanceof HTMLSelectElement){h.push(()=>t.dispatchEvent(new Event("change",{bubbles:true})));go()}return}` +
  `if(b(t)){const c=t.checked;h.push(()=>{t.checked=!c;t.click()});go();return}` +
  `if(b(t.closest("label")?.control))return;` +
  `const a=t.closest("a");if(a&&(a.origin!==location.origin||a.pathname!==location.pathname))return;` +
  `e.preventDefault();e.stopImmediatePropagation();h.push(()=>t.click());go()},` +
  `go=()=>{if(d)return;d=1;const s=document.createElement("script");s.src=${JSON.stringify(`/${islandRuntimeFile.path}`)};` +
  `s.onload=s.onerror=()=>{for(const t of["click","change"])removeEventListener(t,hold,true);for(const r of h)r()};document.head.append(s)};` +
  `for(const t of["click","change"])addEventListener(t,hold,true);` +
  `if(location.search)go();else addEventListener("after-paint",go,{once:true});` +
  `for(const t of ${JSON.stringify(REACH)})addEventListener(t,go,{once:true,capture:true,passive:true})})()`;

const isInlineRuntime = (element: ElementNode) => element.name === 'script' && !('src' in element.attributes) && textOf(element) === islandRuntime;

/**
 * The runtime started after the page's first paint: inline where an island loads with the page,
 * with the modules that island draws with, else from its file.
 */
export function externalIslandRuntime({ document }: BuiltPage): void {
  const [inline] = elements(document, isInlineRuntime);
  if (!inline) return;
  if (elements(document, isLoadIsland).length === 0) {
    // Started by the page scripts' loader, which deferModuleScripts puts on every page with scripts.
    if (elements(document, isModuleScript).length === 0) throw new Error('A page whose islands wait has no page scripts to start its island runtime with.');
    return setText(inline, RUNTIME_FILE_AFTER_FIRST_PAINT);
  }
  setText(inline, RUNTIME_AFTER_FIRST_PAINT);
  setAttribute(inline, MODULES_ATTRIBUTE, loadIslandModules(document).join(' '));
}
