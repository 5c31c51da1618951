// The one-process server app: the API under /api, the uploaded photos and the built site for everything else.
import type { ApiApp } from './app.ts';
import { staticSite } from './static.ts';

export function createServerApp(api: ApiApp, distDir: string, photosDir: string): ApiApp {
  api.all('*', staticSite(distDir, photosDir));
  return api;
}
