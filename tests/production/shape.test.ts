// The production shape run for real (issue 29): deploy/nginx.conf and deploy/haproxy.cfg in front of
// two API processes on one PostgreSQL (shape.ts). Through nginx: the route table in every locale
// answers as `npm start`'s own server does (status, redirect, type, cache, security headers, body);
// a shopper signs in, fills a cart and checks out; the API processes restart one after the other
// under load without a failed request; PostgreSQL restarts under load with every acknowledged
// order kept and no 5xx outside its restart window. Needs the built site (npm test builds first),
// nginx and HAProxy (npm test installs Debian's), and PostgreSQL's programs.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { totpCode, totpStep } from '../../src/server/office/totp.ts';
import { ADDRESS } from '../api/fixtures/address.ts';
import { runCliOn } from '../api/fixtures/cli.ts';
import { postgresBin } from '../api/private-postgres.ts';
import { request } from '../api/processes.ts';
import { LOAD_VARIANTS, ShopLoad, ledger, longestFailureWindow, type Shopper } from '../api/shop-load.ts';
import { startShape, type Shape } from './shape.ts';

const LOCALE_PREFIXES = ['', '/fr', '/de', '/ar'];
/** In each locale: pages, a trailing slash left off, the order shell, the misspelt redirect, misses. */
const LOCALE_PATHS = ['/', '/cart/', '/cart', '/shop-grid-standard/', '/product/103/', '/product-sticky/103', '/product-slider/103/', '/product-tab-left/9999', '/my-account/', '/order-detail/', '/order-detail/ORD-000042', '/retrun-policy', '/retrun-policy/?from=mail', '/return-policy/', '/no-such-page', '/no-such-page/deeper/', '/search?q=abaya', '/search/?q=abaya&sort=price-asc'];
/** Once: the legacy French prefix, files that are not pages, hashed assets, a missing asset, the API's edges. */
const SITE_PATHS = ['/fn', '/fn/cart/?a=b', '/_renderer/entry.mjs', '/robots.txt', '/favicon.svg', '/404.html', '/_astro/missing.js', '/api', '/api/health', '/api/no-such-route', '/office', '/office/', '/ar/office', '/ar/office/', '/office/assets/missing.js'];
const COMPARED_HEADERS = ['location', 'content-type', 'cache-control', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'content-security-policy', 'x-robots-tag'];
/** After `pg_ctl` returns, failures may trail this long (pools reconnect, HAProxy's checks catch up). */
const DATABASE_GRACE_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

function describeFigures(label: string, load: ShopLoad, extra = ''): string {
  const failures = load.failures();
  return `[shape] ${label}: ${load.outcomes.length} requests, ${failures.length} failed, longest failure window ${longestFailureWindow(failures)} ms, ${load.acknowledged.size} orders${extra}`;
}

describe.skipIf(!postgresBin())('the production shape: nginx + HAProxy + two API processes + PostgreSQL (needs PostgreSQL installed)', () => {
  let shape: Shape;
  let shoppers: Shopper[];
  const cleanups: (() => void)[] = [];
  const figures: string[] = [];

  beforeAll(async () => {
    // Served from where a new user may keep their clone: behind a folder only its owner may enter
    // (mkdtemp makes it 0700), as root's home is on Debian.
    const privateFolder = mkdtempSync(join(tmpdir(), 'private-clone-'));
    symlinkSync(resolve('dist'), join(privateFolder, 'dist'));
    cleanups.push(() => rmSync(privateFolder, { recursive: true, force: true }));
    shape = await startShape({ dist: join(privateFolder, 'dist') });
  }, 180_000);

  afterAll(async () => {
    for (const line of figures) console.log(line);
    await shape?.stop();
    for (const cleanup of cleanups) cleanup();
  }, 60_000);

  it('answers the route table in every locale as npm start does', async () => {
    const asset = readdirSync('dist/_astro').find((name) => name.endsWith('.js'))!;
    const officeAsset = readdirSync('dist/office/assets').find((name) => name.endsWith('.js'))!;
    // An uploaded photo's rendition and its original, as the API writes them into the photos folder.
    const photo = 'e'.repeat(64);
    mkdirSync(join(shape.photos, 'originals'), { recursive: true });
    writeFileSync(join(shape.photos, `${photo}.webp`), 'RIFF\0\0\0\0WEBPVP8 ');
    writeFileSync(join(shape.photos, 'originals', `${photo}.jpg`), '\xff\xd8\xff');
    const photoPaths = [`/images/photos/${photo}.webp`, `/images/photos/${photo}-400.webp`, `/images/photos/originals/${photo}.jpg`];
    const paths = [
      ...LOCALE_PREFIXES.flatMap((prefix) => LOCALE_PATHS.map((path) => `${prefix}${path}`)),
      ...SITE_PATHS,
      ...photoPaths,
      `/_astro/${asset}`,
      `/office/assets/${officeAsset}`,
    ];
    const bundled = await shape.apis[0]!.server.url;
    const statuses = new Map<string, number>();
    for (const path of paths) {
      const [viaNginx, viaNode] = await Promise.all([answer(`${shape.url}${path}`), answer(`${bundled}${path}`)]);
      // A redirect's body is the server's own few words (nginx writes a little HTML page): only
      // where it points and its headers count.
      const redirect = viaNode.status === 301;
      const compared = COMPARED_HEADERS.filter((name) => !redirect || name !== 'content-type');
      const seen = { status: viaNginx.status, ...Object.fromEntries(compared.map((name) => [name, viaNginx.headers.get(name)])) };
      const expected = { status: viaNode.status, ...Object.fromEntries(compared.map((name) => [name, viaNode.headers.get(name)])) };
      expect(seen, path).toEqual(expected);
      if (!redirect) expect(viaNginx.body.equals(viaNode.body), `${path}: the same body`).toBe(true);
      statuses.set(path, viaNginx.status);
    }
    // The table's rules themselves, not only their agreement.
    for (const prefix of LOCALE_PREFIXES) {
      expect(statuses.get(`${prefix}/order-detail/ORD-000042`)).toBe(200);
      expect(statuses.get(`${prefix}/retrun-policy`)).toBe(301);
      expect(statuses.get(`${prefix}/no-such-page`)).toBe(404);
      // The product layouts rendered on request by the API processes; an unknown product is the site's 404.
      expect(statuses.get(`${prefix}/product-sticky/103`)).toBe(200);
      expect(statuses.get(`${prefix}/product-tab-left/9999`)).toBe(404);
      // The search page, rendered on request with its results.
      expect(statuses.get(`${prefix}/search?q=abaya`)).toBe(200);
    }
    // The server bundle of those layouts, inside the built site, is never sent.
    expect(statuses.get('/_renderer/entry.mjs')).toBe(404);
    expect((await answer(`${shape.url}/fr/no-such-page`)).body.toString()).toContain('lang="fr"');
    expect((await answer(`${shape.url}/ar/no-such-page`)).body.toString()).toContain('lang="ar"');
    expect((await answer(`${shape.url}/_astro/${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A photo's rendition is served, immutable; its original never is.
    expect(statuses.get(photoPaths[0]!)).toBe(200);
    expect((await answer(`${shape.url}${photoPaths[0]}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(statuses.get(photoPaths[2]!)).toBe(404);
    // The office: a shell per language, never indexed; its bundles as immutable as the site's.
    for (const path of ['/office', '/ar/office/']) {
      expect(statuses.get(path), path).toBe(200);
      expect((await answer(`${shape.url}${path}`)).headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    expect((await answer(`${shape.url}/ar/office`)).body.toString()).toContain('lang="ar" dir="rtl"');
    expect((await answer(`${shape.url}/office/assets/${officeAsset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Compressed when the client takes it; a conditional request answers 304.
    const page = await answer(`${shape.url}/`, { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const etag = page.headers.get('etag')!;
    // Revalidated as it was fetched: the gzip copy and the plain file are two representations, each
    // with its own validator (nginx's gzip_static sends the build's page.html.gz).
    expect((await answer(`${shape.url}/`, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(304);
    const plainEtag = (await answer(`${shape.url}/`)).headers.get('etag')!;
    expect((await answer(`${shape.url}/`, { 'if-none-match': plainEtag })).status).toBe(304);
    // The API's own headers pass through untouched; the site's are not added to it.
    const ready = await answer(`${shape.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('referrer-policy')).toBeNull();
    // The search, answered by the API processes from the live release's catalogue, compressed as asked.
    const search = await answer(`${shape.url}/api/search?locale=ar&q=abaya`, { 'accept-encoding': 'gzip' });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-encoding')).toBe('gzip');
    const found = JSON.parse(search.body.toString()) as { data: { searched: string; matched: number } };
    expect(found.data).toMatchObject({ searched: 'عباية' });
    expect(found.data.matched).toBeGreaterThan(12);
  }, 120_000);

  it('signs a new shopper in with the code from the outbox, fills the cart and checks out', async () => {
    // Which process sent the code is the balancer's choice: it is read from either outbox.
    const { token } = await new ShopLoad(() => shape.url).signUp('shape@example.com', '198.18.3.100', shape.apis.map((api) => api.server.dataDir));
    expect((await request(shape.url, 'GET', '/me', { token })).status).toBe(200);
    expect((await request(shape.url, 'POST', '/cart', { token, body: { variant_id: LOAD_VARIANTS[0], quantity: 2 } })).status).toBe(200);
    const placed = await request(shape.url, 'POST', '/checkout', { token, body: { address: ADDRESS, payment_method: 'cod' }, headers: { 'Idempotency-Key': 'shape-first-order' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orders = await request(shape.url, 'GET', '/order-items', { token });
    expect(orders.body.data.map((item: { order: { order_number: string } }) => item.order.order_number)).toContain(placed.body.data.order_number);
  }, 60_000);

  it('takes a photo of several megabytes from the owner through nginx, and serves its renditions from the photos folder', async () => {
    const added = await runCliOn({ dataDir: shape.apis[0]!.server.dataDir, databaseUrl: shape.database.url }, 'staff', 'add', 'shape-owner@example.com', '--name', 'Shape Owner', '--role', 'owner');
    expect(added.code, added.stderr).toBe(0);
    const password = /One-time password: (\S+)/.exec(added.stdout)![1]!;
    const code = totpCode(/Authenticator secret: (\S+)/.exec(added.stdout)![1]!, totpStep());
    const session = await request(shape.url, 'POST', '/office/session', { body: { email: 'shape-owner@example.com', password, code } });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    // Noise does not compress: a photo of some megabytes, above nginx's default 1 MB body limit.
    const noise = Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256)));
    const jpeg = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
    expect(jpeg.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(jpeg)], 'noise.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${shape.url}/api/office/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.body.data.token}` } });
    const uploaded = (await res.json()) as { data: { path: string } };
    expect(res.status, JSON.stringify(uploaded)).toBe(201);
    for (const path of [uploaded.data.path, uploaded.data.path.replace('.webp', '-400.webp'), uploaded.data.path.replace('.webp', '-1600.avif')]) {
      const served = await answer(`${shape.url}${path}`);
      expect(served.status, path).toBe(200);
      expect((await sharp(served.body).metadata()).width, path).toBe(path.includes('-400') ? 400 : path.includes('-1600') ? 1400 : 800);
    }
  }, 60_000);

  it('restarts the API processes one after the other under load without a failed request', async () => {
    const load = new ShopLoad(() => shape.url, { label: 'rolling', maxOrders: 90 });
    const outboxes = shape.apis.map((api) => api.server.dataDir);
    shoppers = await Promise.all(Array.from({ length: 4 }, (_, n) => load.signUp(`shape${n}@example.com`, `198.18.3.${n + 1}`, outboxes)));
    const before = await ledger(shape.database.url);
    load.start(shoppers);
    const exits: (number | null)[] = [];
    const started = Date.now();
    try {
      for (const index of [0, 1]) {
        await sleep(1_000);
        exits.push(await shape.restartApi(index));
        // HAProxy takes it back after 2 good checks, 2 s apart; then the next one may go.
        await sleep(6_000);
      }
    } finally {
      await load.stop();
    }
    figures.push(describeFigures('rolling restart of the 2 API processes', load, `, ${((Date.now() - started) / 1000).toFixed(1)} s`));
    expect(exits).toEqual([0, 0]);
    expect(load.failures()).toEqual([]);
    await expectOrdersKept(shape.database.url, load, before);
  }, 240_000);

  it('keeps every acknowledged order through PostgreSQL restarts under load, failing only during them', async () => {
    const load = new ShopLoad(() => shape.url, { label: 'database', maxOrders: 90 });
    const before = await ledger(shape.database.url);
    load.start(shoppers);
    const windows: { from: number; to: number }[] = [];
    try {
      for (const mode of ['fast', 'immediate'] as const) {
        await sleep(1_500);
        const from = Date.now();
        await shape.database.restart(mode);
        windows.push({ from, to: Date.now() + DATABASE_GRACE_MS });
        await sleep(DATABASE_GRACE_MS);
      }
    } finally {
      await load.stop();
    }
    const failures = load.failures();
    const longestRestart = Math.max(...windows.map((w) => w.to - DATABASE_GRACE_MS - w.from));
    figures.push(describeFigures('2 PostgreSQL restarts (fast, immediate)', load, `, pg_ctl restart took up to ${longestRestart} ms`));
    for (const failure of failures) {
      expect(failure.status, JSON.stringify(failure)).toBe(503);
      expect(windows.some((w) => failure.started <= w.to && failure.ended >= w.from), JSON.stringify(failure)).toBe(true);
    }
    for (const api of shape.apis) expect(api.server.proc.exitCode, api.server.output()).toBeNull();
    await expectOrdersKept(shape.database.url, load, before);
  }, 120_000);
});

/** Every acknowledged order of this load is in the database, once per key, and the stock adds up. */
async function expectOrdersKept(databaseUrl: string, load: ShopLoad, before: Awaited<ReturnType<typeof ledger>>): Promise<void> {
  const after = await ledger(databaseUrl);
  const placed = after.orders.filter((order) => order.idempotency_key?.startsWith(`${load.label}-`));
  expect(load.acknowledged.size).toBeGreaterThan(10);
  expect(placed.map((order) => order.order_number).sort()).toEqual([...load.acknowledged.keys()].sort());
  for (const variant of LOAD_VARIANTS) {
    expect(after.stock.get(variant)! + after.ordered.get(variant)!, `variant ${variant}`).toBe(before.stock.get(variant)! + before.ordered.get(variant)!);
  }
}
