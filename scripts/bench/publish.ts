// The publish rows: one product's price changed as the office saves it, then published with the
// real site builder (the whole site built into a new release, docs/DESIGN.md "The catalogue in the
// office"), on a PGlite database seeded from content/products in a temporary folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { Publisher, queuePublish } from '../../src/server/catalogue/publish.ts';
import { astroSiteBuilder } from '../../src/server/catalogue/site-build.ts';
import { getProduct, updateProduct } from '../../src/server/catalogue/products.ts';
import { OPERATOR } from '../../src/server/office/audit.ts';
import { progress, record } from './report.ts';

const BUDGET_S = 60;

export async function benchPublish(): Promise<void> {
  progress('Publish: one product saved and published (a whole build into a release)');
  const dir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const { db, close } = await openDatabase({ dataDir: join(dir, 'data') });
  try {
    await seedCatalogue(db);
    let failure: string | null = null;
    const publisher = new Publisher({
      db,
      snapshotDir: join(dir, 'published'),
      releasesDir: join(dir, 'releases'),
      builder: astroSiteBuilder(resolve('.')),
      log: (line) => {
        if (line.includes('failed')) failure = line;
      },
    });
    publisher.adoptBuild(resolve('dist'), Date.now(), () => null);
    const product = (await getProduct(db, 1))!;
    const price = product.document.price + 1;
    await updateProduct(db, 1, { ...product.document, price }, product.version, OPERATOR, queuePublish);
    const started = performance.now();
    await publisher.kick();
    const seconds = (performance.now() - started) / 1000;
    if (failure) throw new Error(failure);
    const shown = readFileSync(join(dir, 'releases', 'live', 'product', '1', 'index.html'), 'utf8').includes(price.toFixed(2));
    record({
      figure: "One product's publish (save to live)",
      scope: `catalogue ×1, the whole site rebuilt${shown ? '' : ' (the new price NOT on the page)'}`,
      value: `${seconds.toFixed(1)} s`,
      budget: `≤ ${BUDGET_S} s`,
      ok: shown && seconds <= BUDGET_S,
    });
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
