// Serves the built site (dist/), and the uploaded photos under /images/photos/ from the photos
// folder, the way the documented CDN rules do: directory-format pages, the
// declared redirects, /order-detail/{id} → the order-detail shell, unknown paths → the locale's 404
// page with status 404; security headers and caching on every reply; the office (/office,
// /ar/office) with `X-Robots-Tag: noindex` (its shells carry their own CSP in a <meta>).
//
// Sending a file is @hono/node-server's serveStatic: content types, streaming, HEAD, ranges, and the
// brotli/gzip files the build wrote beside each text file (src/build/precompress.ts). What stays here
// is the shop's own: which file answers a URL, the validators and caching of that file, and the
// encoding chosen by negotiator (serveStatic matches Accept-Encoding tokens exactly, q-values aside).
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import fresh from 'fresh';
import type { Context } from 'hono';
import Negotiator from 'negotiator';
import { PREFIXED_LOCALES } from '../lib/locale.ts';
import { redirectFor } from '../lib/redirects.ts';
import { RENDERER_DIR } from '../build/on-request/adapter.ts';

export const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/**
 * Chosen from the file that answers, never from the path asked for: `/_astro/..%2fmy-account/`
 * resolves to a page, and a page cached for a year would never change for that browser.
 */
function cacheControl(assetsDirs: readonly string[], file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (assetsDirs.some((dir) => file.startsWith(dir))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];
// negotiator's own option (1.x), missing from its type definitions: on equal q-values the server's
// order decides, so a browser sending "gzip, deflate, br" gets brotli.
type EncodingChooser = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The encoding to send for an Accept-Encoding header; identity when nothing else is acceptable. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const choose = negotiator.encoding.bind(negotiator) as unknown as EncodingChooser;
  return (choose(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? 'identity';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * An uploaded photo's rendition (catalogue/photos.ts), named by its content's hash: never the
 * originals beside them, which may carry the camera's location.
 */
const PHOTO_FILE = /^\/images\/photos\/([0-9a-f]{64}(?:-400|-1600)?\.(?:webp|avif))$/;

export function staticSite(distDir: string, photosDir: string) {
  const root = resolve(distDir);
  const photos = resolve(photosDir);
  /** Astro's and the office's hashed build output, and the photos: a name changes whenever its content does. */
  const assetsDirs = [join(root, '_astro') + sep, join(root, 'office', 'assets') + sep, photos + sep];
  /** The office (office/vite.config.ts): its shells and bundles are never indexed. */
  const officeDirs = [join(root, 'office') + sep, join(root, 'ar', 'office') + sep];

  /** The product layouts' server bundle and catalogue (src/server/on-request/): never sent. */
  const renderer = join(root, RENDERER_DIR);

  /** A path inside dist/, or null when the URL tries to leave it or reach the renderer. */
  function inside(urlPath: string): string | null {
    const full = resolve(root, `.${urlPath}`);
    if (full === renderer || full.startsWith(renderer + sep)) return null;
    return full === root || full.startsWith(root + sep) ? full : null;
  }

  async function find(urlPath: string): Promise<string | null> {
    const photo = PHOTO_FILE.exec(urlPath);
    if (photo) return (await isFile(join(photos, photo[1]!))) ? join(photos, photo[1]!) : null;
    const base = inside(urlPath);
    if (!base) return null;
    if (!urlPath.endsWith('/') && (await isFile(base))) return base;
    const index = join(base, 'index.html');
    if (await isFile(index)) return index;
    if (!urlPath.endsWith('/') && !extname(urlPath) && (await isFile(`${base}.html`))) return `${base}.html`;
    return null;
  }

  async function send(c: Context, file: string, status: 200 | 404): Promise<Response> {
    const info = await stat(file);
    // Weak, and from the file itself rather than its .br/.gz: every encoding of a file is the same
    // representation, so one validator serves them all.
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      ...STATIC_HEADERS,
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(assetsDirs, file),
      Vary: 'Accept-Encoding',
    };
    if (officeDirs.some((dir) => file.startsWith(dir))) headers['X-Robots-Tag'] = 'noindex, nofollow';
    if (status === 200) {
      headers.ETag = etag;
      headers['Last-Modified'] = info.mtime.toUTCString();
      const request = {
        'if-none-match': c.req.header('if-none-match'),
        'if-modified-since': c.req.header('if-modified-since'),
        'cache-control': c.req.header('cache-control'),
      };
      if (fresh(request, { etag, 'last-modified': headers['Last-Modified'] })) return new Response(null, { status: 304, headers });
    }
    c.req.raw.headers.set('accept-encoding', negotiateEncoding(c.req.header('accept-encoding')));
    // A not-found page is sent whole, whatever range was asked for.
    if (status === 404) c.req.raw.headers.delete('range');
    const sent = await serveStatic({ path: file, precompressed: true })(c, async () => undefined);
    if (!sent) return c.text('Not Found', 404, { ...STATIC_HEADERS, 'Cache-Control': 'no-cache' });
    for (const [name, value] of Object.entries(headers)) sent.headers.set(name, value);
    if (status === 200) return sent;
    // A not-found page is never "not modified": it has no validator.
    sent.headers.delete('Last-Modified');
    return new Response(sent.body, { status, headers: sent.headers });
  }

  return async function serve(c: Context): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { ...STATIC_HEADERS, Allow: 'GET, HEAD' });
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      urlPath = '/__invalid__';
    }
    if (urlPath.includes('\0')) urlPath = '/__invalid__';
    const redirect = redirectFor(urlPath);
    if (redirect) {
      const query = new URL(c.req.url).search;
      return c.body(null, redirect.status, { ...STATIC_HEADERS, Location: `${redirect.location}${query}`, 'Cache-Control': 'public, max-age=3600' });
    }
    const locale = PREFIXED_LOCALES.find((code) => urlPath === `/${code}` || urlPath.startsWith(`/${code}/`));
    const prefix = locale ? `/${locale}` : '';
    const rest = locale ? urlPath.slice(prefix.length) || '/' : urlPath;

    if (/^\/order-detail\/[^/]+\/?$/.test(rest)) {
      const shell = await find(`${prefix}/order-detail/`);
      if (shell) return send(c, shell, 200);
    }
    const file = await find(urlPath);
    if (file) return send(c, file, 200);

    // English misses get dist/404.html; French and German ones their locale's not-found page.
    const notFoundPage = (prefix ? await find(`${prefix}/not-found/`) : undefined) ?? (await find('/404.html'));
    if (notFoundPage) return send(c, notFoundPage, 404);
    return c.text('Not Found', 404, { ...STATIC_HEADERS, 'Cache-Control': 'no-cache' });
  };
}
