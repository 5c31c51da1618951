// Astro inlines its island runtime (the <astro-island> element, 4.4 KB, 1.4 KB of brotli) in every
// page that has an island, where it pushes the document past what a new connection's first round
// trip carries (about 14 KB) and is downloaded again on every page. After the build it is written
// once as a hashed file under /_astro/, cached for a year like the other bundles, and each page
// loads it with `async`: islands are complete HTML until it has run, and it upgrades them then.
import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

const INLINE = `<script>${islandRuntime}</script>`;

/** The runtime as a file of dist/: its path and text. */
export const islandRuntimeFile = {
  path: `_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 10)}.js`,
  text: islandRuntime,
};

/** The page loading the runtime from its file; a page without islands comes back as it was. */
export function externalIslandRuntime(html: string): string {
  return html.replace(INLINE, `<script async src="/${islandRuntimeFile.path}"></script>`);
}
