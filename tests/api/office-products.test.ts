// The catalogue in the office (docs/DESIGN.md, "The catalogue at 10,000 products") through HTTP
// against a real database: editing products with the build's rules and words, stale saves, hide
// and delete, missing translations flagged, and the publish step's rules: nothing saved is shown
// or charged until published, one publish at a time takes every save queued, a failed build leaves
// the live site and prices as they were, the live release switches in one rename, a scheduled sale
// publishes itself. The site builder here writes one page per product from the published snapshot
// (the real one runs Astro: the browser test office-products.spec.ts goes through it).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { Publisher, type SiteBuilder } from '../../src/server/catalogue/publish.ts';
import { totpCode, totpStep } from '../../src/server/office/totp.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import type { Product } from '../../src/lib/catalogue/schema.ts';
import { ADDRESS, caller, type Harness } from './fixtures/shop.ts';
import { ABAYA, FIXTURE_PRODUCTS, PINS, SHAYLA, V } from './fixtures/products.ts';
import { startTestApp } from './harness.ts';

let h: Harness;
let call: ReturnType<typeof caller>;
let publisher: Publisher;
let token: string;
const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
const releasesDir = join(root, 'releases');
const snapshotDir = join(root, 'published');

/** Builds counted, and the next one made to fail when set. */
const builds = { count: 0, failNext: null as string | null, seen: [] as string[][] };
/** Holds builds until opened, as a build that takes its time would. */
function held() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
/** The addresses an import asked for photos. */
const fetched: string[] = [];
let gate = { opened: Promise.resolve(), open: () => {} };
const builder: SiteBuilder = {
  async build(catalogueDir, outDir) {
    builds.count += 1;
    await gate.opened;
    if (builds.failNext) {
      const reason = builds.failNext;
      builds.failNext = null;
      throw new Error(reason);
    }
    const files = readdirSync(catalogueDir).filter((f) => f.endsWith('.json')).sort();
    builds.seen.push(files);
    for (const file of files) {
      const p = JSON.parse(readFileSync(join(catalogueDir, file), 'utf8')) as Product;
      mkdirSync(join(outDir, 'product', p.id), { recursive: true });
      writeFileSync(join(outDir, 'product', p.id, 'index.html'), `${p.name.en} ${p.price} -${p.discount}%`);
    }
    writeFileSync(join(outDir, 'index.html'), files.join(','));
    return `${files.length} products written`;
  },
};

const page = (id: string | number) => {
  const file = join(releasesDir, 'live', 'product', String(id), 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

async function office(method: string, path: string, body?: unknown) {
  const res = await h.request(`/api/office${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** The ids of the products in a publish state, and the list's total for it. */
async function inState(status: string) {
  const listed = await office('GET', `/products?publish=${status}&sort=id&order=asc`);
  expect(listed.status).toBe(200);
  expect(listed.body.pagination.total).toBe(listed.body.data.length);
  return listed.body.data.map((p: any) => p.id);
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A new product's document, as the office's form sends it. */
function newDocument(fields: Partial<Product> = {}): Record<string, unknown> {
  return {
    sku: 'HIJ-NEW',
    name: { en: 'Rose Jersey Hijab', ar: 'حجاب روز من الجيرسيه' },
    price: 60,
    discount: 0,
    new: true,
    rating: 5,
    saleCount: 0,
    category: ['women'],
    tag: ['jersey'],
    stock: 0,
    variation: [{ color: 'black', image: '/images/products/4/1.webp', size: [{ name: 'm', stock: 4 }] }],
    image: [1, 2, 3, 4, 5].map((n) => `/images/products/4/${n}.webp`),
    shortDescription: { en: 'A soft jersey hijab.' },
    fullDescription: { en: 'A soft jersey hijab that stays in place.' },
    ...fields,
  };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

  h = await startTestApp({
    publisher: (db) => (publisher = new Publisher({ db, snapshotDir, releasesDir, builder })),
    fetchPhoto: async (url) => {
      fetched.push(url);
      if (url.includes('missing')) throw new Error('the address answered 404');
      // A photo of its own per address, the same one for the same address.
      const shade = [...url].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 0xffffff, 7);
      return sharp({ create: { width: 1000, height: 1000, channels: 3, background: `#${shade.toString(16).padStart(6, '0')}` } }).jpeg().toBuffer();
    },
  });
  await seedCatalogue(h.db, FIXTURE_PRODUCTS);
  call = caller(h);
  const out: string[] = [];
  expect(await runCommand({ db: h.db, out: (l) => out.push(l), err: () => {} }, ['staff', 'add', 'helper@example.com', '--name', 'Arjun', '--role', 'staff'])).toBe(0);
  const text = out.join('\n');
  const password = /One-time password: (\S+)/.exec(text)![1]!;
  const secret = /Authenticator secret: (\S+)/.exec(text)![1]!;
  const res = await h.request('/api/office/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'helper@example.com', password, code: totpCode(secret, totpStep()) }),
  });
  token = ((await res.json()) as any).data.token;
  // The live site before any publish: the deploy's build.
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'the deployed build');
  publisher.adoptBuild(dist, Date.now(), () => null);
});
afterEach(() => gate.open());
afterAll(async () => {
  vi.useRealTimers();
  publisher?.stop();
  await h?.close();
});

describe('products in the office', () => {
  it('lists the catalogue with each product\'s missing translations, filtered and sorted', async () => {
    const all = await office('GET', '/products?sort=price&order=desc');
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: any) => p.id)).toEqual([3, 1, 2]);
    const pins = all.body.data.find((p: any) => p.id === 2);
    expect(pins).toMatchObject({ name: 'Pearl Hijab Pins', price: 45.5, stock: 200, published: true, hidden: false });
    expect(pins.missing).toEqual(['name.fr', 'name.de', 'name.ar']);
    const untranslated = await office('GET', '/products?untranslated=true&sort=id&order=asc');
    expect(untranslated.body.data.map((p: any) => p.id)).toEqual([1, 2]);
    expect((await office('GET', '/products?q=abaya')).body.data.map((p: any) => p.id)).toEqual([3]);
    expect((await office('GET', '/products?q=SKU-2')).body.data.map((p: any) => p.id)).toEqual([2]);
    expect((await office('GET', '/products?category=plant')).body.pagination.total).toBe(0);
    expect((await office('GET', '/products?category=sofas')).status).toBe(422);
  });

  it('lists and filters a product whose photos\' alt texts lack a language, and not once they have them all', async () => {
    const abaya = (await office('GET', '/products/3')).body.data;
    expect(abaya.missing).toEqual([]);
    const alts = abaya.document.image.map((_: string, i: number) => ({ en: `Photo ${i + 1}`, fr: `Photo ${i + 1}`, de: `Foto ${i + 1}`, ar: `صورة ${i + 1}` }));
    const lacking = alts.map((alt: object, i: number) => (i === 1 ? { ...alt, ar: undefined } : alt));
    const saved = await office('PUT', '/products/3', { expected_version: abaya.version, document: { ...abaya.document, imageAlt: lacking } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.missing).toEqual(['imageAlt[1].ar']);
    const untranslated = await office('GET', '/products?untranslated=true&sort=id&order=asc');
    expect(untranslated.body.data.map((p: any) => [p.id, p.missing])).toEqual([[1, expect.any(Array)], [2, expect.any(Array)], [3, ['imageAlt[1].ar']]]);
    expect(untranslated.body.pagination.total).toBe(3);
    const whole = await office('PUT', '/products/3', { expected_version: abaya.version + 1, document: { ...abaya.document, imageAlt: alts } });
    expect(whole.body.data.missing).toEqual([]);
    expect((await office('GET', '/products?untranslated=true&sort=id&order=asc')).body.data.map((p: any) => p.id)).toEqual([1, 2]);
    await office('PUT', '/products/3', { expected_version: abaya.version + 2, document: abaya.document });
    await publisher.kick();
  });

  it('shows one product with its document and live stock', async () => {
    const one = await office('GET', '/products/1');
    expect(one.status).toBe(200);
    expect(one.body.data.version).toBe(1);
    expect(one.body.data.document.variation[0].size).toEqual([{ name: 'm', stock: 5 }, { name: 'xl', stock: 3 }]);
    expect((await office('GET', '/products/999')).body.code).toBe('product_not_found');
  });

  it('refuses a document the build would refuse, naming each field with the build\'s words, and writes nothing', async () => {
    const bad = await office('PUT', '/products/2', {
      expected_version: 1,
      document: { ...PINS, price: 0, discount: 51, category: [], name: { fr: 'Épingles' }, shortDescription: { en: '' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('invalid_product');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'discount', 'name.en', 'price', 'shortDescription.en']);
    expect(bad.body.errors.discount[0]).toMatch(/50/);
    // Each with its rule and parameters, for the office to say in the staff member's language.
    const byPath = Object.fromEntries(bad.body.data.problems.map((p: any) => [p.path, { rule: p.rule, params: p.params }]));
    expect(byPath).toEqual({
      price: { rule: 'too_small', params: { minimum: 1 } },
      discount: { rule: 'too_large', params: { maximum: 50 } },
      category: { rule: 'too_few', params: { minimum: 1 } },
      'name.en': { rule: 'required', params: {} },
      'shortDescription.en': { rule: 'empty', params: {} },
    });
    const twice = await office('PUT', '/products/2', { expected_version: 1, document: { ...PINS, variation: [{ color: 'black', image: PINS.image[0], size: [{ name: 'm', stock: 1 }, { name: 'm', stock: 2 }] }] } });
    expect(twice.body.data.problems).toEqual([{ path: 'variation[0].size[1].name', rule: 'duplicate_size', params: { value: 'm' }, message: 'Duplicate size "m"' }]);
    expect((await office('GET', '/products/2')).body.data.version).toBe(1);
    // The limits, on both sides.
    expect((await office('PUT', '/products/2', { expected_version: 1, document: { ...PINS, discount: 50 } })).status).toBe(200);
    expect((await office('PUT', '/products/2', { expected_version: 2, document: { ...PINS, price: 0.999 } })).status).toBe(422);
  });

  it('keeps a save off the site and out of checkout until it is published, then shows and charges it together', async () => {
    await publisher.kick();
    expect(page(3)).toBe('Open Abaya 250 -20%');
    const before = await office('GET', '/products/3');
    gate = held();
    const saved = await office('PUT', '/products/3', { expected_version: before.body.data.version, document: { ...ABAYA, price: 300, discount: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ price: 300, published: false });
    expect(saved.body.data.publish.status).toMatch(/queued|running/);
    // Saved, not published: the page and checkout still say 250 less 20 %.
    const shopper = await h.signIn('buyer@example.com');
    await call('POST', '/cart', shopper, { variant_id: V.abaya, quantity: 1 });
    const [saving] = await rows<{ price: number; discount: number }>(sql`SELECT price, discount FROM products WHERE id = 3`);
    expect(saving).toEqual({ price: 25000, discount: 20 });
    expect(page(3)).toBe('Open Abaya 250 -20%');

    gate.open();
    await publisher.kick();
    expect(page(3)).toBe('Open Abaya 300 -0%');
    const [live] = await rows<{ price: number; discount: number }>(sql`SELECT price, discount FROM products WHERE id = 3`);
    expect(live).toEqual({ price: 30000, discount: 0 });
    const after = await office('GET', '/products/3');
    expect(after.body.data).toMatchObject({ published: true, publish: { status: 'published', error: null } });
    const order = await call('POST', '/checkout', shopper, { address: ADDRESS, payment_method: 'cod' });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const [item] = await rows<{ unit_price: number }>(sql`SELECT unit_price FROM order_items WHERE product_id = 3 ORDER BY id DESC LIMIT 1`);
    expect(item!.unit_price).toBe(30000);
  });

  it('keeps an offer that ended long ago as the catalogue has it, and starts a sale with an end to come when saved', async () => {
    const one = (await office('GET', '/products/1')).body.data;
    const past = await office('PUT', '/products/1', { expected_version: one.version, document: { ...one.document, discount: 10, offerEnd: '2020-12-31T00:00:00Z' } });
    expect(past.status, JSON.stringify(past.body)).toBe(200);
    expect(past.body.data.document.offerStart).toBeUndefined();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const coming = await office('PUT', '/products/1', { expected_version: one.version + 1, document: { ...one.document, discount: 10, offerEnd: end } });
    expect(coming.status, JSON.stringify(coming.body)).toBe(200);
    expect(Date.parse(coming.body.data.document.offerStart)).toBeLessThanOrEqual(Date.now());
    const back = await office('PUT', '/products/1', { expected_version: one.version + 2, document: one.document });
    expect(back.status).toBe(200);
    await publisher.kick();
  });

  it('refuses a save that started from an older version, answering the current one', async () => {
    const current = (await office('GET', '/products/1')).body.data;
    expect((await office('PUT', '/products/1', { expected_version: current.version, document: { ...SHAYLA, price: 130 } })).status).toBe(200);
    const stale = await office('PUT', '/products/1', { expected_version: current.version, document: { ...SHAYLA, price: 999 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_record');
    expect(stale.body.data).toMatchObject({ version: current.version + 1, price: 130 });
  });

  it('runs one publish at a time and takes every save queued meanwhile into the next one', async () => {
    await publisher.kick();
    builds.count = 0;
    gate = held();
    const one = (await office('GET', '/products/1')).body.data;
    const two = (await office('GET', '/products/2')).body.data;
    expect(await inState('published')).toEqual([1, 2, 3]);
    await office('PUT', '/products/1', { expected_version: one.version, document: { ...one.document, price: 140 } });
    await vi.waitFor(async () => expect(await inState('running')).toEqual([1]));
    // The first save's build is under way; these two wait for it, then go out together.
    await office('PUT', '/products/2', { expected_version: two.version, document: { ...two.document, price: 50 } });
    expect(await inState('queued')).toEqual([2]);
    expect(await inState('published')).toEqual([3]);
    await office('PUT', '/products/1', { expected_version: one.version + 1, document: { ...one.document, price: 141 } });
    expect(await inState('queued')).toEqual([1, 2]);
    expect(await inState('running')).toEqual([]);
    gate.open();
    await publisher.kick();
    expect(await inState('published')).toEqual([1, 2, 3]);
    expect(builds.count).toBe(2);
    expect(page(1)).toMatch(/^Lisbon Chiffon Shayla 141/);
    expect(page(2)).toMatch(/^Pearl Hijab Pins 50/);
    const publishes = (await office('GET', '/publishes?per_page=3')).body.data;
    expect(publishes.map((p: any) => [p.status, p.products])).toEqual([['published', [1]], ['published', [2]], ['published', [1]]]);
    expect(publishes[0].release).toBe(publishes[1].release);
    expect(publishes[2].release).not.toBe(publishes[1].release);
    // Put back the price the next tests expect.
    await office('PUT', '/products/1', { expected_version: one.version + 2, document: { ...one.document, price: 140 } });
    await publisher.kick();
  });

  it('leaves the live site and prices as they were when the build fails, and says why', async () => {
    const live = readlinkSync(join(releasesDir, 'live'));
    const one = (await office('GET', '/products/1')).body.data;
    await office('PUT', '/products/1', { expected_version: one.version, document: { ...one.document, price: 155 } });
    builds.failNext = 'The site build failed (exit 1): out of disk space';
    await publisher.kick();
    expect(readlinkSync(join(releasesDir, 'live'))).toBe(live);
    expect(page(1)).toMatch(/ 140 /);
    const [row] = await rows<{ price: number }>(sql`SELECT price FROM products WHERE id = 1`);
    expect(row!.price).toBe(14000);
    const failed = (await office('GET', '/products/1')).body.data;
    expect(failed).toMatchObject({ published: false, publish: { status: 'failed', error: 'The site build failed (exit 1): out of disk space' } });
    // The list says so too, with the reason, and finds it by its state.
    expect(await inState('failed')).toEqual([1]);
    expect(await inState('published')).toEqual([2, 3]);
    const listed = (await office('GET', '/products?publish=failed')).body.data[0];
    expect(listed.publish).toMatchObject({ status: 'failed', error: 'The site build failed (exit 1): out of disk space' });
    expect((await office('GET', '/products?publish=broken')).status).toBe(422);
    expect(readdirSync(releasesDir).filter((d) => d.startsWith('r')).length).toBeLessThanOrEqual(2);
    // The next publish carries the save that failed.
    await office('PUT', '/products/2', { expected_version: (await office('GET', '/products/2')).body.data.version, document: { ...(await office('GET', '/products/2')).body.data.document, price: 51 } });
    await publisher.kick();
    expect(page(1)).toMatch(/ 155 /);
    // Published by a publish that was not its own: no longer failed, here or in the list.
    expect((await office('GET', '/products/1')).body.data.publish).toMatchObject({ status: 'published', error: null });
    expect(await inState('failed')).toEqual([]);
    expect(readlinkSync(join(releasesDir, 'live'))).not.toBe(live);
  });

  it('creates a product that is neither shown nor sold until published, with its own next id and variants', async () => {
    await publisher.kick();
    gate = held();
    const created = await office('POST', '/products', { document: newDocument() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(id).toBe(4);
    expect(created.body.data.missing).toEqual(expect.arrayContaining(['name.fr', 'name.de', 'shortDescription.ar', 'fullDescription.fr']));
    expect(created.body.data.missing).not.toContain('name.ar');
    const shopper = await h.signIn('early@example.com');
    expect((await call('POST', '/cart', shopper, { variant_id: 4 * 100 + 2 * 10 + 2, quantity: 1 })).status).toBe(404);
    expect(page(id)).toBeNull();
    gate.open();
    await publisher.kick();
    expect(page(id)).toBe('Rose Jersey Hijab 60 -0%');
    expect((await call('POST', '/cart', shopper, { variant_id: 422, quantity: 1 })).status).toBe(200);
    const [variant] = await rows<{ stock: number; sku: string }>(sql`SELECT stock, sku FROM variants WHERE id = 422`);
    expect(variant).toEqual({ stock: 4, sku: 'PROD-0004-BLACK-M' });
  });

  it('hides a product from the site and from sale once published, and shows it again', async () => {
    const v = (await office('GET', '/products/4')).body.data.version;
    const hidden = await office('PATCH', '/products/4', { hidden: true, expected_version: v });
    expect(hidden.body.data.hidden).toBe(true);
    await publisher.kick();
    expect(page(4)).toBeNull();
    const shopper = await h.signIn('late@example.com');
    const refused = await call('POST', '/cart', shopper, { variant_id: 422, quantity: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('out_of_stock');
    expect((await call('GET', '/stock?product_id=4', shopper)).body.data).toEqual([{ variant_id: 422, stock: 0 }]);
    expect((await office('GET', '/products?status=hidden')).body.data.map((p: any) => p.id)).toEqual([4]);
    await office('PATCH', '/products/4', { hidden: false, expected_version: v + 1 });
    await publisher.kick();
    expect(page(4)).not.toBeNull();
  });

  it('deletes a product never ordered for good (the seed does not bring it back), and refuses an ordered one', async () => {
    const ordered = await office('DELETE', '/products/3');
    expect(ordered.status).toBe(409);
    expect(ordered.body.code).toBe('product_ordered');
    expect((await office('DELETE', '/products/2')).status).toBe(200);
    await publisher.kick();
    expect(page(2)).toBeNull();
    await seedCatalogue(h.db, FIXTURE_PRODUCTS);
    expect((await office('GET', '/products/2')).status).toBe(404);
    const [row] = await rows<{ hidden: boolean }>(sql`SELECT hidden FROM products WHERE id = 2`);
    expect(row!.hidden).toBe(true);
  });

  it('leaves a product edited in the office alone when the seed runs again, and seeds the others', async () => {
    await seedCatalogue(h.db, [{ ...SHAYLA, price: 1 }, { ...ABAYA, price: 2 }]);
    expect((await office('GET', '/products/1')).body.data.price).toBe(155);
  });

  it('publishes a scheduled sale at its start and its end, the pages and the price together', async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    const end = new Date(Date.now() + 2 * 60 * 60_000);
    const p = (await office('GET', '/products/4')).body.data;
    const saved = await office('PUT', '/products/4', { expected_version: p.version, document: { ...p.document, discount: 25, offerStart: start.toISOString(), offerEnd: end.toISOString() } });
    expect(saved.status).toBe(200);
    await publisher.kick();
    expect(page(4)).toBe('Rose Jersey Hijab 60 -0%');
    // The timer the publish set goes off at the start, then at the end (the clock moved as it would).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    await publisher.scheduleSales();
    vi.advanceTimersByTime(start.getTime() - Date.now() + 1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await vi.waitFor(async () => {
      await publisher.kick();
      expect(page(4)).toBe('Rose Jersey Hijab 60 -25%');
    });
    const [during] = await rows<{ discount: number }>(sql`SELECT discount FROM products WHERE id = 4`);
    expect(during!.discount).toBe(25);
    expect((await office('GET', '/publishes?per_page=1')).body.data[0]).toMatchObject({ reason: 'sale_start', products: [4], status: 'published' });

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    await publisher.scheduleSales();
    vi.advanceTimersByTime(end.getTime() - Date.now() + 1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await vi.waitFor(async () => {
      await publisher.kick();
      expect(page(4)).toBe('Rose Jersey Hijab 60 -0%');
    });
    const [ended] = await rows<{ discount: number }>(sql`SELECT discount FROM products WHERE id = 4`);
    expect(ended!.discount).toBe(0);
    expect((await office('GET', '/publishes?per_page=1')).body.data[0]).toMatchObject({ reason: 'sale_end', products: [4] });
  });

  it('needs a staff session', async () => {
    const res = await h.request('/api/office/products', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(401);
  });
});

describe('importing a Shopify product CSV', () => {
  const csv = readFileSync('tests/fixtures/shopify/products_export.csv', 'utf8');
  const importing = (text: string, dryRun: boolean) => office('POST', `/products/import?dry_run=${dryRun}`, { csv: text });

  it('reports every row in a dry run, and writes nothing', async () => {
    const before = (await office('GET', '/products')).body.pagination.total;
    const dry = await importing(csv, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.written).toBe(false);
    expect(dry.body.data.invalid).toBe(0);
    expect(dry.body.data.rows.length).toBe(dry.body.data.valid);
    expect(dry.body.data.rows[0]).toMatchObject({ line: 2, handle: 'noor-chiffon-shayla', action: 'create', name: 'Noor Chiffon Shayla', problems: [] });
    expect((await office('GET', '/products')).body.pagination.total).toBe(before);
    expect(fetched).toEqual([]);
  });

  it('refuses the whole file when one row has a problem, naming the row, the column and the value', async () => {
    const lines = csv.split('\n');
    const broken = csv.replace(/,45\.00,/, ',0,');
    const bad = await importing(broken, false);
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('import_invalid');
    const refused = bad.body.data.rows.filter((r: any) => r.problems.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].problems.map((p: any) => p.message).join(' ')).toMatch(/Variant Price/);
    // A code and its parameters beside the English, for the office to say in the staff member's language.
    expect(refused[0].problems[0]).toEqual({
      code: 'amount_not_positive',
      params: { column: 'Variant Price', value: { cell: '0' } },
      message: 'Variant Price "0" is not a positive amount: write an amount in AED with at most 2 decimals, such as 45 or 45.50.',
    });
    expect(bad.body.data.written).toBe(false);
    expect(lines.length).toBeGreaterThan(2);
    const missingPhoto = await importing(csv.replace(/https:\/\/[^,"]+?\.(jpg|png|webp)/, 'https://cdn.example/missing.jpg'), false);
    expect(missingPhoto.status).toBe(422);
    expect(JSON.stringify(missingPhoto.body.data.rows)).toMatch(/missing\.jpg[^"]*: the address answered 404/);
    expect(missingPhoto.body.data.rows.flatMap((r: any) => r.problems)).toEqual([
      expect.objectContaining({ code: 'photo_unreachable', params: { column: 'Image Src', url: expect.stringMatching(/^https:\/\/cdn\.example\/missing\.jpg/), reason: 'the address answered 404' } }),
    ]);
    expect((await office('GET', '/products?q=noor')).body.pagination.total).toBe(0);
  });

  it('imports every product with its photos, variants and stock in one publish; the same file again updates them', async () => {
    const done = await importing(csv, false);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.written).toBe(true);
    const noor = (await office('GET', '/products?q=noor')).body.data;
    expect(noor).toHaveLength(1);
    const one = (await office('GET', `/products/${noor[0].id}`)).body.data;
    expect(one.document.image[0]).toMatch(/^\/images\/photos\/[0-9a-f]{64}\.webp$/);
    expect(one.missing).toEqual(expect.arrayContaining(['name.ar', 'shortDescription.fr']));
    await publisher.kick();
    expect(page(noor[0].id)).toMatch(/^Noor Chiffon Shayla/);
    expect((await office('GET', '/publishes?per_page=1')).body.data[0]).toMatchObject({ reason: 'import', status: 'published' });

    const again = await importing(csv, true);
    expect(again.body.data.rows[0]).toMatchObject({ action: 'update', id: noor[0].id });
  });
});
