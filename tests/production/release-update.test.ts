// A publish draws only what a change touches into a release made of the live one's files
// (src/server/catalogue/release-update.ts). Against the built site (dist/, as `npm test` builds it
// from content/products): a release updated for a changed price and name, a product gone and a
// product added must be, page for page and file for file, what a whole build of the same catalogue
// makes (`npm run build`'s steps, which draw the product pages as a publish does); and the live
// release must not change under it. The release's own server bundle answers the search from the
// release's catalogue.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchReply } from '../../src/lib/search/engine.ts';
import { startRenderer } from '../../src/server/on-request/renderer.ts';

const root = process.cwd();
const dist = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), 'release-update-'));

/** Runs a step of the project as the publish does, on this Node; its JSON report when it prints one. */
function step(args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', PHOTOS_DIR: photos, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function update(live: string, out: string, catalogue: string) {
  const result = step(['scripts/update-release.ts', live, out, catalogue]);
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { changed: string[]; added: string[]; removed: string[]; pagesToDraw: string[] };
}

/** Every file of a site but what differs by nature between two builds: the server bundle, the compressed copies. */
function siteFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      const path = relative(dir, full);
      if (path === '_renderer' || path === 'office' || path === join('ar', 'office')) continue;
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A page as two builds of the same catalogue write it: a sale's countdown is the time left when it
 * was drawn, and Astro may put the same style rules in another order (so the policy's hashes of
 * them differ); the rules themselves are compared apart.
 */
function comparable(text: string): { page: string; rules: string[] } {
  const rules: string[] = [];
  const page = text
    .replace(/(data-unit="(?:days|hours|minutes|seconds)"[^>]*>)\d+</g, '$1#<')
    .replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => {
      rules.push(...css.split('}').map((rule) => rule.trim()).filter(Boolean));
      return '<style></style>';
    })
    .replace(/<meta http-equiv="content-security-policy" content="[^"]*">/, '');
  return { page, rules: rules.sort() };
}

const catalogue = join(work, 'catalogue');
/** The uploaded photo the added product shows (an upload's three renditions: src/server/catalogue/photos.ts). */
const photos = join(work, 'photos');
const photo = 'ab'.repeat(32);
const updated = join(work, 'updated');
const whole = join(work, 'whole');
let report: ReturnType<typeof update>;
let liveBefore: string;

beforeAll(() => {
  expect(existsSync(join(dist, '_renderer', 'entry.mjs')), 'npm run build first').toBe(true);
  cpSync(join(root, 'content', 'products'), catalogue, { recursive: true });
  const changed = JSON.parse(readFileSync(join(catalogue, '1.json'), 'utf8'));
  changed.price = Math.round((changed.price + 11) * 100) / 100;
  changed.name.en = `${changed.name.en} Grande`;
  writeFileSync(join(catalogue, '1.json'), JSON.stringify(changed, null, 2));
  rmSync(join(catalogue, '2.json'));
  const added = JSON.parse(readFileSync(join(catalogue, '3.json'), 'utf8'));
  added.id = '9001';
  added.sku = `${added.sku}-9001`;
  added.name.en = 'Moonlit Chiffon Shayla';
  mkdirSync(photos);
  for (const [from, to] of [['1.webp', `${photo}.webp`], ['1-400.webp', `${photo}-400.webp`], ['1.webp', `${photo}-1600.webp`]]) {
    cpSync(join(root, 'public', 'images', 'products', '3', from!), join(photos, to!));
  }
  added.image = [`/images/photos/${photo}.webp`];
  added.imageAlt = [{ en: 'A chiffon shayla in the moonlight' }];
  delete added.variation;
  writeFileSync(join(catalogue, '9001.json'), JSON.stringify(added, null, 2));
  liveBefore = readFileSync(join(dist, 'product', '1', 'index.html'), 'utf8');

  report = update(dist, updated, catalogue);
  const built = step(['scripts/build.ts', '--office-from', dist], { CATALOGUE_DIR: catalogue, SITE_OUT_DIR: whole });
  expect(built.status, built.stderr.slice(-3000)).toBe(0);
}, 600_000);

afterAll(() => process.env.KEEP_WORK || rmSync(work, { recursive: true, force: true }));

describe('a release updated by a publish', () => {
  it('says what changed, and draws the pages that show it', () => {
    expect(report.changed).toEqual(['1']);
    expect(report.added).toEqual(['9001']);
    expect(report.removed).toEqual(['2']);
    expect(report.pagesToDraw).toEqual(expect.arrayContaining(['1', '9001']));
  });

  it('has the files a whole build of the same catalogue has, with the same contents', () => {
    const files = siteFiles(whole);
    const had = new Set(siteFiles(updated));
    expect(files.filter((file) => !had.has(file))).toEqual([]);
    // Beyond them, only what the live release had (a dist/ written over by builds keeps old files).
    expect([...had].filter((file) => !files.includes(file) && !existsSync(join(dist, file)))).toEqual([]);
    const differing = files.filter((file) => {
      const a = readFileSync(join(updated, file), 'utf8');
      const b = readFileSync(join(whole, file), 'utf8');
      if (a === b) return false;
      if (!file.endsWith('.html')) return true;
      const [x, y] = [comparable(a), comparable(b)];
      return x.page !== y.page || JSON.stringify(x.rules) !== JSON.stringify(y.rules);
    });
    expect(differing).toEqual([]);
  });

  it('has, in a whole build, every product page in every locale with its compressed copies, as in the release', () => {
    const ids = readdirSync(catalogue).map((name) => name.replace(/\.json$/, ''));
    expect(ids).toContain('9001');
    expect(ids).not.toContain('2');
    for (const locale of ['', 'fr', 'de', 'ar']) {
      expect(readdirSync(join(whole, locale, 'product')).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const file = join(locale, 'product', id, 'index.html');
        const page = readFileSync(join(whole, file));
        expect(brotliDecompressSync(readFileSync(join(whole, `${file}.br`))).equals(page), `${file}.br`).toBe(true);
        expect(gunzipSync(readFileSync(join(whole, `${file}.gz`))).equals(page), `${file}.gz`).toBe(true);
        // The same page in both gets the same copies.
        if (page.equals(readFileSync(join(updated, file)))) {
          expect(readFileSync(join(whole, `${file}.br`)).equals(readFileSync(join(updated, `${file}.br`))), `${file}.br`).toBe(true);
        }
      }
    }
  });

  it('shows the new price and name, lists the new product and no longer the one that left', () => {
    const page = readFileSync(join(updated, 'product', '1', 'index.html'), 'utf8');
    expect(page).toContain('Grande');
    expect(existsSync(join(updated, 'product', '2', 'index.html'))).toBe(false);
    expect(existsSync(join(updated, 'ar', 'product', '2', 'index.html.br'))).toBe(false);
    expect(readFileSync(join(updated, 'ar', 'product', '9001', 'index.html'), 'utf8')).toContain('9001');
    const sitemap = readFileSync(join(updated, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/ar/product/9001</loc>');
    expect(sitemap).not.toContain('/product/2</loc>');
    expect(sitemap).toBe(readFileSync(join(whole, 'sitemap-0.xml'), 'utf8'));
  });

  it('gives each page it drew the compressed copies of that page, readable by the web server', () => {
    const file = join(updated, 'product', '1', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).toBe(0o644);
  });

  it('leaves the live release as it was', () => {
    expect(readFileSync(join(dist, 'product', '1', 'index.html'), 'utf8')).toBe(liveBefore);
    expect(existsSync(join(dist, 'product', '2', 'index.html'))).toBe(true);
  });

  it('searches its own catalogue: the new name is found in the release, not in the live one', async () => {
    // The added product's photo is in the test's photos folder, as the server's PHOTOS_DIR says.
    process.env.PHOTOS_DIR = photos;
    const ask = async (release: string, words: string) => {
      const renderer = startRenderer(release);
      try {
        return JSON.parse((await renderer.search('en', `?q=${encodeURIComponent(words)}`))!) as SearchReply;
      } finally {
        await renderer.close();
      }
    };
    const found = async (release: string, words: string) => (await ask(release, words)).page.items.map((card) => card.id);
    expect(await found(updated, 'grande')).toEqual(['1']);
    expect(await found(dist, 'grande')).toEqual([]);
    expect(await found(updated, 'moonlit shayla')).toEqual(['9001']);
    expect(await found(dist, 'moonlit shayla')).toEqual([]);
  });

  it('draws for a change the pages show alone (the full description): its own page and the few that list it', () => {
    const wordsOnly = join(work, 'full-description-only');
    const kept = join(work, 'updated-again');
    cpSync(catalogue, wordsOnly, { recursive: true });
    const product = JSON.parse(readFileSync(join(wordsOnly, '1.json'), 'utf8'));
    product.fullDescription.en = `${product.fullDescription.en} Hand finished.`;
    writeFileSync(join(wordsOnly, '1.json'), JSON.stringify(product, null, 2));
    const again = update(updated, kept, wordsOnly);
    expect(again.changed).toEqual(['1']);
    // Its own page, and the few whose related products it is among (spread: src/lib/catalogue/related.ts).
    expect(again.pagesToDraw.length).toBeLessThan(20);
    expect(readFileSync(join(kept, 'product', '1', 'index.html'), 'utf8')).toContain('Hand finished.');
  });
});
