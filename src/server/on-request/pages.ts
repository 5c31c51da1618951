// The product layouts other than the canonical one (/product-sticky/{id}, … in every locale) and
// the search page (/search?q=…, its results in the page) are not built: the live release's renderer
// (./live.ts) draws one when it is first asked for, and
// the page is kept, compressed, for the next visitor, until the release changes (a publish or a
// deploy) or newer pages push it out (PAGE_CACHE_BYTES). The reply is the one a built page gets
// from static.ts: its security headers, `no-cache` with a validator, brotli or gzip as accepted.
// An unknown product or locale falls through to the site, which answers with its not-found page.
import { brotliDecompressSync } from 'node:zlib';
import type { Context, Next } from 'hono';
import fresh from 'fresh';
import { CANONICAL_LAYOUT, PRODUCT_LAYOUTS } from '../../components/product/product-layouts.ts';
import { PREFIXED_LOCALES } from '../../lib/locale.ts';
import { parseShopQuery, shopQueryString } from '../../lib/shop/query.ts';
import { STATIC_HEADERS, negotiateEncoding } from '../static.ts';
import type { LiveRelease, LiveReleases } from './live.ts';
import type { RenderedPage } from './renderer.ts';

const ALTERNATIVE_ROUTES = Object.entries(PRODUCT_LAYOUTS)
  .filter(([layout]) => layout !== CANONICAL_LAYOUT)
  .map(([, route]) => route.slice(1));

/** A path the renderer answers: a locale prefix or none, then an alternative layout and a product id, or the search page. */
const ON_REQUEST_PATH = new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join('|')}))?/(?:(?:${ALTERNATIVE_ROUTES.join('|')})/[^/]+|search)/?$`);
const SEARCH_PATH = /\/search\/?$/;

/** The compressed pages kept per process: about 40 KB a page, so some 1,600 pages. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const pageBytes = (page: RenderedPage) => page.br.byteLength + page.gz.byteLength;

/** The live release's renderer, and the pages it has drawn or is drawing, most recently asked for last. */
interface Live extends LiveRelease {
  pages: Map<string, Promise<RenderedPage | null>>;
  /** The size of each page drawn; one being drawn has none yet. */
  sizes: Map<string, number>;
  bytes: number;
}

export function onRequestPages(releases: LiveReleases, cacheBytes = PAGE_CACHE_BYTES) {
  let live: Live | undefined;

  /** The live release's renderer, with the pages kept for it: none once another release (or renderer) is live. */
  async function current(): Promise<Live | null> {
    const now = await releases.current();
    if (!now) {
      live = undefined;
      return null;
    }
    if (live?.renderer !== now.renderer) live = { ...now, pages: new Map(), sizes: new Map(), bytes: 0 };
    return live;
  }

  function forget(from: Live, path: string): void {
    from.pages.delete(path);
    from.bytes -= from.sizes.get(path) ?? 0;
    from.sizes.delete(path);
  }

  function keep(from: Live, path: string, rendered: RenderedPage): void {
    from.sizes.set(path, pageBytes(rendered));
    from.bytes += pageBytes(rendered);
    for (const oldest of from.pages.keys()) {
      if (from.bytes <= cacheBytes) break;
      if (from.sizes.has(oldest)) forget(from, oldest);
    }
  }

  /** The page at `path`, drawn once however many ask for it at the same time. */
  function page(from: Live, path: string, url: string): Promise<RenderedPage | null> {
    const kept = from.pages.get(path);
    if (kept) {
      from.pages.delete(path);
      from.pages.set(path, kept);
      return kept;
    }
    const drawn = from.renderer.render(url);
    from.pages.set(path, drawn);
    drawn.then(
      (rendered) => {
        if (from.pages.get(path) !== drawn) return;
        if (rendered) keep(from, path, rendered);
        else forget(from, path);
      },
      () => from.pages.get(path) === drawn && forget(from, path),
    );
    return drawn;
  }

  return async function serve(c: Context, next: Next): Promise<Response | void> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (!ON_REQUEST_PATH.test(url.pathname)) return next();
    const from = await current();
    if (!from) return next();
    // One page for both spellings, drawn at the path a built page has (directory format: its links to
    // itself end in '/'); the search page for each query, as the page writes it.
    const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    const path = SEARCH_PATH.test(pathname) ? `${pathname}${shopQueryString(parseShopQuery(url.searchParams))}` : pathname;
    const rendered = await page(from, path, new URL(path, url.origin).href);
    if (!rendered) return next();
    const headers: Record<string, string> = {
      ...STATIC_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ETag: rendered.etag,
    };
    if (fresh({ 'if-none-match': c.req.header('if-none-match'), 'cache-control': c.req.header('cache-control') }, { etag: rendered.etag })) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const body = encoding === 'br' ? rendered.br : encoding === 'gzip' ? rendered.gz : brotliDecompressSync(rendered.br);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
