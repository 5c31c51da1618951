// The search page's index starts from this script in the page's <head>, while the page, React and
// the island's code are still on their way (src/lib/search/pagefind.ts is the client's half): when
// the address has words, Pagefind's script, its worker, WebAssembly and metadata, every filter's
// chunks and the chunks of the words as typed (most often those the corrected words need too), and
// the second instance that answers the results without counting (src/lib/search/pagefind.ts). The text is
// the same on every locale's search page, so the strict CSP lists its one hash (astro.config.mjs).
import { PAGEFIND_URL, STARTED_RESULTS, STARTED_SEARCH } from '../lib/search/pagefind.ts';

export const START_SEARCH =
  `try{var q=(new URLSearchParams(location.search).get("q")||"").trim().slice(0,100);` +
  `if(q){var s=window[${JSON.stringify(STARTED_SEARCH)}]=import(${JSON.stringify(PAGEFIND_URL)}).then(function(p){` +
  `return p.init().then(function(){return p})});` +
  `var r=window[${JSON.stringify(STARTED_RESULTS)}]=s.then(function(p){var i=p.createInstance();return i.init().then(function(){i.preload(q);return i})});` +
  `r.catch(function(){});s.then(function(p){p.filters();p.preload(q)}).catch(function(){})}}catch(e){}`;
