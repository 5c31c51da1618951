// Page scripts after the first paint. Astro writes each page's bundled scripts as
// `<script type="module" src>`, which the browser fetches while it parses the page, ahead of the
// images the shopper is waiting for; a phone's first paint waits on those requests. After the
// build this replaces them with their URLs in a JSON block and one small inline loader
// (./after-paint.client.ts) that imports them, in the same order, once the page has painted or
// the shopper reaches for it. The loader's text is the same on every page, so the strict CSP lists
// its one hash (see astro.config.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from 'rolldown/utils';

const SOURCE = fileURLToPath(new URL('./after-paint.client.ts', import.meta.url));
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

let loader: string | undefined;

/** The loader as it is inlined: its source without types, minified. */
export function afterPaintLoader(): string {
  if (loader === undefined) {
    const plain = transformSync(SOURCE, readFileSync(SOURCE, 'utf8'), { lang: 'ts' });
    if (plain.errors.length > 0) throw new Error(`after-paint loader: ${plain.errors.map((error) => error.message).join('; ')}`);
    loader = minifySync(SOURCE.replace(/\.ts$/, '.js'), plain.code, { module: true }).code.trim();
  }
  return loader;
}

/** The page with its module scripts loaded after paint; a page without any comes back as it was. */
export function deferModuleScripts(html: string): string {
  const urls = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const without = html.replace(MODULE_SCRIPT, '');
  const end = without.lastIndexOf('</body>');
  if (urls.length === 0 || end === -1) return html;
  const block =
    `<script type="application/json" id="after-paint">${JSON.stringify([...new Set(urls)])}</script>` +
    `<script type="module">${afterPaintLoader()}</script>`;
  return without.slice(0, end) + block + without.slice(end);
}
