// Lets an island's own file take in the modules it shares only with the parts it loads later. Astro
// asks the bundler to keep each entry's exports as written ('exports-only'), so a module that an
// island and one of its lazy parts both import became a chunk of its own (checkout's storage and
// API calls, shared with placing the order, src/islands/checkout/send-order.ts): one more request
// and gzip dictionary on the page (about 0.3 KB of issue 28's JavaScript before interaction). With
// 'allow-extension' the bundler moves such modules into the island's chunk, which the lazy part
// then imports, and only where every importer of the lazy part has the island loaded already.
// Astro reads nothing but an island's default export.
import type { Plugin } from 'vite';

export function islandEntrySignatures(): Plugin {
  return {
    name: 'island-entry-signatures',
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } };
    },
  };
}
