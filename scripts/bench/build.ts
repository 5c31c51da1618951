// Build time: the whole site as `npm run build` makes it, then the same build with a catalogue ten
// times larger (1,440 products, scripts/bench/larger-site.ts) in a temporary folder that is deleted
// afterwards; nothing generated is ever committed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, readdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { largerSite } from './larger-site.ts';
import { progress, record } from './report.ts';
import { benchSearch } from './search.ts';
import { benchShopperBytes } from './shopper-bytes.ts';
import { watchTreeMemory, type TreeMemory } from './tree-memory.ts';

const GROWTH = 10;

export interface TimedBuild {
  seconds: number;
  /** Processor time of the whole build, user and system, every core: what a quiet machine still has to spend. */
  cpuSeconds: number;
  /** HTML pages written. */
  pages: number;
  /** The build's whole process tree (npm, Astro, the product pages' drawing, the office's Vite, Pagefind, compression). */
  memory: TreeMemory;
}

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length;
}

/** Clock ticks a second of /proc's times (Linux's USER_HZ). */
const TICKS = 100;

/**
 * The processor time of this process's children that have ended (/proc/self/stat's cutime and
 * cstime, fields 16 and 17): read before and after a build, it is that build's whole tree.
 */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** `npm run build` in `cwd`, its memory watched; answers its seconds, the HTML pages it wrote and its memory. */
export async function timedBuild(cwd: string): Promise<TimedBuild> {
  // To a file: a ×10 build logs megabytes, more than a pipe's buffer holds.
  const log = join(mkdtempSync(join(tmpdir(), 'shop-bench-log-')), 'build.log');
  const out = openSync(log, 'w');
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', out, out], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const watch = watchTreeMemory(child.pid!);
  const status = await new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
  const memory = watch.stop();
  closeSync(out);
  const tail = readFileSync(log, 'utf8').slice(-3000);
  rmSync(dirname(log), { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) {
    const steps = [...memory.steps].map(([name, step]) => `${name} ${step.fromSeconds.toFixed(0)}–${step.toSeconds.toFixed(0)} s, at most ${(step.peakBytes / 2 ** 30).toFixed(2)} GB`);
    throw new Error(`The build in ${cwd} failed (exit ${status}) after ${seconds.toFixed(0)} s; its steps: ${steps.join('; ')}:\n${tail}`);
  }
  return { seconds, cpuSeconds: childrenCpuSeconds() - cpuBefore, pages: countPages(join(cwd, 'dist')), memory };
}


/** Runs `work` on a built copy of the site with the catalogue ×`growth`, deleted afterwards. */
export async function withLargerBuild(growth: number, work: (dir: string, build: TimedBuild) => Promise<void> | void): Promise<void> {
  progress(`Build: catalogue ×${growth} in a temporary folder`);
  const dir = largerSite(growth);
  try {
    await work(dir, await timedBuild(dir));
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
  const full = await timedBuild('.');
  record({ figure: 'Full build, every locale', scope: `${full.pages.toLocaleString('en')} HTML pages`, value: `${full.seconds.toFixed(1)} s`, budget: '≤ 60 s', ok: full.seconds <= 60 });
  const search = options.search ? await benchSearch('.', '×1', options.bytesPort) : undefined;
  if (!options.growth) return;
  await withLargerBuild(GROWTH, async (dir, larger) => {
    const ratio = larger.seconds / full.seconds;
    record({
      figure: `Build growth, catalogue ×${GROWTH}`,
      scope: `${readdirSync(join(dir, 'content/products')).length.toLocaleString('en')} products, ${larger.pages.toLocaleString('en')} HTML pages`,
      value: `${larger.seconds.toFixed(1)} s (${ratio.toFixed(1)} × the full build)`,
      budget: `≤ ${GROWTH} × the full build`,
      ok: ratio <= GROWTH,
    });
    if (search) await benchSearch(dir, `×${GROWTH}`, options.bytesPort, { figures: search, scale: '×1', atMost: GROWTH });
    await benchShopperBytes(dir, GROWTH, options.bytesPort);
  });
}

/** The search rows alone (`--search`), at ×1 on the `dist` there is (built when missing) and at ×10. */
export async function benchSearchOnly(port: number): Promise<void> {
  if (!existsSync('dist/_renderer')) await timedBuild('.');
  const search = await benchSearch('.', '×1', port);
  await withLargerBuild(GROWTH, (dir) => benchSearch(dir, `×${GROWTH}`, port, { figures: search, scale: '×1', atMost: GROWTH }).then(() => undefined));
}
