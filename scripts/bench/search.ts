// Search on the bench's throttled phone: the time from the last keystroke (Enter in the search page's
// box) to the first result on screen, and the bytes the search downloads for that query (the
// server's answers, any catalogue file a card would be drawn from), gzip. The shopper is on /search
// already, as after a first search: what that page loaded is in the browser's cache, as it would be;
// what it fetched for searching before the first keystroke is a row of its own, since it could grow
// with the catalogue. Measured on `npm start`'s server over a built site, for the ×1, ×10 and ×70
// catalogues alike, warmed by one search (as the server is after its first shopper since a
// publish). The throttling is Lighthouse's mobile preset applied for real (×4 CPU, 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up), since a typed query is not a page load that Lighthouse can
// simulate.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../lib/chromium.ts';
import { progress, record } from './report.ts';
import { startServer } from './server.ts';

const QUERY = 'abaya';
const BUDGET_MS = 1000;
const PHONE = { width: 412, height: 823 };
const THROTTLE = { cpu: 4, latencyMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 };
/** What a search fetches: the server's answers and suggestions, any catalogue file. */
const SEARCH_FILES = /^\/(api\/search|catalogue\/)/;
/** How long the search page may take to load and settle. */
const PAGE_TIMEOUT_MS = 180_000;

export interface SearchFigures {
  firstResultMs: number;
  /** Bytes the query fetched, from its first keystroke. */
  bytes: number;
  /** Bytes the search page fetched for searching before it. */
  preparedBytes: number;
}

async function measureSearch(base: string): Promise<SearchFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: THROTTLE.downBytesPerSecond,
      uploadThroughput: THROTTLE.upBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });

    // What the page prepares as it loads, then what the query fetches from its first keystroke
    // (the page prepares the search as the shopper types): two figures.
    const prepared: Promise<number>[] = [];
    let bodies = prepared;
    page.on('requestfinished', (request) => {
      if (!SEARCH_FILES.test(new URL(request.url()).pathname)) return;
      bodies.push(
        (async () => {
          // A file the cache held brings no body over the network (Playwright then counts 0 or less).
          if ((await request.sizes()).responseBodySize <= 0) return 0;
          const body = await (await request.response())?.body();
          return body ? gzipSync(body).length : 0;
        })().catch(() => 0),
      );
    });
    // One search first, so the measured one finds the server's search made (src/build/on-request/search.ts).
    if (!(await fetch(`${base}/api/search?locale=en&q=shayla`)).ok) throw new Error('the server does not search');
    await page.goto(`${base}/search`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    const preparedBytes = (await Promise.all(prepared)).reduce((sum, n) => sum + n, 0);
    const query: Promise<number>[] = [];
    bodies = query;
    const input = page.locator('[data-search-input]');
    await input.pressSequentially(QUERY, { delay: 120 });
    const pressed = performance.now();
    await input.press('Enter');
    await page.locator('.shop-grid .product-card').first().waitFor({ state: 'visible', timeout: 30_000 });
    const firstResultMs = performance.now() - pressed;
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    const bytes = (await Promise.all(query)).reduce((sum, n) => sum + n, 0);
    return { firstResultMs, bytes, preparedBytes };
  } finally {
    await browser.close();
  }
}

/** What a query's bytes are held to: at most `atMost` times those of the catalogue `scale`. */
export interface SearchBaseline {
  figures: SearchFigures;
  scale: string;
  atMost: number;
}

/**
 * "No larger than at ×10": a larger catalogue's answer is the same page of cards, but its counts and
 * ids are a digit or two longer (1,400 results where there were 200), as the per-shopper pages'
 * bytes may differ by what the pages say: held to 5 % over.
 */
export const SAME_BYTES = 1.05;

const bytesBudget = (baseline?: SearchBaseline) =>
  !baseline
    ? 'reported'
    : baseline.atMost === SAME_BYTES
      ? `≤ the ${baseline.scale} bytes (+5 %: longer counts)`
      : `≤ ${baseline.atMost} × the ${baseline.scale} bytes (slower than the catalogue)`;

/** Measures the search on the site built in `cwd` (its dist/ and content/) and records its rows; answers the figures for a comparison. */
export async function benchSearch(cwd: string, scale: string, port: number, baseline?: SearchBaseline): Promise<SearchFigures> {
  progress(`Search on the throttled phone, catalogue ${scale}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-search-'));
  // The server seeds this site's catalogue into the fresh folder as it starts.
  const server = await startServer({ dataDir }, port, {}, cwd);
  try {
    const figures = await measureSearch(server.base);
    record({
      figure: `Search, first result after the last keystroke (${scale})`,
      scope: `"${QUERY}" typed on /search, Enter; phone, ×4 CPU, 150 ms RTT, 1.6 Mbit/s`,
      value: `${Math.round(figures.firstResultMs)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      ok: figures.firstResultMs <= BUDGET_MS,
    });
    const preparedGrown = baseline && baseline.figures.preparedBytes > 0 ? figures.preparedBytes / baseline.figures.preparedBytes : null;
    record({
      figure: `Search page, bytes it prepares the search with (${scale})`,
      scope: 'gzip bytes of /api/search and /catalogue/ the search page fetches as it loads, before the first keystroke',
      value: `${(figures.preparedBytes / 1024).toFixed(1)} KB${baseline && preparedGrown !== null ? ` (${preparedGrown.toFixed(2)} × the ${baseline.scale} bytes)` : ''}`,
      budget: bytesBudget(baseline),
      ok: !baseline || figures.preparedBytes <= baseline.figures.preparedBytes * baseline.atMost,
    });
    const grown = baseline ? figures.bytes / baseline.figures.bytes : 1;
    record({
      figure: `Search, bytes downloaded per query (${scale})`,
      scope: 'gzip bytes of /api/search and /catalogue/ fetched for the query, from its first keystroke on /search',
      value: `${figures.bytes.toLocaleString('en')} B${baseline ? ` (${grown.toFixed(3)} × the ${baseline.scale} bytes)` : ''}`,
      budget: bytesBudget(baseline),
      ok: !baseline || grown <= baseline.atMost,
    });
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
