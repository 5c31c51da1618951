// Serves the built site (dist/) the way the documented CDN rules do: directory-format pages,
// /retrun-policy → 301 /return-policy, /order-detail/{id} → the order-detail shell, unknown paths
// → the locale's 404 page with status 404; security headers and caching on every reply.
//
// The HTTP rules are left to maintained libraries: negotiator picks the encoding (q-values, q=0,
// wildcards) and fresh decides a conditional GET (If-None-Match, If-Modified-Since, no-cache).
// Content types come from a table of the extensions the build writes; ranges are not offered
// (no file here is large enough to resume), so no Accept-Ranges header promises them.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fresh from 'fresh';
import type { Context } from 'hono';
import Negotiator from 'negotiator';
import { PREFIXED_LOCALES } from '../lib/locale.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Chosen from the file that answers, never from the path asked for: `/_astro/..%2fmy-account/`
 * resolves to a page, and a page cached for a year would never change for that browser.
 */
function cacheControl(assetsDir: string, file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (file.startsWith(assetsDir)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

type Encoding = 'br' | 'gzip' | 'identity';
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

export function staticSite(distDir: string) {
  const root = resolve(distDir);
  /** Astro's hashed build output: a name changes whenever its content does. */
  const assetsDir = join(root, '_astro') + sep;

  /** A path inside dist/, or null when the URL tries to leave it. */
  function inside(urlPath: string): string | null {
    const full = resolve(root, `.${urlPath}`);
    return full === root || full.startsWith(root + sep) ? full : null;
  }

  async function find(urlPath: string): Promise<string | null> {
    const base = inside(urlPath);
    if (!base) return null;
    if (!urlPath.endsWith('/') && (await isFile(base))) return base;
    const index = join(base, 'index.html');
    if (await isFile(index)) return index;
    if (!urlPath.endsWith('/') && !extname(urlPath) && (await isFile(`${base}.html`))) return `${base}.html`;
    return null;
  }

  /**
   * Text files compressed once per version (path + mtime + size) and kept in memory. The first
   * request gets brotli at a quick quality; the best quality (some 100 ms for a page) follows in the
   * background and serves every later request: a page is compressed once and sent many times, and
   * the smaller page fits in a new connection's first round trip (about 14 KB) more often.
   */
  const compressed = new Map<string, { version: string; br: Buffer; gzip: Buffer }>();
  const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
  const brotliAt = (body: Buffer, quality: number) =>
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });

  async function encoded(file: string, body: Buffer, version: string, accepted: Encoding): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
    if (accepted === 'identity' || body.byteLength < 1024 || body.byteLength > 4 * 1024 * 1024 || !COMPRESSIBLE.test(contentType(file))) return { body };
    let entry = compressed.get(file);
    if (!entry || entry.version !== version) {
      const [br, gz] = await Promise.all([brotliAt(body, 9), gzipAsync(body, { level: 9 })]);
      const made = { version, br, gzip: gz };
      if (compressed.size > 2000) compressed.clear();
      compressed.set(file, made);
      brotliAt(body, zlib.BROTLI_MAX_QUALITY).then(
        (best) => {
          made.br = best;
        },
        () => undefined,
      );
      entry = made;
    }
    return accepted === 'br' ? { body: entry.br, encoding: 'br' } : { body: entry.gzip, encoding: 'gzip' };
  }

  async function send(c: Context, file: string, status: 200 | 404): Promise<Response> {
    const info = await stat(file);
    const version = `${info.mtimeMs}:${info.size}`;
    // Weak: every encoding of a file is the same representation, so one validator serves them all.
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      ...STATIC_HEADERS,
      'Content-Type': contentType(file),
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(assetsDir, file),
      Vary: 'Accept-Encoding',
    };
    if (status === 200) {
      headers.ETag = etag;
      headers['Last-Modified'] = info.mtime.toUTCString();
      const request = {
        'if-none-match': c.req.header('if-none-match'),
        'if-modified-since': c.req.header('if-modified-since'),
        'cache-control': c.req.header('cache-control'),
      };
      if (fresh(request, { etag, 'last-modified': headers['Last-Modified'] })) {
        delete headers['Content-Type'];
        return new Response(null, { status: 304, headers });
      }
    }
    const raw = await readFile(file);
    const { body, encoding } = await encoded(file, raw, version, negotiateEncoding(c.req.header('accept-encoding')));
    headers['Content-Length'] = String(body.byteLength);
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
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
    // 'fn' is the spec's legacy code for French: old links keep working.
    const legacyFrench = urlPath.match(/^\/fn(\/.*)?$/);
    if (legacyFrench) {
      const query = new URL(c.req.url).search;
      return c.body(null, 301, { ...STATIC_HEADERS, Location: `/fr${legacyFrench[1] ?? '/'}${query}`, 'Cache-Control': 'public, max-age=3600' });
    }
    const locale = PREFIXED_LOCALES.find((code) => urlPath === `/${code}` || urlPath.startsWith(`/${code}/`));
    const prefix = locale ? `/${locale}` : '';
    const rest = locale ? urlPath.slice(prefix.length) || '/' : urlPath;

    if (/^\/retrun-policy\/?$/.test(rest)) {
      const query = new URL(c.req.url).search;
      return c.body(null, 301, { ...STATIC_HEADERS, Location: `${prefix}/return-policy${query}`, 'Cache-Control': 'public, max-age=3600' });
    }
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
