// Lighthouse (the npm package, mobile preset) in Debian's Chromium, one page at a time. Chromium is
// launched here with a remote-debugging port that Lighthouse drives. Per-shopper pages need a
// signed-in shopper: the token is put in the origin's localStorage first, and those runs keep
// storage (disableStorageReset) while the HTTP cache is still emptied before each run, as
// Lighthouse does for the others, so every page is measured on a cold cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../lib/chromium.ts';
import { lcpBudgetMs, type BenchPage } from './pages.ts';
import { progress, record } from './report.ts';
import type { Shopper } from './shoppers.ts';
import { DRAWN_COPY_PREFIX } from '../../src/lib/storage-keys.ts';

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `reports`: a folder to keep the run's whole Lighthouse report in, as `name` (and its artifacts in the folder `name`). */
async function measure(url: string, port: number, keepStorage: boolean, reports?: { dir: string; name: string }): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Pictures of the page change no figure and cost seconds a run.
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    disableStorageReset: keepStorage,
    // With reports, the run's trace and DevTools log too (Lighthouse's artifacts, in a folder named
    // like the report), from which scripts/bench/critical-path.ts replays the simulation.
    ...(reports ? { gatherMode: join(reports.dir, reports.name), auditMode: join(reports.dir, reports.name) } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no result');
  if (reports) writeFileSync(join(reports.dir, `${reports.name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

async function noindex(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  return /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html);
}

/** The shopper's session and lists in the origin's storage, as a sign-in leaves them. */
async function signIn(context: BrowserContext, base: string, shopper: Shopper, compare: string[], pages: BenchPage[]): Promise<void> {
  const tab = await context.newPage();
  await tab.goto(`${base}/about`);
  await tab.evaluate(
    ({ token, user, compare }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('compare', JSON.stringify(compare.map((id) => ({ id }))));
    },
    { token: shopper.token, user: shopper.user, compare },
  );
  // One visit lets the page scripts load the server's cart and wishlist into their local copies.
  await tab.goto(`${base}/cart`, { waitUntil: 'networkidle' });
  // A returning shopper: each page as they last saw it is kept for its first paint
  // (src/lib/drawn-copies.ts), as every run after a page's first would find it anyway.
  for (const page of pages) await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
  await tab.close();
}

/** A first visit on this device: the session stays, nothing this browser drew before does. */
async function forgetDrawnCopies(context: BrowserContext, base: string): Promise<void> {
  const tab = await context.newPage();
  await tab.goto(`${base}/about`);
  await tab.evaluate((prefix) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  }, DRAWN_COPY_PREFIX);
  await tab.close();
}

function recordPage(page: BenchPage, runs: Figures[], indexed: boolean, error?: string): void {
  const scope = `${page.type}: ${page.path}`;
  const scoreBudget = `100 / 100 / 100 / ${indexed ? '100' : '– (noindex)'}`;
  const lcpBudget = lcpBudgetMs(page);
  const timingBudget = `≤ ${(lcpBudget / 1000).toFixed(1)} s / ≤ 50 ms / ≤ 0.02`;
  if (error || runs.length === 0) {
    record({ figure: 'Lighthouse perf / a11y / best pr. / SEO', scope, value: `no result: ${error}`, budget: scoreBudget, ok: false });
    record({ figure: 'Lighthouse LCP / TBT / CLS', scope, value: 'no result', budget: timingBudget, ok: false });
    return;
  }
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const scores = [m('performance'), m('accessibility'), m('bestPractices'), m('seo')];
  record({
    figure: 'Lighthouse perf / a11y / best pr. / SEO',
    scope,
    value: scores.map((score) => String(Math.round(score))).join(' / '),
    budget: scoreBudget,
    ok: scores.slice(0, 3).every((score) => score >= 100) && (!indexed || scores[3]! >= 100),
  });
  const [lcp, tbt, cls] = [m('lcp'), m('tbt'), m('cls')];
  record({
    figure: 'Lighthouse LCP / TBT / CLS',
    scope,
    value: `${(lcp / 1000).toFixed(2)} s / ${Math.round(tbt).toLocaleString('en')} ms / ${cls.toFixed(3)}`,
    budget: timingBudget,
    ok: lcp <= lcpBudget && tbt <= 50 && cls <= 0.02,
  });
}

export async function benchLighthouse(options: {
  base: string;
  pages: BenchPage[];
  runs: number;
  debugPort: number;
  shopper?: Shopper;
  compare: string[];
  /** A folder to keep every run's Lighthouse report in (JSON), to see what a figure is made of. */
  reports?: string;
}): Promise<void> {
  const { base, pages, runs, debugPort, shopper, compare, reports } = options;
  if (reports) mkdirSync(reports, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'shop-bench-chromium-'));
  // A persistent context is Chromium's default one, the one Lighthouse opens its tabs in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  const results = new Map<BenchPage, { runs: Figures[]; indexed: boolean; error?: string }>();
  try {
    // Lighthouse empties the origin's storage before a normal run, so the signed-in pages go last.
    const ordered = [...pages.filter((page) => page.kind !== 'shopper'), ...pages.filter((page) => page.kind === 'shopper')];
    let signedIn = false;
    for (const [index, page] of ordered.entries()) {
      const keepStorage = page.kind === 'shopper';
      if (keepStorage && !signedIn) {
        if (!shopper) throw new Error('Per-shopper pages need a signed-in shopper.');
        await signIn(context, base, shopper, compare, ordered.filter((page) => page.kind === 'shopper'));
        signedIn = true;
      }
      const url = `${base}${page.path}`;
      const entry = { runs: [] as Figures[], indexed: !(await noindex(url)), error: undefined as string | undefined };
      results.set(page, entry);
      for (let run = 1; run <= runs; run += 1) {
        progress(`Lighthouse ${index + 1}/${ordered.length} ${page.path}, run ${run}/${runs}`);
        try {
          if (keepStorage) {
            const session = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
            await session.send('Network.clearBrowserCache');
            await session.detach();
          }
          if (page.firstVisit) await forgetDrawnCopies(context, base);
          const name = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.${run}`;
          entry.runs.push(await measure(url, debugPort, keepStorage, reports ? { dir: reports, name } : undefined));
        } catch (error) {
          entry.error = (error as Error).message.split('\n')[0];
        }
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  for (const page of pages) {
    const entry = results.get(page);
    recordPage(page, entry?.runs ?? [], entry?.indexed ?? true, entry?.error ?? (entry ? undefined : 'not run'));
  }
}
