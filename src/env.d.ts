import type { RouteData } from './build/route-data.ts';

// The project's own `client:` directive (src/build/interaction-directive.ts), typed as Astro documents.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or key inside the island; at once when the URL has one of these query parameters. */
    'client:interaction'?: boolean | readonly string[];
  }
}

declare global {
  namespace App {
    /** Set for every route by src/middleware.ts. */
    interface Locals extends RouteData {}
  }
}
