// JavaScript a page loads before any interaction, gzip, on Lighthouse's phone and desktop screens
// (islands hydrated when visible load on one and not the other). Per-shopper pages are weighed
// signed in, with the lists filled, as a shopper sees them.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../lib/chromium.ts';
import type { BenchPage } from './pages.ts';
import { progress, record } from './report.ts';
import { signedInStorage, type Shopper } from './shoppers.ts';

const SCREENS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
];

const BUDGET_KB = { content: 20, shopper: 90 } as const;

export async function benchJavaScript(options: { base: string; pages: BenchPage[]; shopper?: Shopper; compare: string[] }): Promise<void> {
  const { base, pages, shopper, compare } = options;
  // A first-visit row is the same page as its returning-shopper row: weighed once.
  const weighed = pages.filter((page): page is BenchPage & { kind: 'content' | 'shopper' } => page.kind !== 'other' && !page.firstVisit);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  const signedIn = shopper && signedInStorage(base, shopper, compare);
  try {
    for (const [index, page] of weighed.entries()) {
      for (const screen of SCREENS) {
        progress(`JavaScript ${index + 1}/${weighed.length} ${page.path} (${screen.name})`);
        const { name, ...device } = screen;
        const context = await browser.newContext({ ...device, storageState: page.kind === 'shopper' ? signedIn : undefined });
        const tab = await context.newPage();
        const scripts: Promise<number>[] = [];
        tab.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length, () => 0));
        });
        await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(2500); // idle-time hydration happens without any interaction
        const kb = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;
        const budget = BUDGET_KB[page.kind];
        record({
          figure: 'JavaScript before interaction, gzip',
          scope: `${page.type}: ${page.path} (${name})`,
          value: `${kb.toFixed(1)} KB`,
          budget: `≤ ${budget} KB`,
          ok: kb <= budget,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
