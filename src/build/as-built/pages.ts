// Drawing a prerendered page again after the build, as the build drew it: what a publish does for
// the pages a catalogue change touches (src/server/catalogue/release-update.ts). Astro's server
// bundle holds only the routes rendered on request, so each kind of page the catalogue feeds has a
// twin route under src/pages/as-built/ that renders the page's own module with the props its
// getStaticPaths gives for the path asked. A twin imports one kind of page only, so the styles
// Astro gives it are that page's, as in the build.
export interface StaticEntry {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

export interface PageModule {
  default?: unknown;
  getStaticPaths: () => StaticEntry[] | Promise<StaticEntry[]>;
  /** An endpoint's handler: called with the entry's params and props, as the build calls it. */
  GET?: (context: { params: StaticEntry['params']; props: Record<string, unknown> }) => Response | Promise<Response>;
}

export interface BuiltRoute {
  /** The route as its file names it: '/[...lang]/product/[id]', '/catalogue/[locale].json'. */
  template: string;
  module: PageModule;
}

/** '/[...lang]/product/[id]' with { lang: 'ar', id: '5' } → '/ar/product/5/' (pages end in '/', as the build's folders do; files do not). */
export function builtPath(template: string, params: StaticEntry['params']): string {
  const segments = template
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => params[name] ?? ''))
    .filter(Boolean);
  const path = `/${segments.join('/')}`;
  return /\.[a-z]+$/.test(path) ? path : path === '/' ? path : `${path}/`;
}

/** The file of the built site a path is written to: '/ar/product/5/' → 'ar/product/5/index.html'. */
export function builtFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
}

export interface BuiltPage {
  route: BuiltRoute;
  entry: StaticEntry;
}

const tables = new WeakMap<readonly BuiltRoute[], Promise<Map<string, BuiltPage>>>();

/** Every path these routes build, with what draws it; worked out once per bundle's life (the catalogue is the release's). */
export function builtPages(routes: readonly BuiltRoute[]): Promise<Map<string, BuiltPage>> {
  let table = tables.get(routes);
  if (!table) {
    table = (async () => {
      const pages = new Map<string, BuiltPage>();
      for (const route of routes) {
        for (const entry of await route.module.getStaticPaths()) pages.set(builtPath(route.template, entry.params), { route, entry });
      }
      return pages;
    })();
    tables.set(routes, table);
  }
  return table;
}

/** The page at this path ('/ar/product/5/' or without its last '/'), if these routes build it. */
export async function builtPageAt(routes: readonly BuiltRoute[], pathname: string): Promise<BuiltPage | undefined> {
  const pages = await builtPages(routes);
  return pages.get(pathname) ?? pages.get(`${pathname}/`);
}

/** An endpoint's file, drawn as the build draws it. */
export async function builtEndpoint(page: BuiltPage): Promise<Response> {
  const { GET } = page.route.module;
  if (!GET) throw new Error(`${page.route.template} has no GET`);
  return GET({ params: page.entry.params, props: page.entry.props ?? {} });
}
