// The one-process server app: the API under /api and the built site for everything else.
import type { ApiApp } from './app.ts';
import { staticSite } from './static.ts';

export function createServerApp(api: ApiApp, distDir: string): ApiApp {
  api.all('*', staticSite(distDir));
  return api;
}
