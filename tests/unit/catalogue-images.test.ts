// A product's images in the catalogue schema and loadCatalogue: 1 to 8 of them, each one of the
// product's own sample images or an uploaded photo (/images/photos/<SHA-256>.webp), none twice; alt
// texts one per image, English required; an uploaded photo's renditions looked up in the photos folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogueError, loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { photosDir } from '../../src/lib/catalogue/photos-dir.ts';
import { productSchema } from '../../src/lib/catalogue/schema.ts';

const real = () => JSON.parse(readFileSync('content/products/12.json', 'utf8')) as Record<string, any>;
const photo = (n: number) => `/images/photos/${n.toString(16).padStart(64, 'a')}.webp`;
const sample = (n: number) => `/images/products/12/${n}.webp`;

/** Product 12 with these images (its variations pointed at the first, or none), as "path: message" lines. */
function problems(image: string[], extra: Record<string, unknown> = {}): string[] {
  const product: Record<string, any> = { ...real(), image, ...extra };
  if (image.length === 0) delete product.variation;
  for (const variation of product.variation ?? []) variation.image = image[0];
  const result = productSchema.safeParse(product);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("a product's images", () => {
  it('takes 1 and 8 images and refuses 0 and 9', () => {
    expect(problems([photo(1)])).toEqual([]);
    expect(problems([sample(1), sample(2), sample(3), sample(4), sample(5), photo(1), photo(2), photo(3)])).toEqual([]);
    expect(problems([])).toEqual(['image: Expected at least 1 image']);
    expect(problems([sample(1), sample(2), sample(3), sample(4), sample(5), photo(1), photo(2), photo(3), photo(4)])).toEqual(['image: Expected at most 8 images']);
  });

  it('takes its own sample images in any order and uploaded photos, and refuses any other path', () => {
    expect(problems([sample(3), photo(7), sample(1)])).toEqual([]);
    for (const bad of [
      '/images/products/13/1.webp',
      sample(6),
      '/images/photos/abc.webp',
      `/images/photos/${'A'.repeat(64)}.webp`,
      `/images/photos/${'a'.repeat(64)}-1600.webp`,
      `/images/photos/${'a'.repeat(64)}.avif`,
      `https://cdn.example.com/images/photos/${'a'.repeat(64)}.webp`,
      `/images/photos/../${'a'.repeat(64)}.webp`,
    ]) {
      const found = problems([sample(1), bad]);
      expect(found, bad).toHaveLength(1);
      expect(found[0], bad).toMatch(/^image\.1: Expected one of this product's sample images \("\/images\/products\/12\/1\.webp" to "\/images\/products\/12\/5\.webp"\) or an uploaded photo/);
    }
  });

  it('refuses the same image twice', () => {
    expect(problems([photo(1), sample(2), photo(1)])).toEqual([`image.2: Duplicate image "${photo(1)}"`]);
  });

  it('takes one alt text per image, English required, other locales optional', () => {
    const image = [photo(1), sample(2)];
    expect(problems(image, { imageAlt: [{ en: 'The shayla folded', ar: 'الشيلة مطوية' }, { en: 'Worn' }] })).toEqual([]);
    expect(problems(image, { imageAlt: [{ en: 'Only one' }] })).toEqual(['imageAlt: Expected 2 alt texts, one per image (found 1)']);
    expect(problems(image, { imageAlt: [{ en: 'One' }, { en: 'Two' }, { en: 'Three' }] })).toEqual(['imageAlt: Expected 2 alt texts, one per image (found 3)']);
    expect(problems(image, { imageAlt: [{ en: 'One' }, { fr: 'Deux' }] })[0]).toMatch(/^imageAlt\.1\.en: /);
    expect(problems(image, { imageAlt: [{ en: 'One' }, { en: 'Two', es: 'Dos' }] })[0]).toMatch(/^imageAlt\.1: /);
  });
});

describe('loadCatalogue and uploaded photos', () => {
  let dir: string;
  let photos: string;
  const sha = 'b'.repeat(64);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-photos-'));
    photos = join(dir, 'photos');
    mkdirSync(join(dir, 'products'));
    mkdirSync(photos);
    const product = real();
    product.image = [`/images/photos/${sha}.webp`, ...product.image.slice(1)];
    product.variation[0].image = product.image[1];
    writeFileSync(join(dir, 'products', '12.json'), JSON.stringify(product));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a photo with its 400, 800 and large renditions in the photos folder, and names the missing file', () => {
    for (const name of [`${sha}.webp`, `${sha}-400.webp`]) writeFileSync(join(photos, name), '');
    expect(() => loadCatalogue(join(dir, 'products'), { photosDir: photos })).toThrow(CatalogueError);
    expect(() => loadCatalogue(join(dir, 'products'), { photosDir: photos })).toThrow(`image[0]: ${join(photos, `${sha}-1600.webp`)} does not exist`);
    writeFileSync(join(photos, `${sha}-1600.webp`), '');
    expect(loadCatalogue(join(dir, 'products'), { photosDir: photos })[0]!.image[0]).toBe(`/images/photos/${sha}.webp`);
  });

  it('looks in PHOTOS_DIR, else in the photos folder of DATA_DIR, else ./data/photos', () => {
    expect(photosDir({ PHOTOS_DIR: '/srv/photos', DATA_DIR: '/var/lib/shop' })).toBe('/srv/photos');
    expect(photosDir({ PHOTOS_DIR: ' ', DATA_DIR: '/var/lib/shop' })).toBe('/var/lib/shop/photos');
    expect(photosDir({})).toBe(join(process.cwd(), 'data', 'photos'));
  });
});
