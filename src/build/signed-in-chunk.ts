// What the header loads on every page once a shopper is signed in (src/scripts/header-session.ts):
// their cart and wishlist reloaded from the server (src/stores/shopper-lists.ts, with the cart and
// wishlist actions, the API client and the lines' kept copies), the user reloaded (the API's /me)
// and the account menu's keys (src/scripts/menu-button.ts), as one chunk. Left to the bundler they
// come as nine small files, as the islands share some of them, each a request and a gzip
// dictionary of its own, on every per-shopper page (about 1.2 KB more of issue 28's JavaScript
// before interaction). A guest never loads it; an island that needs a part of it (the product's
// Add to cart) loads it whole, as a signed-in shopper's page already has.
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { modulesReached } from './module-graph.ts';

const ROOTS = ['../stores/shopper-lists.ts', '../scripts/menu-button.ts', '../lib/api/me.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

export function signedInChunk(): Plugin {
  return {
    name: 'signed-in-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: groupName(), priority: 1 }] } } } } };
    },
  };
}

function groupName(): (moduleId: string, ctx: ChunkingContext) => string | null {
  const graphs = new WeakMap<ChunkingContext, Set<string>>();
  return (moduleId, ctx) => {
    let graph = graphs.get(ctx);
    if (!graph) graphs.set(ctx, (graph = modulesReached(ctx, ROOTS)));
    return graph.has(moduleId) ? 'signed-in' : null;
  };
}
