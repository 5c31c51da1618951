// The next page a shopper is most likely to open (product → cart, cart → checkout, account menu →
// My Orders, My Orders → an order: links marked `data-prefetch`) is fetched when they point at the
// link, focus it or touch it, and so is the code its island draws with: the build lists those
// modules in the attribute's value (src/build/prefetch-targets.ts). A page that is only prefetched
// would otherwise wait for React and its island's chunks after the press (a content page such as
// the product never loads React before an interaction). Chromium also prerenders such a link on a
// longer hover, by the page's speculation rules (src/build/speculation-rules.ts); this is what
// every browser gets, and it costs no request until the intent. Nothing is fetched on a data saver
// or a 2G connection, nor for a guest behind a link that asks them to sign in first.
import { $signedIn } from '../stores/session.ts';

const HOVER_MS = 80;
const fetched = new Set<string>();
let hover = 0;

function hint(url: string): HTMLLinkElement | undefined {
  if (fetched.has(url)) return undefined;
  fetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
  return link;
}

function prefetch(link: HTMLAnchorElement): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  if (link.hasAttribute('data-needs-sign-in') && !$signedIn.get()) return;
  // An island's link carries no list (React writes the bare attribute as "true").
  const modules = (link.dataset.prefetch ?? '').split(' ').filter((url) => url.startsWith('/'));
  const page = hint(link.href.replace(/#.*/, ''));
  // The modules once the page is in: on a slow connection they would otherwise hold back the page
  // itself, and the browser's own prefetch of it (the speculation rules), which the press uses.
  const rest = () => modules.forEach(hint);
  if (!page) return rest();
  page.addEventListener('load', rest, { once: true });
  page.addEventListener('error', rest, { once: true });
}

const target = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-prefetch]') : null);

document.addEventListener('pointerover', (event) => {
  const link = target(event);
  clearTimeout(hover);
  if (link) hover = window.setTimeout(() => prefetch(link), HOVER_MS);
}, { passive: true });
for (const type of ['focusin', 'touchstart']) {
  document.addEventListener(type, (event) => {
    const link = target(event);
    if (link) prefetch(link);
  }, { passive: true });
}
