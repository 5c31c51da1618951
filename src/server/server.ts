// The one-process server app: the API under /api, the uploaded photos, the product layouts rendered
// on request and the built site for everything else.
import type { ApiApp } from './app.ts';
import { onRequestPages } from './on-request/pages.ts';
import { staticSite } from './static.ts';

export function createServerApp(api: ApiApp, distDir: string, photosDir: string): ApiApp {
  api.get('*', onRequestPages(distDir));
  api.all('*', staticSite(distDir, photosDir));
  return api;
}
