// The one-process server app: the API under /api, the uploaded photos, the product layouts rendered
// on request and the built site for everything else.
import type { ApiApp } from './app.ts';
import type { LiveReleases } from './on-request/live.ts';
import { onRequestPages } from './on-request/pages.ts';
import { staticSite } from './static.ts';

export interface ServedSite {
  /** The built site served (RELEASES_DIR/live). */
  liveDir: string;
  /** Its renderer, shared with the API's search. */
  live: LiveReleases;
  photosDir: string;
}

export function createServerApp(api: ApiApp, { liveDir, live, photosDir }: ServedSite): ApiApp {
  api.get('*', onRequestPages(live));
  api.all('*', staticSite(liveDir, photosDir));
  return api;
}
