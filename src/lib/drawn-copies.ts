// A per-shopper page's content as this browser last drew it. The island keeps its drawn content's
// HTML with what it was drawn from (the address and the stored values under the frame's
// `data-basis` keys); the next visit paints it before React has arrived (build/drawn-copy.ts) when
// that is unchanged, and the island replaces it with its own render. It holds the shopper's own
// data, so the session's end removes every copy (stores/session.ts).
import { DRAWN_COPY_PREFIX } from './storage-keys.ts';

interface DrawnCopy {
  path: string;
  basis: string;
  html: string;
}

const frameOf = (name: string): HTMLElement | null => document.querySelector<HTMLElement>(`[data-drawn-copy="${name}"]`);

/** The stored values the copy depends on, as the first-paint script reads them. */
function basisOf(frame: HTMLElement): string {
  return (frame.dataset.basis ?? '')
    .split(' ')
    .map((key) => localStorage.getItem(key))
    .join('\n');
}

/** Keeps `content` as the page's drawn copy `name`; without the page's frame, nothing. */
export function keepDrawnCopy(name: string, content: Element): void {
  const frame = frameOf(name);
  if (!frame) return;
  const copy: DrawnCopy = { path: location.pathname + location.search, basis: basisOf(frame), html: content.outerHTML };
  try {
    localStorage.setItem(DRAWN_COPY_PREFIX + name, JSON.stringify(copy));
  } catch {
    // Storage full or refused: the next visit paints as it would without a copy.
  }
}

/** Takes the painted copy off the page: the island now shows its own content in its place. */
export function dropDrawnCopy(name: string): void {
  const frame = frameOf(name);
  if (!frame || !frame.hasChildNodes()) return;
  frame.replaceChildren();
  delete document.documentElement.dataset.drawnCopy;
}
