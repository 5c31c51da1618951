// A prefetch link (`data-prefetch`, src/scripts/prefetch-on-intent.ts) written in the page names,
// in its value, the modules the page it leads to needs before its island can draw: that page's
// load islands' module graph (island-preloads.ts), less what the linking page already loads
// itself. On the shopper's intent they are fetched with the page, so a navigation to a prefetched
// cart finds React and the cart's code in the cache instead of asking for them after the press.
// Links an island draws (the cart's checkout, My Orders' orders) are not in the built page and
// get the page alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isModuleScript } from './after-paint.ts';
import { elements, parsePage, setAttribute, type BuiltPage, type ElementNode } from './built-pages.ts';
import { loadIslandModules, staticGraph } from './island-preloads.ts';

/** A link written with a bare `data-prefetch`, whose modules are still to be named. */
const isPrefetchLink = (element: ElementNode) => element.name === 'a' && element.attributes['data-prefetch'] === '';

/** Target page → its island's modules, read once per build. */
const targets = new Map<string, string[]>();

function modulesOf(dist: string, path: string): string[] {
  const file = [join(dist, path, 'index.html'), join(dist, `${path}.html`)].find((candidate) => existsSync(candidate));
  if (!file) return [];
  let modules = targets.get(file);
  if (!modules) targets.set(file, (modules = loadIslandModules(parsePage(readFileSync(file, 'utf8')))));
  return modules;
}

/** `rewrite` for rewriteBuiltPages, before deferModuleScripts (it reads the page's module scripts). */
export function listPrefetchTargets({ document, dist }: BuiltPage): void {
  const links = elements(document, isPrefetchLink);
  if (links.length === 0) return;
  const own = new Set([...loadIslandModules(document), ...elements(document, isModuleScript).flatMap((script) => staticGraph(script.attributes.src!))]);
  for (const link of links) {
    const href = link.attributes.href ?? '';
    const modules = href.startsWith('/') ? modulesOf(dist, href.split(/[?#]/)[0]!).filter((url) => !own.has(url)) : [];
    if (modules.length > 0) setAttribute(link, 'data-prefetch', modules.join(' '));
  }
}
