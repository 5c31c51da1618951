import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, COLORS, SIZES } from '../../src/lib/catalogue/constants.ts';
import { CatalogueError, loadCatalogue } from '../../src/lib/catalogue/load.ts';
import type { Product } from '../../src/lib/catalogue/schema.ts';
import { LOCALES } from '../../src/lib/locale.ts';

const REAL_DIR = 'content/products';
const realText = (id: number) => readFileSync(join(REAL_DIR, `${id}.json`), 'utf8');

/** Loads a temp catalogue dir and returns the CatalogueError message, or fails the test. */
function loadError(dir: string, options = { checkImages: false }): string {
  try {
    loadCatalogue(dir, options);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('expected loadCatalogue to throw');
}

describe('loadCatalogue rejects broken files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    writeFileSync(join(dir, '1.json'), realText(1));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeProduct = (name: string, edit: (p: Record<string, unknown>) => void) => {
    const product = JSON.parse(realText(12)) as Record<string, unknown>;
    edit(product);
    writeFileSync(join(dir, name), JSON.stringify(product, null, 2));
  };

  it('names the file and the field path of a bad nested value', () => {
    writeProduct('12.json', (p) => {
      (p as unknown as Product).variation![0]!.size[0]!.stock = -1;
    });
    expect(loadError(dir)).toContain(`${join(dir, '12.json')}: variation[0].size[0].stock: Too small: expected number to be >=0`);
  });

  it('names top-level fields: discount range, unknown category, missing translation, extra key', () => {
    writeProduct('12.json', (p) => {
      p.discount = 60;
      p.category = ['fashion', 'garden'];
      (p.fullDescription as Record<string, string>).de = '';
      p.colour = 'black';
    });
    const message = loadError(dir);
    const file = join(dir, '12.json');
    expect(message).toContain(`${file}: discount: `);
    expect(message).toContain(`${file}: category[1]: `);
    expect(message).toContain(`${file}: fullDescription.de: `);
    expect(message).toMatch(/: \(root\): Unrecognized key: "colour"/);
  });

  it('requires the English name and refuses a bad name in another locale, naming its path', () => {
    writeProduct('12.json', (p) => {
      p.name = { fr: 'Shayla de voyage froissé' };
    });
    expect(loadError(dir)).toContain(`${join(dir, '12.json')}: name.en: `);

    const refusals: Record<string, unknown> = {
      empty: '',
      blank: '   ',
      'a bidi override': 'شيلة \u202Eسفر',
      'a zero-width space': 'شيلة\u200Bسفر',
      'a line break': 'شيلة\nسفر',
      'a number': 42,
    };
    for (const [why, ar] of Object.entries(refusals)) {
      writeProduct('12.json', (p) => {
        p.name = { en: 'Crinkle Travel Shayla', ar };
      });
      expect(loadError(dir), why).toContain(`${join(dir, '12.json')}: name.ar: `);
    }
    writeProduct('12.json', (p) => {
      p.name = { en: 'Crinkle Travel Shayla', ar: 'شيلة \u202Eسفر' };
    });
    expect(loadError(dir)).toContain('name.ar: Expected no control or invisible formatting characters');
  });

  it('refuses a name in a locale the shop does not have, and takes English alone, trimmed', () => {
    writeProduct('12.json', (p) => {
      p.name = { en: 'Crinkle Travel Shayla', es: 'Shayla de viaje' };
    });
    expect(loadError(dir)).toMatch(/12\.json: name: Unrecognized key: "es"/);
    writeProduct('12.json', (p) => {
      // Arabic keeps the joiners its letters need.
      p.name = { en: '  Crinkle Travel Shayla ', ar: 'شيلة\u200Cسفر' };
    });
    const loaded = loadCatalogue(dir, { checkImages: false }).find((product) => product.id === '12')!;
    expect(loaded.name).toEqual({ en: 'Crinkle Travel Shayla', ar: 'شيلة\u200Cسفر' });
  });

  it('rejects image paths that do not follow the product id, and duplicate colours and sizes', () => {
    writeProduct('12.json', (p) => {
      (p.image as string[])[2] = '/images/products/13/3.webp';
      const variation = (p as unknown as Product).variation!;
      variation.push({ ...variation[0]!, image: '/images/products/12/1.webp' });
      variation[0]!.size.push({ ...variation[0]!.size[0]! });
    });
    const message = loadError(dir);
    expect(message).toContain('12.json: image[2]: Expected one of this product\'s sample images ("/images/products/12/1.webp" to "/images/products/12/5.webp")');
    expect(message).toMatch(/12\.json: variation\[\d\]\.color: Duplicate color/);
    expect(message).toMatch(/12\.json: variation\[0\]\.size\[\d\]\.name: Duplicate size/);
  });

  it('rejects a price with more than 2 decimals and a non-https affiliate link', () => {
    writeProduct('12.json', (p) => {
      p.price = 10.005;
      p.affiliateLink = 'http://partners.example.com/x';
    });
    const message = loadError(dir);
    expect(message).toContain('12.json: price: Expected at most 2 decimals');
    expect(message).toContain('12.json: affiliateLink: Expected an https URL');
  });

  it('refuses a price of 0, below 0 or under 1 AED, and takes 1', () => {
    for (const price of [0, -1, 0.5]) {
      writeProduct('12.json', (p) => {
        p.price = price;
      });
      expect(loadError(dir), String(price)).toContain('12.json: price:');
    }
    writeProduct('12.json', (p) => {
      p.price = 1;
    });
    expect(loadCatalogue(dir, { checkImages: false }).find((product) => product.id === '12')?.price).toBe(1);
  });

  it('names the file of a JSON syntax error', () => {
    writeFileSync(join(dir, '7.json'), realText(7).replace('"name":', '"name"'));
    expect(loadError(dir)).toMatch(new RegExp(`^${join(dir, '7.json').replace(/[.\\/]/g, '\\$&')}: invalid JSON: `));
  });

  it('rejects an id that differs from the file name', () => {
    writeFileSync(join(dir, '5.json'), realText(12));
    expect(loadError(dir)).toBe(`${join(dir, '5.json')}: id: "12" does not match the file name (expected "5")`);
  });

  it('fails when an image file is missing under public/', () => {
    expect(loadError(dir, { checkImages: true, publicDir: join(dir, 'public') } as never)).toContain(
      `${join(dir, '1.json')}: image[0]: `,
    );
  });
});

describe('the real catalogue', () => {
  let products: Product[] = [];
  beforeAll(() => {
    products = loadCatalogue();
  });

  it('loads all 144 products with their images, sorted by id', () => {
    expect(products.map((p) => Number(p.id))).toEqual(Array.from({ length: 144 }, (_, i) => i + 1));
  });

  it('keeps to the spec ranges', () => {
    for (const p of products) {
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(50);
      expect(p.rating).toBeGreaterThanOrEqual(2);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.image).toHaveLength(5);
    }
    expect(new Set(products.map((p) => p.rating))).toEqual(new Set([2, 3, 4, 5]));
    const discounts = products.map((p) => p.discount);
    expect(discounts.filter((d) => d === 0).length).toBeGreaterThan(30);
    expect(Math.max(...discounts)).toBe(50);
  });

  it('uses every colour and size, with some sold-out sizes', () => {
    const variations = products.flatMap((p) => p.variation ?? []);
    expect(new Set(variations.map((v) => v.color))).toEqual(new Set(COLORS));
    const sizes = variations.flatMap((v) => v.size);
    expect(new Set(sizes.map((s) => s.name))).toEqual(new Set(SIZES));
    expect(sizes.filter((s) => s.stock === 0).length).toBeGreaterThan(5);
  });

  it('has exactly one out-of-stock kids product without variation', () => {
    const soldOut = products.filter((p) => !p.variation && p.stock === 0);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]!.category).toContain('kids');
  });

  it('covers every category at least twice, and the shop is mostly veils and modest fashion', () => {
    for (const category of CATEGORIES) {
      expect(products.filter((p) => p.category.includes(category)).length, category).toBeGreaterThanOrEqual(2);
    }
    expect(products.filter((p) => p.category.includes('fashion')).length).toBeGreaterThanOrEqual(95);
  });

  it('has some affiliate products, live offers and expired October 2020 offers', () => {
    const affiliates = products.filter((p) => p.affiliateLink);
    expect(affiliates.length).toBeGreaterThanOrEqual(5);
    for (const p of affiliates) expect(new URL(p.affiliateLink!).hostname).toMatch(/\.example\.com$/);
    const ends = products.flatMap((p) => (p.offerEnd ? [p.offerEnd] : []));
    expect(ends.filter((d) => d.startsWith('2020-10')).length).toBeGreaterThan(30);
    expect(ends.filter((d) => d.startsWith('2027')).length).toBeGreaterThanOrEqual(5);
  });

  it('names every product in every locale, the Arabic names in Arabic script', () => {
    for (const p of products) {
      for (const locale of LOCALES) expect(p.name[locale], `${p.id} ${locale}`).toBeTruthy();
      expect(p.name.ar, p.id).toMatch(/^[\u0600-\u06FF]/);
    }
    expect(products.find((p) => p.id === '1')!.name).toEqual({
      en: 'Noor Chiffon Shayla',
      fr: 'Shayla Noor en mousseline',
      de: 'Chiffon-Shayla Noor',
      ar: 'شيلة نور من الشيفون',
    });
  });

  it('shares some style codes (sku) between products', () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBeLessThan(skus.length);
  });

  it('points each variation at a distinct image of its own product', () => {
    for (const p of products) {
      const images = (p.variation ?? []).map((v) => v.image);
      expect(new Set(images).size, p.id).toBe(images.length);
    }
    expect(products[0]!.variation![0]!.image).toBe('/images/products/1/1.webp');
  });
});
