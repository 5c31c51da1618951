// The first-paint half of a drawn copy (lib/drawn-copies.ts): this script, inline right after the
// page's empty frame (components/content/DrawnCopy.astro), puts back the content the island drew
// on this shopper's last visit, before the first paint, when nothing it was drawn from has changed
// since: the same address, and the same stored values under the frame's `data-basis` keys (the
// list, the currency and its rates, the user). It marks <html> with `data-drawn-copy`, which hides the
// page's loading lines; the island removes the copy in the commit that shows its own content. A
// page the browser prerendered checks again when it is shown. Its hash is in the strict CSP
// (astro.config.mjs).
import { DRAWN_COPY_PREFIX } from '../lib/storage-keys.ts';

export const PAINT_DRAWN_COPY =
  `try{var s=localStorage,f=document.currentScript.previousElementSibling,d=document.documentElement.dataset,` +
  `p=function(){var c=null;try{c=JSON.parse(s.getItem(${JSON.stringify(DRAWN_COPY_PREFIX)}+f.dataset.drawnCopy))}catch(e){}` +
  `var b=f.dataset.basis.split(" ").map(function(k){return s.getItem(k)}).join("\\n"),` +
  `m=c!==null&&typeof c.html=="string"&&c.path===location.pathname+location.search&&c.basis===b;` +
  `f.innerHTML=m?c.html:"";if(m)d.drawnCopy="";else delete d.drawnCopy};` +
  `p();if(document.prerendering)document.addEventListener("prerenderingchange",p)}catch(e){}`;
