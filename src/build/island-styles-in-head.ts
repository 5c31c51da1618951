// Astro writes the one rule its islands need (`astro-island { display: contents }`) as a <style>
// element just before the page's first island, so inside <body>, where HTML does not allow <style>.
// After the build this moves that element into <head>, unchanged: the strict CSP already lists its
// hash, and the rule now applies before any island is parsed.
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const ELEMENT = `<style>${ISLAND_STYLES}</style>`;

/** The page with Astro's island rule in its head; a page without islands comes back as it was. */
export function moveIslandStyles(html: string): string {
  const at = html.indexOf(ELEMENT);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  const without = html.slice(0, at) + html.slice(at + ELEMENT.length);
  return without.slice(0, headEnd) + ELEMENT + without.slice(headEnd);
}
