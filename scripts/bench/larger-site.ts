// A copy of what the build reads, in a temporary folder, with the catalogue `growth` times larger:
// the 144 products of content/products, then copies of them with new ids, a SKU and name of their
// own and the same pictures (×10: 1,440 products; ×70: 10,080). Nothing generated is ever committed;
// the caller deletes the folder.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SAMPLE_IMAGES_PER_PRODUCT } from '../../src/lib/catalogue/constants.ts';
import { productImagePath } from '../../src/lib/catalogue/images.ts';
import { parseProduct } from '../../src/lib/catalogue/load.ts';

/** Product `copy` of the original: a new id, a SKU and name of its own, the original's pictures. */
function generated(text: string, id: number, copy: number): string {
  const product = JSON.parse(text) as Record<string, any>;
  const images = new Map((product.image as string[]).map((path, i) => [path, productImagePath(String(id), i + 1)]));
  product.id = String(id);
  product.sku = `${product.sku}-X${copy}`;
  product.name = Object.fromEntries(Object.entries(product.name).map(([locale, name]) => [locale, `${name} ${copy + 1}`]));
  product.image = Array.from({ length: SAMPLE_IMAGES_PER_PRODUCT }, (_, i) => productImagePath(String(id), i + 1));
  for (const variation of product.variation ?? []) variation.image = images.get(variation.image);
  return `${JSON.stringify(product, null, 2)}\n`;
}

/** Answers the new folder: the site's sources, and `growth` times the catalogue. */
export function largerSite(growth: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
  // The office too: its build writes beside its own config (office/vite.config.ts), so it is copied, not linked.
  for (const entry of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'content', 'office']) cpSync(entry, join(dir, entry), { recursive: true });
  symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
  // The migrations, for the server the shopper-bytes rows start on this site; the scripts, for the
  // build's own last step (precompressing the built files).
  for (const entry of ['drizzle', 'scripts']) symlinkSync(resolve(entry), join(dir, entry));
  // The pictures stay where they are: each product folder is a link to the original product's.
  mkdirSync(join(dir, 'public/images/products'), { recursive: true });
  for (const entry of readdirSync('public')) if (entry !== 'images') symlinkSync(resolve('public', entry), join(dir, 'public', entry));
  for (const entry of readdirSync('public/images')) if (entry !== 'products') symlinkSync(resolve('public/images', entry), join(dir, 'public/images', entry));
  const originals = readdirSync('content/products')
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ id: Number(name.slice(0, -5)), text: readFileSync(join('content/products', name), 'utf8') }))
    .sort((a, b) => a.id - b.id);
  const top = originals.at(-1)!.id;
  for (let copy = 0; copy < growth; copy += 1) {
    for (const [index, original] of originals.entries()) {
      const id = copy === 0 ? original.id : copy * top + index + 1;
      const text = copy === 0 ? original.text : generated(original.text, id, copy);
      parseProduct(`generated ${id}.json`, text); // the schema the build applies, checked here first
      writeFileSync(join(dir, 'content/products', `${id}.json`), text);
      symlinkSync(resolve('public/images/products', String(original.id)), join(dir, 'public/images/products', String(id)));
    }
  }
  return dir;
}
