// Writes each product's sample images (800×800 and 400×400 webp) named in content/products,
// drawn from SVG so the shop ships without stock photos and the output is reproducible:
// the same catalogue gives byte-identical files. Run with `npm run images`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { sampleImageOf, smallImagePath } from '../src/lib/catalogue/images.ts';
import { loadCatalogue } from '../src/lib/catalogue/load.ts';
import type { Product } from '../src/lib/catalogue/schema.ts';
import { DRAW } from './images/draw.ts';
import { FABRIC, KIND_COLOR, type Palette } from './images/palette.ts';
import { SIZE, composeView } from './images/scene.ts';

const PUBLIC_DIR = 'public';
const QUALITY = 75;
// Two cores: a pair of jobs in flight keeps both busy without libvips threads fighting them.
const CONCURRENCY = 2;

/** Product kind (its first matching tag) → drawing, and the palette used when it has no variation. */
const KINDS: Record<string, { draw: string; color?: keyof typeof KIND_COLOR }> = {
  shayla: { draw: 'shayla' },
  hijab: { draw: 'hijab' },
  niqab: { draw: 'niqab' },
  underscarf: { draw: 'underscarf' },
  abaya: { draw: 'abaya' },
  kaftan: { draw: 'kaftan' },
  jalabiya: { draw: 'jalabiya' },
  kandura: { draw: 'kandura' },
  ghutra: { draw: 'ghutra' },
  shemagh: { draw: 'shemagh' },
  scarf: { draw: 'scarf' },
  'hijab pins': { draw: 'pins', color: 'cream' },
  'hijab magnet': { draw: 'magnet', color: 'gold' },
  clutch: { draw: 'clutch', color: 'pink' },
  'prayer set': { draw: 'prayer set', color: 'green' },
  headphones: { draw: 'headphones', color: 'dark' },
  earbuds: { draw: 'earbuds', color: 'silver' },
  speaker: { draw: 'speaker', color: 'dark' },
  smartwatch: { draw: 'smartwatch', color: 'dark' },
  chair: { draw: 'chair', color: 'wood' },
  'side table': { draw: 'table', color: 'wood' },
  lamp: { draw: 'lamp', color: 'wood' },
  plant: { draw: 'plant', color: 'green' },
  dates: { draw: 'dates', color: 'wood' },
  honey: { draw: 'honey', color: 'gold' },
  'olive oil': { draw: 'bottle', color: 'green' },
  bouquet: { draw: 'bouquet', color: 'red' },
  book: { draw: 'book', color: 'warm' },
  perfume: { draw: 'perfume', color: 'dark' },
  serum: { draw: 'serum', color: 'warm' },
  lipstick: { draw: 'lipstick', color: 'red' },
  toy: { draw: 'toy', color: 'wood' },
  plush: { draw: 'plush', color: 'cream' },
  bowl: { draw: 'bowl', color: 'warm' },
  basket: { draw: 'basket', color: 'wood' },
  candle: { draw: 'candle', color: 'cream' },
  'brake pads': { draw: 'brake pads', color: 'silver' },
  tyre: { draw: 'tyre', color: 'silver' },
  'seat cover': { draw: 'seat cover', color: 'dark' },
  cake: { draw: 'cake', color: 'pink' },
  'pet food': { draw: 'pet food', color: 'warm' },
  thermometer: { draw: 'thermometer', color: 'silver' },
  'blood pressure monitor': { draw: 'blood pressure monitor', color: 'silver' },
  'first aid kit': { draw: 'first aid kit', color: 'red' },
  ornaments: { draw: 'ornaments', color: 'red' },
  'christmas tree': { draw: 'christmas tree', color: 'green' },
  cookies: { draw: 'cookies', color: 'red' },
};

function kindOf(product: Product) {
  const tag = product.tag.find((t) => t in KINDS);
  if (!tag) throw new Error(`Product ${product.id} (${product.name.en}): no tag names a kind this script can draw`);
  return KINDS[tag]!;
}

/** The colour of image n: that of the variation pointing at it, else the first variation's. */
function paletteOf(product: Product, path: string, fallback: Palette): Palette {
  const variation = product.variation?.find((v) => v.image === path) ?? product.variation?.[0];
  return variation ? FABRIC[variation.color]! : fallback;
}

interface Job {
  svg: string;
  path: string;
}

function jobsFor(product: Product): Job[] {
  const kind = kindOf(product);
  const draw = DRAW[kind.draw];
  if (!draw) throw new Error(`No drawing named ${kind.draw}`);
  const hint = `${product.name.en} ${product.tag.join(' ')}`.toLowerCase();
  const fallback = KIND_COLOR[kind.color ?? 'warm']!;
  // Only the sample images are drawn; uploaded photos are the owner's own (the photos folder).
  return product.image.flatMap((path) => {
    const sample = sampleImageOf(path);
    return sample ? [{ path, svg: composeView(sample.n, draw({ c: paletteOf(product, path, fallback), hint }), Number(product.id)) }] : [];
  });
}

async function render(job: Job): Promise<number> {
  const { data, info } = await sharp(Buffer.from(job.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const large = await sharp(data, raw).webp({ quality: QUALITY, effort: 2 }).toBuffer();
  const small = await sharp(data, raw).resize(SIZE / 2, SIZE / 2).webp({ quality: QUALITY, effort: 2 }).toBuffer();
  const file = join(PUBLIC_DIR, job.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, large);
  writeFileSync(join(PUBLIC_DIR, smallImagePath(job.path)), small);
  return large.length + small.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  sharp.cache(false);
  sharp.concurrency(1);
  const jobs = loadCatalogue('content/products', { checkImages: false }).flatMap(jobsFor);
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const written = await render(jobs[next++]!);
      bytes += written;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${jobs.length * 2} images (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s`);
}

await main();
