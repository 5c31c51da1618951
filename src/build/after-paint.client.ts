// Runs in the browser, inlined (minified) at the end of every page by ./after-paint.ts: keep it tiny.
// The page's own scripts (the header's counts, session, prices, settings; a page's gallery or form)
// load once the page has loaded and what it shows first is on screen, so that nothing they fetch
// competes with what the shopper sees first; the island runtime of a page whose islands wait starts
// with them (it listens for the `after-paint` event, island-runtime.ts). They load at once when the
// shopper reaches for the page (pointer, touch, key, focus, scroll), and in any case within a few
// seconds on a slow network. A press that needs
// them and comes before they have run is held and made again once they have: a button's click, a
// form's submit, a select's change, an arrow, Home or End key on a tab, a language link's click
// (the link takes the page's query along). Islands hold their own presses (see
// interaction-directive.client.ts).

const FALLBACK_MS = 3000;
/**
 * The longest wait after the load for the first pictures to be reported on screen (one that a
 * script replaced before it was drawn never is).
 */
const SHOWN_WAIT_MS = 1000;
const REACH = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'];
const HELD = ['click', 'submit', 'change', 'keydown'];
const PRESS_NEEDS_SCRIPT = 'button[type=button]:not([popovertarget]), a[data-needs-sign-in], a[data-keeps-query]';
// The keys a scripted widget answers that the browser alone does not (WAI-ARIA tabs); Tab and
// Enter keep working without script, so they are never held.
const KEY_NEEDS_SCRIPT = '[role=tab]';
const WIDGET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

const urls: string[] = JSON.parse(document.getElementById('after-paint')?.textContent ?? '[]');
const replays: (() => void)[] = [];
let started = false;

const start = async () => {
  if (started) return;
  started = true;
  dispatchEvent(new Event('after-paint'));
  for (const type of REACH) removeEventListener(type, start, true);
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
  // In document order, as the module scripts they replace would have run.
  for (const url of urls) await import(url).catch((error: unknown) => console.error(error));
  for (const type of HELD) removeEventListener(type, hold, true);
  for (const replay of replays) replay();
};

const hold = (event: Event) => {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('astro-island')) return;
  let replay: (() => void) | undefined;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    replay = () => target.requestSubmit(submitter);
  } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
    // The scripts may set the select to the stored value as they start: the shopper's choice wins.
    const chosen = target.value;
    replay = () => {
      target.value = chosen;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    };
  } else if (event.type === 'click') {
    const pressed = target.closest<HTMLElement>(PRESS_NEEDS_SCRIPT);
    const press = event as MouseEvent;
    if (pressed && !press.button && !press.ctrlKey && !press.metaKey && !press.shiftKey && !press.altKey) replay = () => pressed.click();
  } else if (event.type === 'keydown') {
    const { key, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
    const widget = target.closest<HTMLElement>(KEY_NEEDS_SCRIPT);
    if (widget && WIDGET_KEYS.includes(key) && !ctrlKey && !metaKey && !altKey) {
      replay = () => widget.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }
  if (!replay) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  replays.push(replay);
  void start();
};

for (const type of HELD) addEventListener(type, hold, true);
for (const type of REACH) addEventListener(type, start, { capture: true, passive: true });
// What the page shows first is on screen once the browser has presented its first contentful paint
// and the pictures it asked for first that are in view (`img[elementtiming]`: the build marks those
// with fetchpriority=high, after-paint.ts): Paint and Element Timing report each once its frame has
// gone out. A frame drawn is not yet a frame shown: on a busy phone it goes out tens of milliseconds
// later, and what is requested meanwhile still shares the network with those pictures. A picture
// that did not load, or that a script has since taken out, is not waited for, nor any for more than
// a second. Where the browser has no Element Timing: the frame drawn after the load, once the next
// one begins.
const whenShown = () => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    return;
  }
  const inView = (picture: HTMLImageElement) => {
    const box = picture.getBoundingClientRect();
    return picture.naturalWidth > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const pictures = new Set<Element>([...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')].filter(inView));
  let painted = false;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') painted = true;
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      if (element) pictures.delete(element);
    }
    for (const picture of pictures) if (!picture.isConnected) pictures.delete(picture);
    if (!painted || pictures.size > 0) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'element', buffered: true });
  setTimeout(start, SHOWN_WAIT_MS);
};
// A prerendered page (a hovered cart link) paints only once shown: its scripts wait for that, as
// they would read the shopper's lists as they were before the press.
const prerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;
const onceShown = (then: () => void) => (prerendering() ? addEventListener('prerenderingchange', then, { once: true }) : then());
const loaded = () => onceShown(whenShown);
if (document.readyState === 'complete') loaded();
else addEventListener('load', loaded, { once: true });
onceShown(() => setTimeout(start, FALLBACK_MS));
