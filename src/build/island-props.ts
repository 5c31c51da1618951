// An island that waits for the shopper (`client:interaction`: a listing's filters, a product's
// options) carries in its `props` attribute everything it will draw with once woken: a listing's
// first page of products, its filters and its words; a product's variants. Nobody needs them before
// that press, yet they rode in every page's HTML: the shop listings' props were 19.6 KB of 89 KB,
// 2.9 KB of the page's brotli, which pushed each listing past what a new connection's first round
// trip carries (about 14 KB: src/build/precompress.ts), a round trip more before the first paint.
// After the build, props over PROPS_INLINE_LIMIT are written once as a file under /_astro/props/,
// named by their hash (cached like the bundles; pages with the same props share it), and the
// island names it in `props-src`. The directive (./interaction-directive.client.ts) fetches it
// beside the island's code when the shopper reaches the island, and hydrates with it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elements, removeAttribute, setAttribute, type BuiltPage, type ElementNode } from './built-pages.ts';

/** Props longer than this (as written in the page, escaped) go to a file. */
export const PROPS_INLINE_LIMIT = 1_500;

/** The folder of dist/ the files are written to, and the site path they are fetched from. */
const FOLDER = '_astro/props';

/** Where the directive finds an island's props when the page does not carry them. */
export const PROPS_SOURCE_ATTRIBUTE = 'props-src';

// The five characters Astro escapes in an attribute's value (astro/runtime/server/escape.js).
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

const waitsForShopper = (element: ElementNode) =>
  element.name === 'astro-island' && element.attributes.client === 'interaction' && (element.attributes.props?.length ?? 0) > PROPS_INLINE_LIMIT;

/**
 * The props files this build's pages name, by path. Pages share them (a product's options in its
 * six layouts), and each is written once: writing a file again that was written moments before
 * costs the disk a flush (ext4 flushes a file that is cut back and written anew), about 1 ms a page.
 * A file already there (named by its content) is never written again: in a release a publish
 * updates, it is the live release's own file too (a hard link), which a visitor may be reading. So
 * a build over dist/ leaves an earlier build's file as it was, and the stale output's removal
 * (./stale-output.ts) asks this list, not the file's age, whether the build uses it.
 */
const used = new Set<string>();

/** The props files the pages rewritten in this process name, written by it or found already there. */
export const propsFilesInUse = (): ReadonlySet<string> => used;

/** `rewrite` for rewriteBuiltPages: each waiting island's long props in a file of their own. */
export function externalIslandProps({ document, dist }: BuiltPage): void {
  for (const island of elements(document, waitsForShopper)) {
    const json = unescapeAttribute(island.attributes.props!);
    const path = `${FOLDER}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    const file = join(dist, path);
    if (!used.has(file)) {
      if (!existsSync(file)) {
        mkdirSync(join(dist, FOLDER), { recursive: true });
        writeFileSync(file, json);
      }
      used.add(file);
    }
    removeAttribute(island, 'props');
    setAttribute(island, PROPS_SOURCE_ATTRIBUTE, `/${path}`);
  }
}
