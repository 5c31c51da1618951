// The publish rows: one product saved as the office saves it, then published with the real site
// builder (the live release updated where the change shows, docs/DESIGN.md "The catalogue in the
// office"), on a PGlite database seeded from the built site's catalogue in a temporary folder. Two
// changes: a price (the search index kept) and a name (the search index built again).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { Publisher, queuePublish } from '../../src/server/catalogue/publish.ts';
import { astroSiteBuilder } from '../../src/server/catalogue/site-build.ts';
import { getProduct, updateProduct } from '../../src/server/catalogue/products.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { OPERATOR } from '../../src/server/office/audit.ts';
import { progress, record } from './report.ts';

const BUDGET_S = 60;

export interface PublishBench {
  /** How the rows name the catalogue: '×1', '×70'. */
  scale: string;
  /** The project the site was built in (its public/ holds the catalogue's sample images), the built site the publish starts from, and the catalogue it was built from. */
  projectDir: string;
  siteDir: string;
  catalogueDir: string;
}

export async function benchPublish({ scale, projectDir, siteDir, catalogueDir }: PublishBench = { scale: '×1', projectDir: '.', siteDir: 'dist', catalogueDir: 'content/products' }): Promise<void> {
  progress(`Publish at ${scale}: one product's price, then its name, saved and published`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const { db, close } = await openDatabase({ dataDir: join(dir, 'data') });
  try {
    await seedCatalogue(db, loadCatalogue(catalogueDir, { checkImages: false }));
    const lines: string[] = [];
    const publisher = new Publisher({
      db,
      snapshotDir: join(dir, 'published'),
      releasesDir: join(dir, 'releases'),
      builder: astroSiteBuilder(resolve(projectDir)),
      log: (line) => lines.push(line),
    });
    publisher.adoptBuild(resolve(siteDir), Date.now(), () => null);
    const changes = [
      { what: 'a price', change: (document: { price: number }) => ({ price: document.price + 1 }), shows: (document: { price: number }) => document.price.toFixed(2) },
      { what: 'a name', change: (document: { name: { en: string } }) => ({ name: { ...document.name, en: `${document.name.en} Grande` } }), shows: (document: { name: { en: string } }) => document.name.en },
    ];
    for (const { what, change, shows } of changes) {
      const product = (await getProduct(db, 1))!;
      const document = { ...product.document, ...change(product.document as never) };
      await updateProduct(db, 1, document, product.version, OPERATOR, queuePublish);
      lines.length = 0;
      const started = performance.now();
      await publisher.kick();
      const seconds = (performance.now() - started) / 1000;
      const failed = lines.find((line) => line.includes('failed'));
      if (failed) throw new Error(failed);
      const shown = readFileSync(join(dir, 'releases', 'live', 'product', '1', 'index.html'), 'utf8').includes(shows(document as never));
      const made = /\((r[^:]+): (.*)\)$/.exec(lines.find((line) => line.includes('published in')) ?? '')?.[2] ?? '';
      record({
        figure: "One product's publish (save to live)",
        scope: `catalogue ${scale}, ${what} changed: ${made}${shown ? '' : ' (the change NOT on the page)'}`,
        value: `${seconds.toFixed(1)} s`,
        budget: `≤ ${BUDGET_S} s`,
        ok: shown && seconds <= BUDGET_S,
      });
    }
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
