// Every page runs the header's script before any interaction. Left to itself, the bundler splits
// what that script imports into a dozen small chunks (stores, currency, session, settings…),
// because islands share them, and each costs a request and a gzip dictionary of its own. This
// Vite plugin puts the header script's whole static import graph into one chunk, which every page
// needs anyway, and keeps that chunk from listing the imports of what it loads lazily (the API
// calls, the toaster, the menus): those load their own imports when they run, and the list would
// weigh on every page. The one exception is the sign-in modal (src/islands/auth/mount.ts): a
// shopper waits for it after a press, and found import by import its modules come in seven waves,
// so its list (some twenty names) is kept, and its modules all load at once.
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { modulesReached } from './module-graph.ts';

const CHUNK = 'first-paint';
/** The sign-in modal's chunk, named after its module src/islands/auth/mount.ts. */
const SIGN_IN_MODAL_CHUNK = 'mount';

export function firstPaintChunk(entryId: string): Plugin {
  return {
    name: 'first-paint-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (file, deps, { hostId }) => (isChunk(hostId, CHUNK) && !isChunk(file, SIGN_IN_MODAL_CHUNK) ? [] : deps),
          },
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: groupName(entryId), priority: 2 }] } } },
        },
      };
    },
  };
}

const isChunk = (fileName: string, name: string): boolean => new RegExp(`(^|/)${name}\\.[\\w-]+\\.js$`).test(fileName);

function groupName(entryId: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  const graphs = new WeakMap<ChunkingContext, Set<string>>();
  return (moduleId, ctx) => {
    let graph = graphs.get(ctx);
    if (!graph) graphs.set(ctx, (graph = modulesReached(ctx, ctx.getModuleInfo(entryId)?.importedIds ?? [])));
    return graph.has(moduleId) ? CHUNK : null;
  };
}
