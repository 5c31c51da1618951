// The ×70 rows (`npm run bench -- --x70`, issue 47: a shop of 10,000 products): the catalogue grown
// to 10,080 products (scripts/bench/larger-site.ts), a cold `npm run build` of the whole site from
// it timed with its peak memory, then search, the per-shopper pages and one product's publish on that build. The search's
// bytes are held to the ×10 catalogue's, so the ×10 build is made first (its time and memory are
// printed beside, for the growth); the ×1 figures come from the `dist` there is (built when missing).
import { existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { timedBuild, withLargerBuild, type TimedBuild } from './build.ts';
import { progress, record } from './report.ts';
import { SAME_BYTES, benchSearch, type SearchFigures } from './search.ts';
import { benchShopperBytes } from './shopper-bytes.ts';
import { benchPublish } from './publish.ts';

const GROWTH = 70;
const SMALLER = 10;
const BUDGET_SECONDS = 15 * 60;
const BUDGET_BYTES = 4 * 2 ** 30;

const gigabytes = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The build's steps on stderr: when each ran and its largest sum, to see which one costs. */
function describe(build: TimedBuild, growth: number): void {
  for (const [name, step] of build.memory.steps) {
    progress(`  ×${growth} build, ${name}: ${step.fromSeconds.toFixed(0)}–${step.toSeconds.toFixed(0)} s, at most ${gigabytes(step.peakBytes)}`);
  }
}

/** The processes that made the peak, largest first, those under 50 MB left out. */
const madeOf = (build: TimedBuild) =>
  build.memory.atPeak
    .filter((process) => process.bytes >= 50 * 2 ** 20)
    .map((process) => `${process.command} ${gigabytes(process.bytes)}`)
    .join(', ');

function buildRows(dir: string, build: TimedBuild, growth: number, budgeted: boolean): void {
  const products = readdirSync(join(dir, 'content/products')).length;
  record({
    figure: `Cold build of the whole site, catalogue ×${growth}`,
    scope: `${products.toLocaleString('en')} products, ${build.pages.toLocaleString('en')} HTML pages; npm run build (Astro, the product pages drawn in two threads, the office, compression); processor time ${minutes(build.cpuSeconds)}, load average ${loadavg()[0]!.toFixed(1)} at its end`,
    value: minutes(build.seconds),
    budget: budgeted ? `≤ ${BUDGET_SECONDS / 60} min` : 'reported',
    ok: !budgeted || build.seconds <= BUDGET_SECONDS,
  });
  record({
    figure: `Cold build's peak memory, catalogue ×${growth}`,
    scope: `largest sum of the build's processes' resident memory at one time (/proc, every 0.5 s), at ${minutes(build.memory.peakAtSeconds)}: ${madeOf(build)}`,
    value: gigabytes(build.memory.peakBytes),
    budget: budgeted ? `≤ ${gigabytes(BUDGET_BYTES)}` : 'reported',
    ok: !budgeted || build.memory.peakBytes <= BUDGET_BYTES,
  });
}

/** Runs one part, recording its failure as a row, so that the parts after it still run (bench.ts). */
type Step = (name: string, work: () => Promise<void>) => Promise<void>;

export async function benchX70(options: { bytesPort: number; step: Step }): Promise<void> {
  if (!existsSync('dist/_renderer')) {
    progress('Build: npm run build (no dist/ here yet)');
    await timedBuild('.');
  }
  const one = await benchSearch('.', '×1', options.bytesPort);
  let smaller: SearchFigures | undefined;
  await withLargerBuild(SMALLER, async (dir, build) => {
    describe(build, SMALLER);
    buildRows(dir, build, SMALLER, false);
    smaller = await benchSearch(dir, `×${SMALLER}`, options.bytesPort, { figures: one, scale: '×1', atMost: SMALLER });
  });
  await withLargerBuild(GROWTH, async (dir, build) => {
    describe(build, GROWTH);
    buildRows(dir, build, GROWTH, true);
    await options.step(`Search ×${GROWTH}`, () => benchSearch(dir, `×${GROWTH}`, options.bytesPort, { figures: smaller!, scale: `×${SMALLER}`, atMost: SAME_BYTES }).then(() => undefined));
    await options.step(`Shopper pages ×${GROWTH}`, () => benchShopperBytes(dir, GROWTH, options.bytesPort));
    await options.step(`Publish ×${GROWTH}`, () => benchPublish({ scale: `×${GROWTH}`, projectDir: dir, siteDir: join(dir, 'dist'), catalogueDir: join(dir, 'content', 'products') }));
  });
}
