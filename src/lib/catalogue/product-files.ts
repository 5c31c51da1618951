// The build's per-product display files (/catalogue/p/{id}.json): made from the same per-locale
// entries as the catalogue index (catalogue-index.ts), so a name or price follows the index, with
// every locale's words in one small file the shopper's pages fetch only for what they draw.
import { LOCALES, type Locale } from '../locale.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import type { DisplayVariant, LocalizedText, ProductDisplay } from './product-display.ts';
import type { Product } from './schema.ts';

export function buildProductDisplays(products: Product[]): ProductDisplay[] {
  const indexes = LOCALES.map((locale) => buildCatalogueIndex(products, locale));
  const english = indexes[LOCALES.indexOf('en')]!;
  const words = (at: number, field: 'name' | 'shortDescription'): LocalizedText =>
    Object.fromEntries(indexes.map((index, i) => [LOCALES[i] as Locale, index.products[at]![field]])) as LocalizedText;
  const variantsOf = new Map<string, Record<string, DisplayVariant>>();
  for (const [variantId, [productId, color, size, , stock]] of Object.entries(english.variants)) {
    const variants = variantsOf.get(productId) ?? {};
    variants[variantId] = [color, size, stock];
    variantsOf.set(productId, variants);
  }
  return english.products.map((product, at) => ({
    id: product.id,
    name: words(at, 'name'),
    description: words(at, 'shortDescription'),
    price: product.price,
    salePrice: product.salePrice,
    discount: product.discount,
    rating: product.rating,
    stock: product.stock,
    new: product.new,
    thumb: product.thumb,
    image: product.image,
    colorImages: product.colorImages,
    colors: product.colors,
    sizes: product.sizes,
    variants: variantsOf.get(product.id) ?? {},
  }));
}
