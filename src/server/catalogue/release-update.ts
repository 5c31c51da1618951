// A publish that draws only what a change touches (docs/DESIGN.md, "The catalogue in the office"):
// the new release starts as the live one, every file a hard link to the live one's (a file of the
// release is then only ever replaced, never written in place: a visitor may be reading it), with
// the new catalogue in its renderer's folder. The live release's own server bundle, with that
// catalogue, draws again, as the build would: each changed or added product's canonical page in
// every locale, the pages of the products that show it among their related products, the listing
// and category pages whose cards, counts or options differ (./listing-changes.ts), every home,
// layouts page, and the catalogue's files (its index, the changed products' display
// files). The pages of products that left are removed and the sitemap follows the products that
// came or went. The alternative layouts, rendered on request, and the search, answered by the
// server from the release's catalogue copy, follow the new release by themselves.
// It runs in a process of its own (scripts/update-release.ts, with a umask that leaves what it
// writes readable to nginx), started by the publish (./site-build.ts).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERER_CATALOGUE, RENDERER_DIR } from '../../build/on-request/adapter.ts';
import { builtFile } from '../../build/as-built/pages.ts';
import { LOCALES, localizePath } from '../../lib/locale.ts';
import { precompress } from '../../build/precompress.ts';
import { removeWithCopies, replaceWithCopies } from '../../build/release-files.ts';
import { byProduct, drawInThreads, startRenderer, type PageToDraw } from '../on-request/renderer.ts';
import { catalogueChanges, readCatalogueFiles, type CatalogueChanges } from './catalogue-changes.ts';
import { changedListings, listingKey } from './listing-changes.ts';
import { SitemapNeedsBuild, updatedSitemap } from './sitemap-update.ts';

/** Why this release cannot be updated and must be built whole. */
export class WholeBuildNeeded extends Error {}

export interface UpdateReport extends CatalogueChanges {
  /** Pages and files drawn again. */
  drawn: number;
  seconds: { copy: number; draw: number; total: number };
}

export interface UpdateOptions {
  /** The live release (or the link to it). */
  liveDir: string;
  /** The new release's folder: must not exist yet. */
  outDir: string;
  /** The published snapshot: the catalogue the new release shows. */
  catalogueDir: string;
  /** How many threads draw at once. */
  renderers?: number;
}

const run = (command: string, args: string[]) =>
  new Promise<void>((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });

/** The product a canonical product page's path names. */
const productIdOf = (path: string) => /\/product\/([^/]+)\/$/.exec(path)?.[1];

/** The sitemap's files other than its index: the build writes one until it holds 45,000 entries. */
function updateSitemap(outDir: string, added: string[], removed: string[]): void {
  if (added.length === 0 && removed.length === 0) return;
  const files = readdirSync(outDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  if (files.length !== 1) throw new WholeBuildNeeded(`the sitemap is ${files.length} files; only a build lays them out again`);
  const file = join(outDir, files[0]!);
  try {
    replaceWithCopies(file, Buffer.from(updatedSitemap(readFileSync(file, 'utf8'), added, removed)));
  } catch (error) {
    if (error instanceof SitemapNeedsBuild) throw new WholeBuildNeeded(error.message);
    throw error;
  }
}

export async function updateRelease({ liveDir, outDir, catalogueDir, renderers = 2 }: UpdateOptions): Promise<UpdateReport> {
  const started = Date.now();
  const live = realpathSync(liveDir);
  if (!existsSync(join(live, RENDERER_DIR, 'entry.mjs'))) throw new WholeBuildNeeded('the live release has no renderer (built before pages were drawn on request)');
  if (existsSync(outDir)) throw new Error(`${outDir} exists already`);
  try {
    await run('cp', ['-al', `${live}/.`, outDir]);
  } catch (error) {
    // Hard links stay within one filesystem: RELEASES_DIR elsewhere than the live release (docs/HOSTING.md).
    rmSync(outDir, { recursive: true, force: true });
    throw new WholeBuildNeeded(`the live release's files cannot be linked into ${outDir}: ${(error as Error).message}`);
  }
  const copied = Date.now();

  const catalogueCopy = join(outDir, RENDERER_DIR, RENDERER_CATALOGUE);
  rmSync(catalogueCopy, { recursive: true, force: true });
  cpSync(catalogueDir, catalogueCopy, { recursive: true });
  // The threads load the bundle and the new catalogue (asked for the paths) while this one works out
  // what changed.
  const threads = Array.from({ length: renderers }, () => startRenderer(outDir));
  let drawn = 0;
  let drew = 0;
  let changes: CatalogueChanges;
  try {
    const allPaths = Promise.all(threads.map((thread) => thread.paths()));
    allPaths.catch(() => undefined);
    const before = readCatalogueFiles(join(live, RENDERER_DIR, RENDERER_CATALOGUE));
    const after = readCatalogueFiles(catalogueDir);
    changes = catalogueChanges(before, after);
    const listings = changedListings(before.products, after.products);
    const paths = (await allPaths)[0];
    if (!paths) throw new WholeBuildNeeded('the live release was built before a publish could draw its pages again');
    const drawProducts = new Set(changes.pagesToDraw);
    const changedFiles = new Set([...changes.changed, ...changes.added].map((id) => `/catalogue/p/${id}.json`));
    const toDraw: PageToDraw[][] = [
      ...byProduct(paths.product.filter((path) => drawProducts.has(productIdOf(path) ?? ''))),
      ...paths.shop.filter((path) => listings.has(listingKey(path))).map((path) => [{ path, kind: 'shop' as const }]),
      ...(['home', 'layouts'] as const).flatMap((kind) => paths[kind].map((path) => [{ path, kind }])),
      ...paths.files.filter((path) => !path.startsWith('/catalogue/p/') || changedFiles.has(path)).map((path) => [{ path, kind: 'files' as const }]),
    ];
    await drawInThreads(threads, toDraw);
    drawn = toDraw.flat().length;
    drew = Date.now();
  } finally {
    await Promise.all(threads.map((thread) => thread.close()));
  }
  // The pages and display files of products that left: every product page the live release has for them.
  for (const id of changes.removed) {
    removeWithCopies(join(outDir, 'catalogue', 'p', `${id}.json`));
    for (const locale of LOCALES) removeWithCopies(join(outDir, builtFile(`${localizePath(locale, `/product/${id}`)}/`)));
  }
  updateSitemap(outDir, changes.added, changes.removed);
  // Long props of islands the drawn pages wrote (src/build/island-props.ts) get their copies.
  if (existsSync(join(outDir, '_astro', 'props'))) await precompress(join(outDir, '_astro', 'props'));
  const done = Date.now();
  const seconds = (from: number, to: number) => Math.round((to - from) / 100) / 10;
  return { ...changes, drawn, seconds: { copy: seconds(started, copied), draw: seconds(copied, drew), total: seconds(started, done) } };
}
