// Reads and validates content/products at build time and when the API starts. Synchronous on
// purpose: it runs once, before anything is served, and callers need the whole list at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { isPhotoPath, largeImagePath, PHOTOS_URL_PREFIX, smallImagePath } from './images.ts';
import { photosDir as defaultPhotosDir } from './photos-dir.ts';
import { productSchema, type Product } from './schema.ts';

export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}

export interface LoadOptions {
  /** Where sample image paths are looked up; relative to the working directory. */
  publicDir?: string;
  /** Where uploaded photos are looked up (photos-dir.ts: PHOTOS_DIR, else DATA_DIR/photos). */
  photosDir?: string;
  /** The image generator reads the catalogue before the images exist, so it turns this off. */
  checkImages?: boolean;
}

/** `variation[0].size[1].stock`, the way an editor reads the JSON. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`).join('\n');
}

/** Parses one product file's text; `file` is only used to name it in errors. */
export function parseProduct(file: string, text: string): Product {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  const result = productSchema.safeParse(data);
  if (!result.success) throw new CatalogueError(describeIssues(file, result.error.issues));
  return result.data;
}

/**
 * Why a product image's files are not all there, or null: a sample image and its 400 px rendition
 * in public/, an uploaded photo's 400 px, 800 px and large renditions in the photos folder.
 */
function missingImageFile(path: string, publicDir: string, photosDir: string): string | null {
  if (isPhotoPath(path)) {
    for (const wanted of [path, smallImagePath(path), largeImagePath(path)]) {
      const full = join(photosDir, wanted.slice(PHOTOS_URL_PREFIX.length));
      if (!existsSync(full)) return `${full} does not exist (the photo is not in this photos folder: set PHOTOS_DIR, or upload it again)`;
    }
    return null;
  }
  for (const wanted of [path, smallImagePath(path)]) {
    if (!existsSync(join(publicDir, wanted))) return `${join(publicDir, wanted)} does not exist (run npm run images)`;
  }
  return null;
}

export function loadCatalogue(dir = 'content/products', options: LoadOptions = {}): Product[] {
  const { publicDir = 'public', photosDir = defaultPhotosDir(), checkImages = true } = options;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const byId = new Map<string, string>();
  const products: Product[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const product = parseProduct(file, readFileSync(file, 'utf8'));
    const expectedId = name.slice(0, -'.json'.length);
    if (product.id !== expectedId) {
      throw new CatalogueError(`${file}: id: "${product.id}" does not match the file name (expected "${expectedId}")`);
    }
    const other = byId.get(product.id);
    if (other) throw new CatalogueError(`${file}: id: "${product.id}" is also used by ${other}`);
    byId.set(product.id, file);
    if (checkImages) {
      product.image.forEach((path, i) => {
        const missing = missingImageFile(path, publicDir, photosDir);
        if (missing) throw new CatalogueError(`${file}: image[${i}]: ${missing}`);
      });
    }
    products.push(product);
  }
  return products.sort((a, b) => Number(a.id) - Number(b.id));
}
