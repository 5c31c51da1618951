// The warm navigation (docs/QUALITY.md "Budgets"): a signed-in shopper on a product page points at
// the cart link, which fetches the cart page on that intent, then presses it; the figure is the
// cart page's Largest Contentful Paint, counted from the press (from the prerendered page's
// activation, where the browser prerendered it). Lighthouse measures one page load at a time, so
// this drives Chromium itself under the same phone conditions as Lighthouse's mobile preset,
// applied as DevTools throttling (Lighthouse's own values for that method: mobileSlow4G's 150 ms
// and 1.6 Mbps times its 3.75 and 0.9 adjustments, a 4× slower CPU), on a cold HTTP cache each run.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../lib/chromium.ts';
import { progress, record } from './report.ts';
import { signedInStorage, type Shopper } from './shoppers.ts';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const THROTTLING = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 500;
/** Long enough for the cart page's last paint after the press on the throttled phone. */
const SETTLE_MS = 4000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The LCP of the page now shown, from its navigation's start or its prerender's activation. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
          resolve(Math.max(0, entries.at(-1)!.startTime - (navigation.activationStart ?? 0)));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

async function run(base: string, shopper: Shopper, compare: string[]): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      ...PHONE,
      storageState: signedInStorage(base, shopper, compare),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The shopper's first page, whose scripts load the cart into its local copy.
    await page.goto(`${base}/product/1`, { waitUntil: 'networkidle' });
    const cartLink = page.locator('header a[href="/cart"]');
    const prefetched = context.waitForEvent('requestfinished', { predicate: (request) => new URL(request.url()).pathname.replace(/\/$/, '') === '/cart' });
    await cartLink.hover();
    await prefetched;
    await cartLink.click();
    await page.waitForURL(`${base}/cart`);
    await page.waitForTimeout(SETTLE_MS);
    return await largestPaint(page);
  } finally {
    await browser.close();
  }
}

export async function benchWarmNavigation(options: { base: string; shopper: Shopper; compare: string[]; runs: number }): Promise<void> {
  const { base, shopper, compare, runs } = options;
  const times: number[] = [];
  for (let index = 1; index <= runs; index += 1) {
    progress(`Warm navigation product → cart, run ${index}/${runs}`);
    times.push(await run(base, shopper, compare));
  }
  const lcp = median(times);
  record({
    figure: 'Warm navigation LCP (phone, DevTools throttling)',
    scope: `product → cart, prefetched on intent: /product/1 → /cart${runs > 1 ? ` (median of ${runs})` : ''}`,
    value: `${(lcp / 1000).toFixed(2)} s`,
    budget: `≤ ${(BUDGET_MS / 1000).toFixed(1)} s`,
    ok: lcp <= BUDGET_MS,
  });
}
