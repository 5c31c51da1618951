// A prefetch link (`data-prefetch`, src/scripts/prefetch-on-intent.ts) written in the page names,
// in its value, the modules the page it leads to needs before its island can draw: that page's
// load islands' module graph (island-preloads.ts), less what the linking page already loads
// itself. On the shopper's intent they are fetched with the page, so a navigation to a prefetched
// cart finds React and the cart's code in the cache instead of asking for them after the press.
// Links an island draws (the cart's checkout, My Orders' orders) are not in the built page and
// get the page alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadIslandModules, staticGraph } from './island-preloads.ts';

const PREFETCH_LINK = /<a\b[^>]*\sdata-prefetch(?=[\s>])[^>]*>/g;
const HREF = /\shref="(\/[^"?#]*)/;
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** Target page → its island's modules, read once per build. */
const targets = new Map<string, string[]>();

function modulesOf(dist: string, path: string): string[] {
  const file = [join(dist, path, 'index.html'), join(dist, `${path}.html`)].find((candidate) => existsSync(candidate));
  if (!file) return [];
  let modules = targets.get(file);
  if (!modules) targets.set(file, (modules = loadIslandModules(readFileSync(file, 'utf8'))));
  return modules;
}

/** `rewrite` for rewriteBuiltPages (the site built into `dist`), before deferModuleScripts. */
export function listPrefetchTargets(html: string, dist: string): string {
  if (!html.includes(' data-prefetch')) return html;
  const own = new Set([...loadIslandModules(html), ...[...html.matchAll(MODULE_SCRIPT)].flatMap((match) => staticGraph(match[1]!))]);
  return html.replace(PREFETCH_LINK, (tag) => {
    const path = tag.match(HREF)?.[1];
    const modules = path ? modulesOf(dist, path).filter((url) => !own.has(url)) : [];
    return modules.length === 0 ? tag : tag.replace(/\sdata-prefetch(?=[\s>])/, ` data-prefetch="${modules.join(' ')}"`);
  });
}
