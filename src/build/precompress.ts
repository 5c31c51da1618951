// Brotli and gzip copies of the built site's text files (page.html → page.html.br, page.html.gz),
// written once at build time so that the server sends them as they are (serveStatic's
// `precompressed`) instead of compressing a page on each request.
// Compression runs in child processes (precompress-worker.ts), so that it shares the machine's cores
// with the build's own work: each page is handed over as soon as it is written (built-pages.ts),
// and the build's last step (scripts/precompress.ts) compresses what is left, the bundles and any
// file whose copies are older than itself.
// Processes, not worker threads: brotli takes a fresh table of several MB for each file, and in
// the build's process, with its many threads sharing malloc's arenas, that memory went back to the
// system after each file and was faulted in anew for the next (5.7 million page faults, 25 s of
// the kernel's time in a 63 s build). A process of its own keeps it (under 1 million).
import { fork, type ChildProcess } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { RENDERER_DIR } from './on-request/adapter.ts';

/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/**
 * Brotli's quality for most files: 8. Brotli's top qualities (10, 11) search far harder and cost
 * ten to fifty times as long: for the site's some 3,600 pages (100 KB each, most of them product
 * pages in six layouts and four locales) that is two minutes of every build at 10, against 15 s
 * at 8, for copies about 6 % smaller (a product page 17.9 KB at 8, 16.9 KB at 10, 16.5 KB at 11).
 */
const BROTLI_QUALITY = 8;
/** The best quality, where its time is worth it (see `brotliCopy`). */
const BROTLI_BEST = 11;
/**
 * What a new connection's first round trip carries (TCP's first window of 10 segments of 1,460
 * bytes), less the response's headers: a page up to this size arrives in one round trip, and one
 * byte more costs the shopper a whole round trip more.
 */
export const FIRST_ROUND_TRIP = 14_200;
/** How much smaller the best quality makes a page than quality 8 (7–8 % on the site's pages), with a margin. */
const BEST_SAVES_AT_MOST = 0.1;

function compressible(file: string): boolean {
  return COMPRESSIBLE.test(getMimeType(file) ?? '');
}

/**
 * Brotli at `quality` with a window just large enough for the whole file: within a few bytes of
 * the default 4 MB window's copy (31 bytes over 523 of the site's pages), for a fraction of the
 * memory and time (a product page: 3.1 ms against 3.8).
 */
export const brotliAt = (body: Buffer, quality: number): Buffer =>
  brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength + 16)))),
    },
  });

/**
 * The brotli copy of `file`: at the best quality for the bundles in /_astro/ (few, hashed, cached
 * for a year and loaded by every page) and for a page that only the best quality brings within the
 * first round trip; at quality 8 for the rest. Not for the islands' props under /_astro/props/:
 * 636 files, each fetched only when a shopper reaches its island, where the best quality took
 * 3.3 s of every build.
 */
function brotliCopy(file: string, body: Buffer): Buffer {
  if (basename(dirname(file)) === '_astro') return brotliAt(body, BROTLI_BEST);
  const quick = brotliAt(body, BROTLI_QUALITY);
  if (quick.byteLength <= FIRST_ROUND_TRIP || quick.byteLength * (1 - BEST_SAVES_AT_MOST) > FIRST_ROUND_TRIP) return quick;
  const best = brotliAt(body, BROTLI_BEST);
  return best.byteLength < quick.byteLength ? best : quick;
}

/**
 * The copies worth writing of `file`, whose text is `body`: none when it is too small, and never a
 * copy no smaller than the file.
 */
export function compressedCopies(file: string, body: Buffer): { br?: Buffer; gz?: Buffer } {
  if (body.byteLength < SMALLEST || !compressible(file)) return {};
  const br = brotliCopy(file, body);
  const gz = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
  return { br: br.byteLength < body.byteLength ? br : undefined, gz: gz.byteLength < body.byteLength ? gz : undefined };
}

export interface Compressor {
  /**
   * Writes the copies of `file`, whose text is `text` when the caller holds it (else read from
   * disk); answers whether it had any worth writing.
   */
  compress(file: string, text?: string): Promise<boolean>;
  /** Stops the processes: a file given and not yet answered is dropped (await compress first). */
  close(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Processes that write compressed copies: one per core, each taking the next file when free. */
export function startCompressor(processes = availableParallelism()): Compressor {
  const queue: Array<{ file: string; text?: string; done: (written: boolean) => void; failed: (error: Error) => void }> = [];
  const idle: ChildProcess[] = [];
  const busy = new Map<ChildProcess, (typeof queue)[number]>();
  const children = Array.from({ length: Math.max(1, processes) }, () => {
    const child = fork(fileURLToPath(new URL('./precompress-worker.ts', import.meta.url)), { serialization: 'advanced' });
    child.on('message', (reply: { written: boolean } | { error: string }) => {
      const job = busy.get(child)!;
      busy.delete(child);
      if ('error' in reply) job.failed(new Error(reply.error));
      else job.done(reply.written);
      next(child);
    });
    // A process that dies takes its file with it: that file's copy fails, and so does the build.
    // When none is left, every file still waiting fails with it rather than wait for ever.
    child.on('exit', (code, signal) => {
      const why = `the compressing process stopped (${signal ?? `exit ${code}`})`;
      const job = busy.get(child);
      busy.delete(child);
      job?.failed(new Error(`${job.file}: ${why}`));
      if (idle.includes(child)) idle.splice(idle.indexOf(child), 1);
      if (children.every(exited)) failWaiting(why);
    });
    return child;
  });
  function failWaiting(why: string) {
    for (const job of queue.splice(0)) job.failed(new Error(`${job.file}: ${why}`));
  }
  function next(child: ChildProcess) {
    const job = queue.shift();
    if (!job) return void idle.push(child);
    busy.set(child, job);
    child.send({ file: job.file, text: job.text });
  }
  children.forEach(next);
  return {
    compress(file, text) {
      const job = new Promise<boolean>((done, failed) => queue.push({ file, text, done, failed }));
      const child = idle.pop();
      if (child) next(child);
      else if (children.every(exited)) failWaiting('no compressing process is left');
      return job;
    },
    async close() {
      await Promise.all(
        children.filter((child) => !exited(child)).map((child) => new Promise((stopped) => (child.once('exit', stopped), child.disconnect()))),
      );
    },
  };
}

async function* files(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The product layouts' server bundle and catalogue are read by the API, never sent (./on-request/adapter.ts).
    if (top && entry.name === RENDERER_DIR) continue;
    if (entry.isDirectory()) yield* files(path, false);
    else if (entry.isFile()) yield path;
  }
}

const modified = (path: string) => stat(path).then((stats) => stats.mtimeMs, () => undefined);

/** Whether `file` has a compressed copy written since it last changed (a page's, during the build). */
async function upToDate(file: string): Promise<boolean> {
  const [changed, br, gz] = await Promise.all([modified(file), modified(`${file}.br`), modified(`${file}.gz`)]);
  return changed !== undefined && [br, gz].some((copied) => copied !== undefined && copied >= changed);
}

/**
 * Writes the .br and .gz copies of every compressible file under dir that has none as new as
 * itself; returns how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const compressor = startCompressor();
  const jobs: Promise<boolean>[] = [];
  try {
    for await (const file of files(dir)) if (compressible(file) && !(await upToDate(file))) jobs.push(compressor.compress(file));
    return (await Promise.all(jobs)).filter(Boolean).length;
  } finally {
    await compressor.close();
  }
}
