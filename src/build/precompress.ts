// Brotli and gzip copies of the built site's text files (page.html → page.html.br, page.html.gz),
// written once after the build so that the server sends them as they are (serveStatic's
// `precompressed`) instead of compressing a page on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
/** Files compressed at once: zlib works on libuv's thread pool, so a few run in parallel. */
const AT_ONCE = 4;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

function compressible(file: string): boolean {
  return COMPRESSIBLE.test(getMimeType(file) ?? '');
}

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });

/**
 * The brotli copy of `file`: at the best quality for the bundles under /_astro/ (few, hashed,
 * cached for a year and loaded by every page) and for a page that only the best quality brings
 * within the first round trip; at quality 8 for the rest.
 */
async function brotliCopy(file: string, body: Buffer): Promise<Buffer> {
  if (file.split(sep).includes('_astro')) return brotliAt(body, BROTLI_BEST);
  const quick = await brotliAt(body, BROTLI_QUALITY);
  if (quick.byteLength <= FIRST_ROUND_TRIP || quick.byteLength * (1 - BEST_SAVES_AT_MOST) > FIRST_ROUND_TRIP) return quick;
  const best = await brotliAt(body, BROTLI_BEST);
  return best.byteLength < quick.byteLength ? best : quick;
}

async function compress(file: string): Promise<number> {
  const body = await readFile(file);
  if (body.byteLength < SMALLEST) return 0;
  const [br, gz] = await Promise.all([brotliCopy(file, body), gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION })]);
  // A copy no smaller than the file is never worth sending.
  if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br);
  if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz);
  return 1;
}

/** Writes the .br and .gz copies of every compressible file under dir; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const queue: string[] = [];
  for await (const file of files(dir)) if (compressible(file)) queue.push(file);
  let done = 0;
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const compressed = await compress(file); // not `done += await …`: that adds to the count read before the wait
      done += compressed;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return done;
}
