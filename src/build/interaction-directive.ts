// `client:interaction`: an island that waits for the shopper. React (about 70 KB gzip) loads on the
// first pointer, touch, focus or key inside the island, so a content page ships none before that;
// the server-rendered HTML is complete in the meantime. Given a list of query parameter names, the
// island wakes at once when the URL carries one of them, since the built HTML cannot show that state.
// The browser half is ./interaction-directive.client.ts, which Astro inlines in each page using it.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.client.ts', import.meta.url)) });
      },
    },
  };
}
