// Build-time access to the catalogue: loaded and validated once per build, shared by every page.
// It is content/products, or the published snapshot a publish from the office names (CATALOGUE_DIR).
import { buildCatalogueIndex, type CatalogueIndex } from '../lib/catalogue/catalogue-index.ts';
import { loadCatalogue } from '../lib/catalogue/load.ts';
import type { Locale } from '../lib/locale.ts';
import { relatedProducts } from '../lib/catalogue/related.ts';
import type { Product } from '../lib/catalogue/schema.ts';

let cached: Product[] | undefined;
let byId: Map<string, Product> | undefined;
const related = new Map<string, Product[]>();
const indexes = new Map<Locale, CatalogueIndex>();

export function catalogue(): Product[] {
  cached ??= loadCatalogue(process.env.CATALOGUE_DIR || 'content/products');
  return cached;
}

/** The catalogue's index in a locale, made once: every listing, category and search page reads it. */
export function catalogueIndex(locale: Locale): CatalogueIndex {
  let index = indexes.get(locale);
  if (!index) indexes.set(locale, (index = buildCatalogueIndex(catalogue(), locale)));
  return index;
}

/** The catalogue's product with this id, if there is one. */
export function productById(id: string): Product | undefined {
  byId ??= new Map(catalogue().map((product) => [product.id, product]));
  return byId.get(id);
}

/** A product's related products, worked out once: each of its layouts and locales shows the same. */
export function relatedTo(product: Product): Product[] {
  let found = related.get(product.id);
  if (!found) related.set(product.id, (found = relatedProducts(product, catalogue())));
  return found;
}

/** Products that show each product-detail kind in the menu: simple, with variations, affiliate. */
export function menuSamples(): { simple: string; variation: string; affiliate: string } {
  const products = catalogue();
  const first = products[0]?.id ?? '1';
  return {
    simple: products.find((p) => !p.variation && !p.affiliateLink && p.stock > 0)?.id ?? first,
    variation: products.find((p) => p.variation && !p.affiliateLink)?.id ?? first,
    affiliate: products.find((p) => p.affiliateLink)?.id ?? first,
  };
}
