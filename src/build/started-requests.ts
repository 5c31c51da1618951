// The per-shopper pages' first data request (the cart, the orders list, an order, the profile)
// starts from this script in the page's <head>, while the page, React and the island's code are
// still on their way, so that the island finds the reply waiting instead of asking then
// (src/lib/api/started-requests.ts is the client's half). It runs only when this browser holds a
// session token, with the headers the API client sends. The page lists its requests as API paths
// in the script's `data-requests` (Shell.astro's `startRequests`): `{page}` stands for the address's `page` query parameter (1
// when absent) and `{id}` for the number that ends the path (no request when there is none). The
// text is the same on every page, so the strict CSP lists its one hash (astro.config.mjs). In a
// page the browser prerenders (a hovered cart link), they start when it is shown: a reply from
// before would miss what the shopper changed meanwhile (the island hydrates only then, too).
import { STARTED_REQUESTS } from '../lib/api/started-requests.ts';
import { TOKEN_KEY } from '../lib/storage-keys.ts';

export const START_REQUESTS =
  `try{var q=document.currentScript.dataset.requests,m=window[${JSON.stringify(STARTED_REQUESTS)}]=new Map,go=function(){try{` +
  `var t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)}),` +
  `p=+new URLSearchParams(location.search).get("page")||1,i=(location.pathname.match(/\\/(\\d+)\\/?$/)||[])[1];` +
  `if(t)JSON.parse(q).forEach(function(u){` +
  `if(u.indexOf("{id}")>=0&&!i)return;u=u.replace("{page}",p).replace("{id}",i);` +
  `var r=fetch(u,{credentials:"include",headers:{Accept:"application/json","Accept-Language":document.documentElement.lang,Authorization:"Bearer "+t}});` +
  `r.catch(function(){});m.set(u,{token:t,response:r})})}catch(e){}};` +
  `document.prerendering?document.addEventListener("prerenderingchange",go,{once:true}):go()}catch(e){}`;
