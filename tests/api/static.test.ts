// The bundled static server against a temporary fake dist/, compressed as the build does: directory
// pages, redirects, the order-detail shell, localized 404 pages, content types, caching, compression
// and security headers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/build/precompress.ts';
import { liveReleases } from '../../src/server/on-request/live.ts';
import { createServerApp } from '../../src/server/server.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'about/index.html': '<h1>about</h1>',
  'return-policy/index.html': '<h1>returns</h1>',
  'order-detail/index.html': '<h1>order shell</h1>',
  'fr/order-detail/index.html': '<h1>commande</h1>',
  'de/order-detail/index.html': '<h1>Bestellung</h1>',
  'fr/about/index.html': '<h1>à propos</h1>',
  '404.html': '<h1>not found</h1>',
  'blog/index.html': `<h1>blog</h1>${'<p>Modest fashion, veils and more.</p>'.repeat(200)}`,
  'fr/blog/index.html': Array.from({ length: 300 }, (_, i) => `<li><a href="/fr/product/${i}">Voile ${(i * 7919) % 1000}</a></li>`).join(''),
  'fr/not-found/index.html': '<h1>introuvable</h1>',
  'de/not-found/index.html': '<h1>nicht gefunden</h1>',
  '_astro/client.Ab12Cd.js': 'console.log(1)',
  '_astro/style.Xy.css': 'body{}',
  'favicon.svg': '<svg/>',
  'images/p1.webp': 'RIFF',
  'robots.txt': 'User-agent: *',
  'office/index.html': '<html lang="en"><div id="root"></div>',
  'ar/office/index.html': '<html lang="ar" dir="rtl"><div id="root"></div>',
  'office/assets/index-Ab12.js': 'console.log(2)',
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  for (const [file, body] of Object.entries(FILES)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), body);
  }
  // The two pages of 1 KB or more (blog/ and fr/blog/); the rest are too small to be worth a copy.
  expect(await precompress(dist)).toBe(2);
  t = await startTestApp();
  createServerApp(t.app, { liveDir: dist, live: liveReleases(dist), photosDir: t.config.photosDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => t.app.request(path, { method });

describe('static site', () => {
  it('serves directory pages with and without the trailing slash', async () => {
    for (const path of ['/', '/about', '/about/', '/fr/about', '/fr/about/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await get('/about')).text()).toBe('<h1>about</h1>');
    expect(await (await get('/fr/about/')).text()).toBe('<h1>à propos</h1>');
  });

  it('sends the security headers on pages, assets and 404s', async () => {
    for (const path of ['/', '/_astro/client.Ab12Cd.js', '/missing']) {
      const res = await get(path);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
  });

  it('gives assets their content types, and hashed /_astro files immutable caching', async () => {
    const js = await get('/_astro/client.Ab12Cd.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_astro/style.Xy.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    // Hono's type table names SVG's charset (it is XML text); the type is what matters.
    expect((await get('/favicon.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml(; charset=utf-8)?$/);
    const image = await get('/images/p1.webp');
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('chooses caching from the file that answers, not from the path asked for', async () => {
    // An encoded slash climbs out of /_astro/ to a page: the page must not be cached for a year.
    for (const path of ['/_astro/..%2fabout/', '/_astro/%2e%2e/about/', '/_astro/..%2f', '/_astro/..%2ffr/about']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/_astro/..%2frobots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/_astro/style.Xy.css')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/_astro/gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects /retrun-policy permanently to /return-policy in every locale', async () => {
    for (const [from, to] of [['/retrun-policy', '/return-policy'], ['/retrun-policy/', '/return-policy'], ['/fr/retrun-policy', '/fr/return-policy'], ['/de/retrun-policy/', '/de/return-policy']]) {
      const res = await get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it("redirects the legacy French prefix /fn to /fr, keeping the path and query", async () => {
    for (const [path, location] of [['/fn', '/fr/'], ['/fn/about', '/fr/about'], ['/fn/shop-grid-standard?sort=rating', '/fr/shop-grid-standard?sort=rating']]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe(location);
    }
  });

  it('serves the order-detail shell for any id, per locale', async () => {
    for (const [path, body] of [['/order-detail/42', 'order shell'], ['/order-detail/ORD-2026-0001/', 'order shell'], ['/fr/order-detail/7', 'commande'], ['/de/order-detail/x', 'Bestellung']]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(body);
    }
  });

  it('serves the office in English and Arabic, never indexed, its hashed bundles immutable', async () => {
    for (const [path, lang] of [['/office', 'en'], ['/office/', 'en'], ['/ar/office', 'ar'], ['/ar/office/', 'ar']] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`lang="${lang}"`);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
    const bundle = await get('/office/assets/index-Ab12.js');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The shop's own pages stay indexable, and a miss under /office is the shop's 404.
    expect((await get('/about/')).headers.get('x-robots-tag')).toBeNull();
    const miss = await get('/office/no-such-file.js');
    expect(miss.status).toBe(404);
    expect(miss.headers.get('x-robots-tag')).toBeNull();
  });

  it('answers unknown paths with the locale 404 page and status 404', async () => {
    for (const [path, body] of [['/nope', 'not found'], ['/fr/nope', 'introuvable'], ['/de/a/b/c', 'nicht gefunden'], ['/order-detail/1/2', 'not found'], ['/frx', 'not found']]) {
      const res = await get(path!);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain(body);
    }
  });

  it('never leaves dist/, and answers HEAD and other methods properly', async () => {
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/%00', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('root:');
    }
    const head = await get('/about', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/about', 'POST')).status).toBe(405);
  });

  it('serves uploaded photos from the photos folder, immutable, and never their originals', async () => {
    const sha = 'c'.repeat(64);
    await mkdir(join(t.config.photosDir, 'originals'), { recursive: true });
    for (const name of [`${sha}.webp`, `${sha}-400.webp`, `${sha}-1600.avif`, `originals/${sha}.jpg`]) await writeFile(join(t.config.photosDir, name), 'RIFF');
    for (const [path, type] of [[`/images/photos/${sha}.webp`, 'image/webp'], [`/images/photos/${sha}-400.webp`, 'image/webp'], [`/images/photos/${sha}-1600.avif`, 'image/avif']]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    for (const path of [`/images/photos/originals/${sha}.jpg`, `/images/photos/${'d'.repeat(64)}.webp`, `/images/photos/${sha}-800.webp`, `/images/photos/originals%2f${sha}.jpg`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('still answers the API under /api', async () => {
    const res = await get('/api/settings');
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    expect((await get('/api/unknown')).headers.get('content-type')).toMatch(/application\/json/);
  });

  it('compresses text with brotli or gzip as the client accepts, and leaves images alone', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const original = FILES['blog/index.html']!;
    const br = await t.app.request('/blog', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(brBody.byteLength).toBeLessThan(original.length / 5);
    expect(brotliDecompressSync(brBody).toString()).toBe(original);
    const gz = await t.app.request('/blog', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
    const plain = await t.app.request('/blog');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(original);
    const image = await t.app.request('/images/p1.webp', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    // Under 1 KB a compressed copy saves less than it costs.
    const small = await t.app.request('/about/', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('sends the brotli copy written at build from the first request', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const { readFile } = await import('node:fs/promises');
    const written = await readFile(join(dist, 'fr/blog/index.html.br'));
    const body = Buffer.from(await (await t.app.request('/fr/blog', { headers: { 'accept-encoding': 'br' } })).arrayBuffer());
    expect(body.equals(written)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(FILES['fr/blog/index.html']);
  });

  it('honours q-values in Accept-Encoding, q=0 included', async () => {
    const encodingFor = async (accept: string) => (await t.app.request('/blog', { headers: { 'accept-encoding': accept } })).headers.get('content-encoding');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
    expect(await encodingFor('*;q=0')).toBeNull();
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(await encodingFor('identity, gzip;q=0.2')).toBeNull();
    expect(await encodingFor('*')).toBe('br');
    const plain = await t.app.request('/blog', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(await plain.text()).toBe(FILES['blog/index.html']);
  });

  it('answers conditional requests with 304 while the file is unchanged', async () => {
    const first = await get('/about/');
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const byTag = await t.app.request('/about/', { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('cache-control')).toBe('no-cache');
    expect(byTag.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.app.request('/about/', { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    // The same validator whatever the encoding: they are one representation.
    expect((await t.app.request('/blog', { headers: { 'accept-encoding': 'br' } })).headers.get('etag')).toBe(
      (await t.app.request('/blog')).headers.get('etag'),
    );
    expect((await t.app.request('/about/', { headers: { 'if-none-match': 'W/"0-0"' } })).status).toBe(200);
    expect((await t.app.request('/about/', { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } })).status).toBe(200);

    await writeFile(join(dist, 'about/index.html'), '<h1>about, rewritten</h1>');
    const changed = await t.app.request('/about/', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<h1>about, rewritten</h1>');
    expect(changed.headers.get('etag')).not.toBe(etag);
    // A not-found page is never "not modified": it has no validator.
    const notFound = await t.app.request('/nowhere', { headers: { range: 'bytes=0-3' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('etag')).toBeNull();
    expect(notFound.headers.get('last-modified')).toBeNull();
    expect(await notFound.text()).toBe(FILES['404.html']);
  });
});

