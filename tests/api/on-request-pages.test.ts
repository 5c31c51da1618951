// The product layouts rendered on request (src/server/on-request/), through the server app, over
// releases whose server bundle is a stand-in: an entry answering, like Astro's, with a page naming
// the product of the catalogue copied into the release, its policy in a header. What is under
// test is the serving: which paths are rendered, the rewrites and policy, the replies' encodings,
// validators and headers, the keeping of pages and its end when the live release changes, and the
// site's not-found page for what the renderer does not know.
import { mkdir, mkdtemp, rm, symlink, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../../src/build/page-csp.ts';
import { liveReleases } from '../../src/server/on-request/live.ts';
import { onRequestPages } from '../../src/server/on-request/pages.ts';
import { createServerApp } from '../../src/server/server.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let releases: string;
const live = () => join(releases, 'live');

/** A stand-in for the bundle's entry: the catalogue's product by id, every render counted in the page. */
const ENTRY = `
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
let renders = 0;
export async function render(request) {
  const [, lang, layout, id] = /^(?:\\/(fr|de|ar))?\\/(product-[a-z-]+)\\/([^/]+)\\/$/.exec(new URL(request.url).pathname) ?? [];
  // A renderer whose thread dies: the worker's end, not only a failed page.
  if (id === 'crash') process.exit(1);
  const file = join(process.env.CATALOGUE_DIR, id + '.json');
  if (!id || !existsSync(file)) return new Response(null, { status: 404 });
  const { name } = JSON.parse(readFileSync(file, 'utf8'));
  renders += 1;
  const words = \`<p>\${name} · \${layout} · \${lang ?? 'en'} · render \${renders}</p>\`.repeat(40);
  return new Response(\`<!DOCTYPE html><html lang="\${lang ?? 'en'}"><head><meta charset="utf-8"><title>\${name}</title><script>one()</script></head><body>\${words}</body></html>\`, {
    headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self' '${cspHash('one()')}' '${cspHash('other()')}';" },
  });
}
`;

async function makeRelease(name: string, products: Record<string, string>): Promise<string> {
  const release = join(releases, name);
  await mkdir(join(release, '_renderer', 'catalogue'), { recursive: true });
  await writeFile(join(release, '_renderer', 'entry.mjs'), ENTRY);
  await writeFile(join(release, '_renderer', 'chunk-imports.json'), '{}');
  for (const [id, productName] of Object.entries(products)) await writeFile(join(release, '_renderer', 'catalogue', `${id}.json`), JSON.stringify({ name: productName }));
  await writeFile(join(release, '404.html'), '<h1>not found</h1>');
  await mkdir(join(release, 'fr', 'not-found'), { recursive: true });
  await writeFile(join(release, 'fr', 'not-found', 'index.html'), '<h1>introuvable</h1>');
  return release;
}

/** Points `live` at the release, as a publish does: a new link renamed over the old. */
async function goLive(release: string): Promise<void> {
  await symlink(release, `${live()}.next`);
  await rename(`${live()}.next`, live());
}

beforeAll(async () => {
  releases = await mkdtemp(join(tmpdir(), 'releases-'));
  await goLive(await makeRelease('r1', { '1': 'Chiffon Hijab', '2': 'Silk Abaya' }));
  t = await startTestApp();
  createServerApp(t.app, { liveDir: live(), live: liveReleases(live()), photosDir: t.config.photosDir });
});
afterAll(async () => {
  await t?.close();
  await rm(releases, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => t.app.request(path, { method, headers });
const page = async (path: string) => brotliDecompressSync(Buffer.from(await (await get(path, { 'accept-encoding': 'br' })).arrayBuffer())).toString();

describe('product layouts rendered on request', () => {
  it('renders each alternative layout in every locale, with the headers of a built page', async () => {
    for (const [path, words] of [
      ['/product-sticky/1', 'Chiffon Hijab · product-sticky · en'],
      ['/fr/product-slider/2', 'Silk Abaya · product-slider · fr'],
      ['/de/product-fixed-image/1/', 'Chiffon Hijab · product-fixed-image · de'],
      ['/ar/product-tab-left/2', 'Silk Abaya · product-tab-left · ar'],
      ['/product-tab-right/1', 'Chiffon Hijab · product-tab-right · en'],
    ] as const) {
      const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // The page's policy is in its <meta>, as a built page's: the header says only what static.ts says.
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(words);
    }
  });

  it('gives the page the rewrites of a built page: its own policy, first in <head>, with only the hashes it uses', async () => {
    const html = await page('/product-sticky/2');
    expect(html).toContain(`<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' '${cspHash('one()')}';">`);
    expect(html).not.toContain(cspHash('other()'));
  });

  it('sends brotli, gzip or the page itself as the browser accepts, the same page each way', async () => {
    const br = await page('/fr/product-sticky/1');
    const gzip = await get('/fr/product-sticky/1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(br);
    const identity = await get('/fr/product-sticky/1', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(br);
    const head = await get('/fr/product-sticky/1', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('renders a page once and keeps it, answering a validator it gave with 304', async () => {
    const first = await get('/product-tab-left/1', { 'accept-encoding': 'identity' });
    const again = await get('/product-tab-left/1/', { 'accept-encoding': 'identity' });
    const firstPage = await first.text();
    expect(firstPage).toMatch(/render \d+/);
    expect(await again.text()).toBe(firstPage);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(again.headers.get('etag')).toBe(etag);
    const notModified = await get('/product-tab-left/1', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await get('/product-tab-left/1', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it("answers an unknown product, or a locale the site does not have, with the site's not-found page", async () => {
    for (const [path, words] of [
      ['/product-sticky/999', 'not found'],
      ['/fr/product-sticky/999', 'introuvable'],
      ['/xx/product-sticky/1', 'not found'],
      ['/product-sticky/1/more', 'not found'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(words);
    }
  });

  it('never sends the server bundle or its catalogue', async () => {
    for (const path of ['/_renderer/entry.mjs', '/_renderer/catalogue/1.json', '/x/..%2f_renderer/entry.mjs', '/_renderer/']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('renders from the new release once it is live: its catalogue, its products, nothing kept from the old', async () => {
    const before = await page('/product-slider/1');
    expect(before).toContain('Chiffon Hijab');
    await goLive(await makeRelease('r2', { '1': 'Chiffon Hijab, in linen', '3': 'Jersey Shawl' }));
    expect(await page('/product-slider/1')).toContain('Chiffon Hijab, in linen');
    expect(await page('/ar/product-sticky/3')).toContain('Jersey Shawl');
    expect((await get('/product-slider/2')).status).toBe(404);
  });

  it('answers 500 when the renderer stops, and starts it again for the next request', async () => {
    expect((await get('/product-sticky/crash')).status).toBe(500);
    const res = await get('/product-sticky/1', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Chiffon Hijab');
  });

  it('keeps pages within its budget, letting the least recently asked for go first', async () => {
    const sized = (budget: number) => {
      const app = new Hono().get('*', onRequestPages(liveReleases(live()), budget));
      // Which of its renderer's renders drew the page.
      return async (path: string) => /render (\d+)/.exec(await (await app.request(path)).text())![1];
    };
    const size = async (encoding: string) => Number((await t.app.request('/de/product-sticky/1', { headers: { 'accept-encoding': encoding } })).headers.get('content-length'));
    const page = (await size('br')) + (await size('gzip'));
    // Room for two pages, not three: one asked for again stays, the one asked for least recently goes.
    const two = sized(page * 2.5);
    const sticky = await two('/de/product-sticky/1');
    const slider = await two('/de/product-slider/1');
    expect(await two('/de/product-sticky/1')).toBe(sticky);
    await two('/de/product-tab-left/1');
    expect(await two('/de/product-sticky/1')).toBe(sticky);
    expect(await two('/de/product-slider/1')).not.toBe(slider);
    // No room: every request is drawn anew.
    const none = sized(0);
    const once = await none('/de/product-sticky/1');
    expect(await none('/de/product-sticky/1')).not.toBe(once);
  });
});
