// The server bundle's entry (./adapter.ts): renders a request for one of the on-request routes, and
// for a publish, a prerendered page again as the build drew it (src/build/as-built/), and the
// product search of its catalogue (./search.ts).
import { createApp } from 'astro/app/entrypoint';
import { AS_BUILT_KINDS, twinPath, type AsBuiltKind } from '../as-built/groups.ts';
import { builtPages } from '../as-built/pages.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import type { SearchReply } from '../../lib/search/engine.ts';
import type { SearchEntry } from '../../lib/search/fuzzy.ts';
import { parseShopQuery } from '../../lib/shop/query.ts';
import { productSearch } from './search.ts';

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

/** The search page's answer for the query (its address's query string) in the locale: src/lib/search/engine.ts. */
export function search(locale: Locale, query: string): SearchReply {
  return productSearch(locale).answer(parseShopQuery(query));
}

/** Makes the search of every locale now, so that the first shopper to search does not wait for it. */
export function prepareSearch(): void {
  for (const locale of LOCALES) productSearch(locale);
}

/** What the header's search box suggests for the words typed so far. */
export function suggest(locale: Locale, q: string): SearchEntry[] {
  return productSearch(locale).suggest(q);
}
