import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP, brotliAt, precompress } from '../../src/build/precompress.ts';

// The build's brotli copies: quick (quality 8) for most files, the best quality (11) for the
// bundles and for a page that only the best quality brings within a connection's first round trip.

/** Page-like text of `words` words drawn from a fixed vocabulary by a seeded generator. */
function page(words: number, seed = 7): Buffer {
  const vocabulary = ['<li class="card">', '</li>', 'shayla', 'chiffon', 'AED', '45.00', '<a href="/product/', '">', '</a>', 'black', 'white', 'silk', 'jersey', 'hijab', 'abaya'];
  let state = seed;
  // mulberry32: a small generator whose sequence does not repeat within a page.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const parts: string[] = [];
  for (let i = 0; i < words; i += 1) parts.push(next() % 3 === 0 ? String(next() % 10_000) : vocabulary[next() % vocabulary.length]!);
  return Buffer.from(`<!DOCTYPE html><html><body>${parts.join(' ')}</body></html>`);
}

/** A page whose quality-8 copy is just over the first round trip and whose best copy is smaller. */
function pageJustOver(): Buffer {
  for (let words = 2_000; words < 20_000; words += 20) {
    const body = page(words);
    const quick = brotliAt(body, 8).byteLength;
    if (quick > FIRST_ROUND_TRIP && quick < FIRST_ROUND_TRIP * 1.03 && brotliAt(body, 11).byteLength < quick) return body;
  }
  throw new Error('no page size lands just over the first round trip');
}

let dist: string;
const bodies: Record<string, Buffer> = {};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'precompress-'));
  bodies['small/index.html'] = page(1_500);
  bodies['near/index.html'] = pageJustOver();
  bodies['large/index.html'] = page(40_000);
  bodies['_astro/react.Ab12.js'] = Buffer.from(Array.from({ length: 400 }, (_, i) => `export function f${i}(a){return a*${i}+${i % 7}}`).join(';'));
  bodies['_astro/props/0123456789abcdef.json'] = Buffer.from(JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Shayla ${i}`, price: (i * 7) % 90 })) }));
  // The product layouts' server bundle and catalogue: read by the API, never sent, so never compressed.
  const renderer = { '_renderer/entry.mjs': bodies['_astro/react.Ab12.js']!, '_renderer/catalogue/1.json': bodies['_astro/props/0123456789abcdef.json']! };
  for (const [file, body] of [...Object.entries(bodies), ...Object.entries(renderer)]) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), body);
  }
  expect(await precompress(dist)).toBe(5);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const written = (file: string) => readFile(join(dist, `${file}.br`));

describe('precompress', () => {
  it('leaves the server bundle of the product layouts rendered on request alone', () => {
    for (const file of ['_renderer/entry.mjs', '_renderer/catalogue/1.json']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('writes a page that fits the first round trip, and a page far over it, at quality 8', async () => {
    expect(brotliAt(bodies['small/index.html']!, 8).byteLength).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    expect(await written('small/index.html')).toEqual(brotliAt(bodies['small/index.html']!, 8));
    expect(brotliAt(bodies['large/index.html']!, 8).byteLength).toBeGreaterThan(FIRST_ROUND_TRIP * 1.2);
    expect(await written('large/index.html')).toEqual(brotliAt(bodies['large/index.html']!, 8));
  });

  it('writes a page just over the first round trip at quality 8 at the best quality instead', async () => {
    expect(await written('near/index.html')).toEqual(brotliAt(bodies['near/index.html']!, 11));
  });

  it('writes the bundles at the best quality, the islands\' props at quality 8, and every copy decodes to the file', async () => {
    expect(await written('_astro/react.Ab12.js')).toEqual(brotliAt(bodies['_astro/react.Ab12.js']!, 11));
    const props = bodies['_astro/props/0123456789abcdef.json']!;
    expect(brotliAt(props, 11)).not.toEqual(brotliAt(props, 8));
    expect(await written('_astro/props/0123456789abcdef.json')).toEqual(brotliAt(props, 8));
    for (const [file, body] of Object.entries(bodies)) {
      expect(gunzipSync(await readFile(join(dist, `${file}.gz`)))).toEqual(body);
      expect(brotliDecompressSync(await written(file))).toEqual(body);
    }
  });
});

describe('precompress again', () => {
  it('leaves copies newer than their file, and writes a changed file’s again', async () => {
    expect(await precompress(dist)).toBe(0);
    const changed = page(2_000, 11);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later modification time than the copies'
    await writeFile(join(dist, 'small/index.html'), changed);
    expect(await precompress(dist)).toBe(1);
    expect(brotliDecompressSync(await written('small/index.html'))).toEqual(changed);
    expect(gunzipSync(await readFile(join(dist, 'small/index.html.gz')))).toEqual(changed);
  });

  it('removes the copies of a file that shrank below the size worth compressing', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(dist, 'large/index.html'), '<!DOCTYPE html><p>moved</p>');
    expect(await precompress(dist)).toBe(0);
    expect(existsSync(join(dist, 'large/index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'large/index.html.gz'))).toBe(false);
  });
});
