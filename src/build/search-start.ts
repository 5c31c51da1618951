// The search page asks the server for its address's query from this script in the page's <head>,
// while the page, React and the island's code are still on their way (src/lib/api/search.ts takes
// the reply over). The page gives the search's address with its locale in the script's `data-url`.
// The text is the same on every locale's search page, so the strict CSP lists its one hash
// (astro.config.mjs).
import { STARTED_SEARCH } from '../lib/api/started-requests.ts';

export const START_SEARCH =
  `try{var s=location.search,q=(new URLSearchParams(s).get("q")||"").trim();` +
  `if(q){var r=fetch(document.currentScript.dataset.url+"&"+s.slice(1),{headers:{Accept:"application/json"}});` +
  `r.catch(function(){});window[${JSON.stringify(STARTED_SEARCH)}]={search:s,response:r}}}catch(e){}`;
