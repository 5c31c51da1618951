// GET /api/search and /api/search/suggest (src/server/routes/search.ts), through the app, over
// releases whose server bundle is a stand-in: an entry answering a search with what it was asked
// and the name of the catalogue's first product, counting its answers. What is under test is the
// serving: what a query must be, the query the bundle is asked (as the page writes it), the
// answers kept and their end when the live release changes, and a release that cannot search.
// What the search finds is the engine's (tests/unit/search-engine.test.ts) and the page's
// (tests/e2e/search.spec.ts).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveReleases } from '../../src/server/on-request/live.ts';
import { liveSearch } from '../../src/server/on-request/search.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let releases: string;
const live = () => join(releases, 'live');

const ENTRY = `
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
let answers = 0;
const catalogueName = () => JSON.parse(readFileSync(join(process.env.CATALOGUE_DIR, '1.json'), 'utf8')).name;
export const render = async () => new Response(null, { status: 404 });
export function search(locale, query) {
  answers += 1;
  return { locale, query, catalogue: catalogueName(), answers };
}
export function prepareSearch() {
  writeFileSync(join(process.env.CATALOGUE_DIR, '..', 'prepared'), 'yes');
}
export function suggest(locale, q) {
  return [{ label: catalogueName() + ' ' + q, href: '/' + locale }];
}
`;

async function makeRelease(name: string, productName: string, entry = ENTRY): Promise<string> {
  const release = join(releases, name);
  await mkdir(join(release, '_renderer', 'catalogue'), { recursive: true });
  await writeFile(join(release, '_renderer', 'entry.mjs'), entry);
  await writeFile(join(release, '_renderer', 'chunk-imports.json'), '{}');
  await writeFile(join(release, '_renderer', 'catalogue', '1.json'), JSON.stringify({ name: productName }));
  return release;
}

async function goLive(release: string): Promise<void> {
  await symlink(release, `${live()}.next`);
  await rename(`${live()}.next`, live());
}

beforeAll(async () => {
  releases = await mkdtemp(join(tmpdir(), 'search-releases-'));
  await goLive(await makeRelease('r1', 'Chiffon Hijab'));
  t = await startTestApp({ search: liveSearch(liveReleases(live())) });
});
afterAll(async () => {
  await t?.close();
  await rm(releases, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> } };
};

describe('GET /api/search', () => {
  it('asks the live release for the query as the page writes it (filters, sort and page; the view left out)', async () => {
    const { status, body } = await get('/api/search?locale=ar&q=%20black%20shayla%20&sort=price-asc&color=Black&page=2&view=list&min=10.5');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ locale: 'ar', query: '?color=black&q=black+shayla&min=10.5&sort=price-asc&page=2', catalogue: 'Chiffon Hijab' });
  });

  it('sends the answer compressed as the client accepts', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.request('/api/search?locale=en&q=hijab', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(JSON.parse(decode(Buffer.from(await res.arrayBuffer())).toString()).data.query).toBe('?q=hijab');
    }
  });

  it('keeps an answer: the same query again is not asked again, another is', async () => {
    const first = await get('/api/search?locale=en&q=abaya');
    const again = await get('/api/search?locale=en&q=abaya&view=grid');
    expect(again.body.data).toEqual(first.body.data);
    const other = await get('/api/search?locale=fr&q=abaya');
    expect(other.body.data!.answers).toBe((first.body.data!.answers as number) + 1);
  });

  it('refuses what is not a query, saying which field and why', async () => {
    for (const [query, field] of [
      ['q=abaya', 'locale'],
      ['locale=xx&q=abaya', 'locale'],
      ['locale=en', 'q'],
      ['locale=en&q=%20%20', 'q'],
      [`locale=en&q=${'a'.repeat(101)}`, 'q'],
      ['locale=en&q=a%00b', 'q'],
      ['locale=en&q=abaya&sort=cheapest', 'sort'],
      ['locale=en&q=abaya&page=0', 'page'],
      ['locale=en&q=abaya&page=10001', 'page'],
      ['locale=en&q=abaya&page=1.5', 'page'],
      ['locale=en&q=abaya&min=-1', 'min'],
      ['locale=en&q=abaya&max=ten', 'max'],
      [`locale=en&q=abaya&tag=${'t'.repeat(61)}`, 'tag'],
    ] as const) {
      const { status, body } = await get(`/api/search?${query}`);
      expect(status, query).toBe(422);
      expect(body.code, query).toBe('validation_failed');
      expect(Object.keys(body.errors ?? {}), query).toEqual([field]);
    }
    // Each limit's other side is a query.
    for (const query of [`locale=en&q=${'a'.repeat(100)}`, 'locale=en&q=a&page=10000', 'locale=en&q=a&min=0&max=10000000', `locale=en&q=a&tag=${'t'.repeat(60)}`]) {
      expect((await get(`/api/search?${query}`)).status, query).toBe(200);
    }
  });

  it('answers from the new release once it is live, with none of the old answers kept', async () => {
    const before = await get('/api/search?locale=de&q=kleid');
    expect(before.body.data!.catalogue).toBe('Chiffon Hijab');
    await goLive(await makeRelease('r2', 'Silk Abaya'));
    const after = await get('/api/search?locale=de&q=kleid');
    expect(after.body.data!.catalogue).toBe('Silk Abaya');
  });

  it('says search is unavailable (503) when the live release cannot search, and answers again once one can', async () => {
    await goLive(await makeRelease('r3', 'Old', 'export const render = async () => new Response(null, { status: 404 });'));
    const { status, body } = await get('/api/search?locale=en&q=abaya');
    expect(status).toBe(503);
    expect(body.code).toBe('search_unavailable');
    await goLive(await makeRelease('r4', 'Linen Shayla'));
    expect((await get('/api/search?locale=en&q=abaya')).body.data!.catalogue).toBe('Linen Shayla');
  });
});

describe('a new live release', () => {
  it('has its search made as soon as a watching server sees it live, before anyone asks', async () => {
    const watched = liveReleases(live());
    const stop = watched.watch(100);
    try {
      const release = await makeRelease('r5', 'Satin Niqab');
      await goLive(release);
      await expect.poll(() => existsSync(join(release, '_renderer', 'prepared')), { timeout: 10_000 }).toBe(true);
      // A release not yet live is not prepared.
      const next = await makeRelease('r6', 'Jersey Hijab');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(join(next, '_renderer', 'prepared'))).toBe(false);
    } finally {
      stop();
    }
  });
});

describe('GET /api/search/suggest', () => {
  it('asks the live release for the words typed', async () => {
    const { status, body } = await get('/api/search/suggest?locale=ar&q=aba');
    expect(status).toBe(200);
    expect(body.data).toEqual([{ label: 'Satin Niqab aba', href: '/ar' }]);
  });

  it('refuses an unknown locale and words over 100 characters', async () => {
    expect((await get('/api/search/suggest?locale=xx&q=aba')).status).toBe(422);
    expect((await get(`/api/search/suggest?locale=en&q=${'a'.repeat(101)}`)).status).toBe(422);
  });
});
