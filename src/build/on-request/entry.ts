// The server bundle's entry (./adapter.ts): renders a request for one of the on-request routes.
import { createApp } from 'astro/app/entrypoint';

const app = createApp();

export function render(request: Request): Promise<Response> {
  return app.render(request);
}
