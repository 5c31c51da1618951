// Header behaviour that needs no framework: live counts, the sticky bar's height and shadow,
// scroll-to-top, language links that keep the page's query, and unregistering any service worker an older site left behind (spec section 4).
import { $cartCount } from '../stores/cart.ts';
import { $wishlistCount } from '../stores/wishlist.ts';
import { $compareCount } from '../stores/compare.ts';

const SCROLL_TOP_THRESHOLD = 100;
/** The widest screen laid out as a phone (one column of cards, the buy bar). */
const PHONE_MAX_WIDTH = 699;

function bindCount(name: string, store: { subscribe(cb: (value: number) => void): unknown }): void {
  store.subscribe((count) => {
    for (const badge of document.querySelectorAll<HTMLElement>(`[data-count="${name}"]`)) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
  });
}

bindCount('cart', $cartCount);
bindCount('wishlist', $wishlistCount);
bindCount('compare', $compareCount);

// The header sticks once the top bar has scrolled away (global.css): the sentinel over the bar says
// when, and the CSS needs the bar's real height. The bar is hidden while the header sticks: its
// height then stays the one it had.
const header = document.querySelector<HTMLElement>('[data-site-header]');
const topbar = header?.querySelector<HTMLElement>('.topbar');
const sentinel = document.querySelector<HTMLElement>('[data-sticky-sentinel]');
if (header && topbar && sentinel) {
  new ResizeObserver(() => {
    const height = topbar.getBoundingClientRect().height;
    if (height) document.body.style.setProperty('--topbar-height', `${height}px`);
  }).observe(topbar);
  // Entries come oldest first (several when the page moved more than once between two frames).
  new IntersectionObserver((entries) => header.classList.toggle('is-sticky', !entries.pop()!.isIntersecting)).observe(sentinel);
}

// On a phone the button shows only once the footer is in view: anywhere above it, at the screen's
// corner, it covered what a shopper taps there (a card's "Add to Compare", a section's "View all →").
// In the footer it stands beside the copyright line, which keeps room for it (global.css).
const scrollTop = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
const footer = document.querySelector<HTMLElement>('.site-footer');
if (scrollTop) {
  const phone = window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`);
  let footerInView = false;
  const update = () =>
    scrollTop.classList.toggle('is-visible', window.scrollY > SCROLL_TOP_THRESHOLD && (!phone.matches || footerInView));
  if (footer) {
    new IntersectionObserver((entries) => {
      footerInView = entries.pop()!.isIntersecting;
      update();
    }).observe(footer);
  }
  window.addEventListener('scroll', update, { passive: true });
  phone.addEventListener('change', update);
  update();
  scrollTop.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
}

// A language link leads to the same page in another language, with the same query (a product's
// ?color=&size=, a listing's filters), which the build cannot know: it is added when the link is
// about to be followed, opened in a new tab or copied.
function keepQuery(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-keeps-query]') : null;
  if (link) link.search = window.location.search;
}
for (const type of ['pointerdown', 'focusin', 'click']) document.addEventListener(type, keepQuery, { capture: true, passive: true });

navigator.serviceWorker?.getRegistrations().then(
  (registrations) => registrations.forEach((registration) => void registration.unregister()),
  () => undefined,
);

// The header search's suggestions cost nothing until the box is first used: the code and the
// vocabulary load on its first focus. That focus may be what loaded this script (after-paint.client.ts
// starts page scripts on the shopper's first reach), so a box that already has it loads them now.
for (const input of document.querySelectorAll<HTMLInputElement>('[data-search-suggest]')) {
  const attach = () => void import('./search-suggest.ts').then(({ attachSuggestions }) => attachSuggestions(input));
  if (document.activeElement === input) attach();
  else input.addEventListener('focus', attach, { once: true });
}
