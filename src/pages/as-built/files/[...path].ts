// The twin of the catalogue's files the build writes (src/build/as-built/pages.ts): a publish
// draws one again for the address it has on the site, never at this one.
import type { APIRoute } from 'astro';
import { builtEndpoint, builtPageAt } from '../../../build/as-built/pages.ts';
import { FILE_ROUTES } from '../../../build/as-built/routes/files.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const page = await builtPageAt(FILE_ROUTES, url.pathname);
  return page ? builtEndpoint(page) : new Response(null, { status: 404 });
};
