// Runs in the browser, inlined in every page with a `client:interaction` island: keep it tiny.
// No press is lost while React loads: a click is held (default prevented) and dispatched again on
// the same element once the island has hydrated, and a select's change is sent again. A radio or
// checkbox ticks at once as the browser does (so its state never lags the press); once React
// watches it, it is set back and clicked, so React sees the change. Clicks the browser should handle itself are left alone: with a
// modifier key or another button (new tab, menu), and links that leave the page.
import type { ClientDirective } from 'astro';

const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];
const HELD = ['click', 'change'];

const isBox = (node: unknown): node is HTMLInputElement =>
  node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox');

/**
 * Props the build moved out of the page (island-props.ts), fetched beside the island's code; false
 * when they could not be read. They are set before the island has its code: once it has, setting
 * them hydrates it at once, and the directive would hydrate it a second time.
 */
async function fetchedProps(el: HTMLElement): Promise<boolean> {
  const source = el.getAttribute('props-src');
  if (!source) return true;
  for (const url of [el.getAttribute('component-url'), el.getAttribute('renderer-url')]) {
    if (url) import(/* @vite-ignore */ url).catch(() => undefined);
  }
  try {
    const response = await fetch(source);
    if (!response.ok) return false;
    el.setAttribute('props', await response.text());
    return true;
  } catch {
    return false;
  }
}

const interaction: ClientDirective = (load, { value }, el) => {
  const replays: (() => void)[] = [];
  let woken = false;

  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const type of REACH) el.removeEventListener(type, wake, true);
    // Without its props the island cannot hydrate: the page stays as built, and the presses held
    // meanwhile go to the browser as they would have without JavaScript.
    if (await fetchedProps(el)) await (await load())();
    for (const type of HELD) el.removeEventListener(type, hold, true);
    for (const replay of replays) replay();
  };

  const hold = (event: Event) => {
    void wake();
    const target = event.target as HTMLElement;
    if (event.type === 'change') {
      if (target instanceof HTMLSelectElement) replays.push(() => target.dispatchEvent(new Event('change', { bubbles: true })));
      return;
    }
    const press = event as MouseEvent;
    if (press.button || press.ctrlKey || press.metaKey || press.shiftKey || press.altKey) return;
    const link = target.closest('a');
    if (link && (link.origin !== location.origin || link.pathname !== location.pathname)) return;
    if (isBox(target)) {
      const checked = target.checked;
      replays.push(() => {
        // The change event, which React ignores on a box, makes it finish hydrating first, so
        // that it tracks the box before the box is set back.
        target.dispatchEvent(new Event('change', { bubbles: true }));
        target.checked = !checked;
        target.click();
      });
      return;
    }
    // A label's click goes on to its box, which the branch above keeps.
    if (isBox(target.closest('label')?.control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replays.push(() => target.dispatchEvent(new MouseEvent('click', press)));
  };

  for (const type of REACH) el.addEventListener(type, wake, { capture: true, passive: true });
  for (const type of HELD) el.addEventListener(type, hold, true);

  const names: unknown = value;
  const params = new URLSearchParams(location.search);
  if (Array.isArray(names) && names.some((name) => params.has(name))) void wake();
};

export default interaction;
