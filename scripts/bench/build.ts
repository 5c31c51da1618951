// Build time: the whole site as `npm run build` makes it, then the same build with a catalogue ten
// times larger (1,440 products generated from the 144 of content/products, new ids, the same
// pictures) in a temporary folder that is deleted afterwards; nothing generated is ever committed.
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, openSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SAMPLE_IMAGES_PER_PRODUCT } from '../../src/lib/catalogue/constants.ts';
import { productImagePath } from '../../src/lib/catalogue/images.ts';
import { parseProduct } from '../../src/lib/catalogue/load.ts';
import { progress, record } from './report.ts';
import { benchSearch } from './search.ts';
import { benchShopperBytes } from './shopper-bytes.ts';

const GROWTH = 10;

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length;
}

/** `npm run build` in `cwd`; answers its seconds and the HTML pages it wrote. */
function timedBuild(cwd: string): { seconds: number; pages: number } {
  // To a file: a ×10 build logs megabytes, more than a pipe's buffer for spawnSync holds.
  const log = join(mkdtempSync(join(tmpdir(), 'shop-bench-log-')), 'build.log');
  const out = openSync(log, 'w');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', out, out], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  closeSync(out);
  const tail = readFileSync(log, 'utf8').slice(-3000);
  rmSync(dirname(log), { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The build in ${cwd} failed (exit ${result.status ?? result.signal}):\n${tail}`);
  return { seconds: (performance.now() - started) / 1000, pages: countPages(join(cwd, 'dist')) };
}

/** Product `copy` of the original: a new id, a SKU and name of its own, the original's pictures. */
function generated(text: string, id: number, copy: number): string {
  const product = JSON.parse(text) as Record<string, any>;
  const images = new Map((product.image as string[]).map((path, i) => [path, productImagePath(String(id), i + 1)]));
  product.id = String(id);
  product.sku = `${product.sku}-X${copy}`;
  product.name = Object.fromEntries(Object.entries(product.name).map(([locale, name]) => [locale, `${name} ${copy + 1}`]));
  product.image = Array.from({ length: SAMPLE_IMAGES_PER_PRODUCT }, (_, i) => productImagePath(String(id), i + 1));
  for (const variation of product.variation ?? []) variation.image = images.get(variation.image);
  return `${JSON.stringify(product, null, 2)}\n`;
}

/** A copy of what the build reads, with GROWTH times the catalogue; answers its folder. */
function largerSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
  for (const entry of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'content']) cpSync(entry, join(dir, entry), { recursive: true });
  symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
  // The migrations, for the server the shopper-bytes rows start on this site; the scripts, for the
  // build's own last step (precompressing the built files).
  symlinkSync(resolve('drizzle'), join(dir, 'drizzle'));
  symlinkSync(resolve('scripts'), join(dir, 'scripts'));
  // The pictures stay where they are: each product folder is a link to the original product's.
  mkdirSync(join(dir, 'public/images/products'), { recursive: true });
  for (const entry of readdirSync('public')) if (entry !== 'images') symlinkSync(resolve('public', entry), join(dir, 'public', entry));
  for (const entry of readdirSync('public/images')) if (entry !== 'products') symlinkSync(resolve('public/images', entry), join(dir, 'public/images', entry));
  const originals = readdirSync('content/products')
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ id: Number(name.slice(0, -5)), text: readFileSync(join('content/products', name), 'utf8') }))
    .sort((a, b) => a.id - b.id);
  const top = originals.at(-1)!.id;
  for (let copy = 0; copy < GROWTH; copy += 1) {
    for (const [index, original] of originals.entries()) {
      const id = copy === 0 ? original.id : copy * top + index + 1;
      const text = copy === 0 ? original.text : generated(original.text, id, copy);
      parseProduct(`generated ${id}.json`, text); // the schema the build applies, checked here first
      writeFileSync(join(dir, 'content/products', `${id}.json`), text);
      symlinkSync(resolve('public/images/products', String(original.id)), join(dir, 'public/images/products', String(id)));
    }
  }
  return dir;
}

/** Gzipped bytes of the search vocabulary the search page and the header's suggestions fetch first. */
const vocabularyBytes = (cwd: string): number => gzipSync(readFileSync(join(cwd, 'dist/search-words/en.json'))).length;

/** Runs `work` on a built ×GROWTH copy of the site, deleted afterwards. */
async function withLargerBuild(work: (dir: string, build: { seconds: number; pages: number }) => Promise<void> | void): Promise<void> {
  progress(`Build: catalogue ×${GROWTH} in a temporary folder`);
  const dir = largerSite();
  try {
    await work(dir, timedBuild(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The build rows; with `search`, the search rows on the ×1 build, and with `growth` the ×10 build's
 * rows (its search's and the shopper pages' bytes too).
 */
export async function benchBuild(options: { growth: boolean; search: boolean; bytesPort: number }): Promise<void> {
  progress('Build: npm run build');
  const full = timedBuild('.');
  record({ figure: 'Full build, every locale', scope: `${full.pages.toLocaleString('en')} HTML pages`, value: `${full.seconds.toFixed(1)} s`, budget: '≤ 60 s', ok: full.seconds <= 60 });
  const vocabulary = vocabularyBytes('.');
  record({ figure: 'Search vocabulary (en), gzip', scope: 'fetched by a search and the header suggestions', value: `${(vocabulary / 1024).toFixed(1)} KB`, budget: '≤ 10 KB', ok: vocabulary <= 10 * 1024 });
  const search = options.search ? await benchSearch('dist', '×1') : undefined;
  if (!options.growth) return;
  await withLargerBuild(async (dir, larger) => {
    const ratio = larger.seconds / full.seconds;
    record({
      figure: `Build growth, catalogue ×${GROWTH}`,
      scope: `${readdirSync(join(dir, 'content/products')).length.toLocaleString('en')} products, ${larger.pages.toLocaleString('en')} HTML pages`,
      value: `${larger.seconds.toFixed(1)} s (${ratio.toFixed(1)} × the full build)`,
      budget: `≤ ${GROWTH} × the full build`,
      ok: ratio <= GROWTH,
    });
    const largerVocabulary = vocabularyBytes(dir);
    const grown = largerVocabulary / vocabulary;
    record({
      figure: `Search vocabulary growth, catalogue ×${GROWTH}`,
      scope: 'gzip bytes of search-words/en.json',
      value: `${(largerVocabulary / 1024).toFixed(1)} KB (${grown.toFixed(1)} × the ×1 size)`,
      budget: `< ${GROWTH} × (slower than the catalogue)`,
      ok: grown < GROWTH,
    });
    if (search) await benchSearch(join(dir, 'dist'), `×${GROWTH}`, search);
    await benchShopperBytes(dir, GROWTH, options.bytesPort);
  });
}

/** The search rows alone (`--search`), at ×1 on the `dist` there is (built when missing) and at ×10. */
export async function benchSearchOnly(): Promise<void> {
  if (!existsSync('dist/pagefind')) timedBuild('.');
  const search = await benchSearch('dist', '×1');
  await withLargerBuild((dir) => benchSearch(join(dir, 'dist'), `×${GROWTH}`, search).then(() => undefined));
}
