// A page whose island loads with it (`client:load`: the per-shopper pages) requests, as its island
// runtime starts, every module the island needs before it can draw: the component's and the
// renderer's whole static import graph (island-runtime.ts writes the list beside that runtime).
// Without the list the browser finds those modules one wave of imports at a time (the component,
// then what it imports, then what those import…), each wave a round trip after the last. The graph
// is the bundler's own record of each chunk's static imports (dynamic imports, loaded on demand,
// are left out), collected by a Vite plugin while the client bundle is written and read after the
// build by the page rewrite.
import type { Plugin } from 'vite';
import { elements, type DocumentNode, type ElementNode } from './built-pages.ts';

/** '/_astro/x.js' → the files it imports statically, as URLs of the site. */
const staticImports = new Map<string, string[]>();

/**
 * Records the static imports of every chunk of the client bundle as written: after the other
 * plugins have dropped the chunks they empty (a module that only imported a stylesheet), whose
 * names the chunks' import lists may still carry.
 */
export function recordChunkImports(): Plugin {
  return {
    name: 'record-chunk-imports',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const written = chunk.imports.filter((file) => bundle[file]?.type === 'chunk');
        staticImports.set(`/${chunk.fileName}`, written.map((file) => `/${file}`));
      }
    },
  };
}

/** The graph as recorded in this build: the renderer of pages on request keeps it (./on-request/adapter.ts). */
export const recordedChunkImports = (): Record<string, string[]> => Object.fromEntries(staticImports);

/** The graph a build recorded, in the process that rewrites that build's pages rendered on request. */
export function useChunkImports(recorded: Record<string, string[]>): void {
  for (const [chunk, imports] of Object.entries(recorded)) staticImports.set(chunk, imports);
}

/** An island that hydrates as the page loads (`client:load`). */
export const isLoadIsland = (element: ElementNode) => element.name === 'astro-island' && element.attributes.client === 'load';

/** `url` and every module it reaches through static imports, in the order found. */
export function staticGraph(url: string): string[] {
  const seen = new Set<string>();
  const stack = [url];
  while (stack.length > 0) {
    const next = stack.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(staticImports.get(next) ?? []));
  }
  return [...seen];
}

/** Every module the page's load islands need before they can draw, in the order found. */
export function loadIslandModules(document: DocumentNode): string[] {
  const entries = elements(document, isLoadIsland).flatMap((island) => [island.attributes['component-url'], island.attributes['renderer-url']]);
  return [...new Set(entries.filter((url) => url !== undefined).flatMap(staticGraph))];
}
