import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { buildCatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { variantsOf } from '../../src/lib/catalogue/variants.ts';

const products = loadCatalogue();

describe('the catalogue index for islands', () => {
  it('lists every product with its card fields in the locale, and every variant', () => {
    const index = buildCatalogueIndex(products, 'fr');
    expect(index.products).toHaveLength(products.length);
    const first = index.products[0]!;
    const source = products[0]!;
    expect(first).toMatchObject({ id: source.id, name: source.name.fr, price: source.price, shortDescription: source.shortDescription.fr });
    expect(first.thumb).toBe(source.image[0]!.replace(/\.webp$/, '-400.webp'));
    const variantCount = products.reduce((sum, product) => sum + variantsOf(product).length, 0);
    expect(Object.keys(index.variants)).toHaveLength(variantCount);
    for (const variant of variantsOf(source)) {
      expect(index.variants[variant.id]).toEqual([source.id, variant.color, variant.size, variant.sku, variant.stock]);
    }
  });

  it('names each product in the locale, in English where the catalogue has no name in it', () => {
    const arabic = buildCatalogueIndex(products, 'ar').products;
    expect(arabic.find((p) => p.id === '1')!.name).toBe('شيلة نور من الشيفون');
    const englishOnly = { ...products[0]!, name: { en: 'Noor Chiffon Shayla' } };
    expect(buildCatalogueIndex([englishOnly], 'ar').products[0]!.name).toBe('Noor Chiffon Shayla');
  });

  it("gives each colour its own picture, so a cart line and a colour-filtered card show that colour", () => {
    const index = buildCatalogueIndex(products, 'en');
    const withColours = products.find((product) => (product.variation?.length ?? 0) > 1)!;
    const entry = index.products.find((product) => product.id === withColours.id)!;
    for (const variation of withColours.variation!) {
      expect(entry.colorImages[variation.color]).toBe(variation.image);
    }
  });

  it('keeps the catalogue order as the "newest" order', () => {
    const orders = buildCatalogueIndex(products, 'en').products.map((product) => product.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
