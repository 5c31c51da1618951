// What a shopper's own pages download (issue 28: "Only what the page shows"): each per-shopper page
// loaded signed in, by a shopper holding cart lines, a wishlist entry, compare entries and an order,
// on the site built with the catalogue as it is and ten times larger. Every response but pictures
// and fonts, gzip-compressed as a CDN sends it; the bytes must not grow with the catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../lib/chromium.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { variantsOf } from '../../src/lib/catalogue/variants.ts';
import { progress, record } from './report.ts';
import { startServer } from './server.ts';
import { addToCart, addToWishlist, checkOut, signedInStorage, signUp } from './shoppers.ts';

const PAGES = ['/cart', '/wishlist', '/compare', '/checkout', '/my-orders', '/order-detail/{order}'];
const COMPARE = ['1', '2'];
/** Bytes may differ by what the pages themselves say (a longer product name); not by the catalogue. */
const TOLERANCE = 0.05;

/** Gzip bytes of each per-shopper page, on the site built in `cwd`, with a fresh PGlite folder. */
async function measure(cwd: string, port: number): Promise<Map<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-bytes-'));
  // The server seeds this site's catalogue into the fresh folder as it starts.
  const server = await startServer({ dataDir }, port, {}, cwd);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const shopper = await signUp(server.base, dataDir);
    // The same three variants at ×1 and ×10: the first products are the original ones.
    const [first, second, third] = loadCatalogue(join(cwd, 'content/products'), { checkImages: false })
      .slice(0, 12)
      .flatMap((product) => variantsOf(product))
      .filter((variant) => variant.stock > 0)
      .map((variant) => variant.id);
    await addToCart(server.base, shopper, first!);
    const order = await checkOut(server.base, shopper);
    await addToCart(server.base, shopper, second!);
    await addToWishlist(server.base, shopper, third!);
    const context = await browser.newContext({
      storageState: signedInStorage(server.base, shopper, COMPARE),
    });
    const bytes = new Map<string, number>();
    for (const path of PAGES) {
      // Twice: the first visit gives the lists their copies, the second is the shopper coming back.
      for (const visit of ['first', 'again']) {
        const tab = await context.newPage();
        const sizes: Promise<number>[] = [];
        tab.on('response', (response) => {
          if (['image', 'font', 'media'].includes(response.request().resourceType())) return;
          sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
        });
        await tab.goto(`${server.base}${path.replace('{order}', String(order))}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(2500); // idle-time hydration and its requests
        if (visit === 'again') bytes.set(path, (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0));
        await tab.close();
      }
    }
    return bytes;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows for each per-shopper page: its bytes at ×1 (the site in '.') and ×`growth` (the site in `larger`). */
export async function benchShopperBytes(larger: string, growth: number, port: number): Promise<void> {
  progress('Shopper pages: bytes at ×1');
  const base = await measure('.', port);
  progress(`Shopper pages: bytes at ×${growth}`);
  const grown = await measure(larger, port);
  for (const path of PAGES) {
    const one = base.get(path)!;
    const ten = grown.get(path)!;
    record({
      figure: 'Bytes a shopper’s page downloads, gzip, no pictures',
      scope: `${path.slice(1).replace('/{order}', '')}, holding lines: catalogue ×1 → ×${growth}`,
      value: `${(one / 1024).toFixed(1)} KB → ${(ten / 1024).toFixed(1)} KB`,
      budget: `the same at ×${growth} (±${TOLERANCE * 100} %)`,
      ok: Math.abs(ten - one) <= one * TOLERANCE,
    });
  }
}
