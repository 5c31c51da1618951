// What a publish changes in the catalogue, and which product pages show it: the products whose file
// differs between the live release's catalogue and the new snapshot, and every product whose page
// must be drawn again because its related products (src/lib/catalogue/related.ts) are among them or
// are no longer the same ones. Pure over the two folders' files, so it is tested without a build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseProduct } from '../../lib/catalogue/load.ts';
import { isAmongRelated } from '../../lib/catalogue/related.ts';
import type { Product } from '../../lib/catalogue/schema.ts';

interface Listed {
  id: string;
  category: string[];
}

/**
 * A catalogue folder's products by id: each product as the catalogue reads it (its schema's
 * defaults in, its keys in one order: a file of content/products and the office's copy of it in
 * the database write the same product differently), and what relatedness reads of it.
 */
export interface CatalogueFiles {
  texts: Map<string, string>;
  /** In the catalogue's order (by number, as loadCatalogue sorts). */
  listed: Listed[];
  /** The products as the build reads them, in the same order. */
  products: Product[];
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
}

export function readCatalogueFiles(dir: string): CatalogueFiles {
  const texts = new Map<string, string>();
  const listed: Listed[] = [];
  const products: Product[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    const id = name.slice(0, -'.json'.length);
    const product = parseProduct(join(dir, name), readFileSync(join(dir, name), 'utf8'));
    texts.set(id, JSON.stringify(sortedKeys(product)));
    listed.push({ id, category: [...product.category] });
    products.push(product);
  }
  listed.sort((a, b) => Number(a.id) - Number(b.id));
  products.sort((a, b) => Number(a.id) - Number(b.id));
  return { texts, listed, products };
}

export interface CatalogueChanges {
  /** On the site before and after, with another file. */
  changed: string[];
  added: string[];
  removed: string[];
  /** Products whose canonical page must be drawn again: the changed and added ones, and those that show one of them or now show others. */
  pagesToDraw: string[];
}

export function catalogueChanges(before: CatalogueFiles, after: CatalogueFiles): CatalogueChanges {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [id, text] of after.texts) {
    const old = before.texts.get(id);
    if (old === undefined) added.push(id);
    else if (old !== text) changed.push(id);
  }
  const removed = [...before.texts.keys()].filter((id) => !after.texts.has(id));
  const touched = new Set([...changed, ...added, ...removed]);
  // An untouched product (the same categories on both sides) has the same related products before
  // and after unless a touched one is among them on either side: the others rank for it as they
  // did. Its page is drawn again exactly then, showing the touched product's new card, or a list
  // without it.
  const pagesToDraw = new Set([...changed, ...added]);
  for (const side of [before, after]) {
    const sideTouched = side.listed.filter((item) => touched.has(item.id));
    for (const item of after.listed) {
      if (touched.has(item.id) || pagesToDraw.has(item.id)) continue;
      if (sideTouched.some((other) => isAmongRelated(item, other, side.listed))) pagesToDraw.add(item.id);
    }
  }
  const byNumber = (a: string, b: string) => Number(a) - Number(b);
  return { changed: changed.sort(byNumber), added: added.sort(byNumber), removed: removed.sort(byNumber), pagesToDraw: [...pagesToDraw].sort(byNumber) };
}
