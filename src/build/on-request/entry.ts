// The server bundle's entry (./adapter.ts): renders a request for one of the on-request routes, and
// for a publish, a prerendered page again as the build drew it (src/build/as-built/).
import { createApp } from 'astro/app/entrypoint';
import { AS_BUILT_KINDS, twinPath, type AsBuiltKind } from '../as-built/groups.ts';
import { builtPages } from '../as-built/pages.ts';

const app = createApp();

export function render(request: Request): Promise<Response> {
  return app.render(request);
}

/** Every path of each kind the catalogue feeds, as this bundle's catalogue builds them. */
export async function asBuiltPaths(): Promise<Record<AsBuiltKind, string[]>> {
  const kinds = Object.keys(AS_BUILT_KINDS) as AsBuiltKind[];
  const lists = await Promise.all(kinds.map(async (kind) => [...(await builtPages(AS_BUILT_KINDS[kind])).keys()]));
  return Object.fromEntries(kinds.map((kind, index) => [kind, lists[index]])) as Record<AsBuiltKind, string[]>;
}

/**
 * The page of this kind at the request's address, drawn by the kind's twin route: the page sees
 * its own address (its locale, its links), as in the build.
 */
export function renderAsBuilt(request: Request, kind: AsBuiltKind): Promise<Response> {
  const routeData = app.match(new Request(new URL(twinPath(kind), request.url)));
  if (!routeData) throw new Error(`the bundle has no twin route for ${kind}`);
  return app.render(request, { routeData });
}
