// Related products: others sharing a category, those sharing the most categories first, then the
// catalogue's order. One pass that keeps only the best few, since every product page asks for its
// own (the build remembers each product's answer: build/catalogue.ts). Pure, so it is tested
// without a build.
import type { Product } from './schema.ts';

export function relatedProducts<T extends Pick<Product, 'id' | 'category'>>(product: T, all: readonly T[], limit = 4): T[] {
  const own = new Set<string>(product.category);
  const best: { other: T; shared: number }[] = [];
  for (const other of all) {
    if (other.id === product.id) continue;
    let shared = 0;
    for (const category of other.category) if (own.has(category)) shared += 1;
    if (shared === 0) continue;
    // Before the first that shares fewer: one that shares as many came earlier in the catalogue.
    const at = best.findIndex((entry) => entry.shared < shared);
    if (at !== -1) best.splice(at, 0, { other, shared });
    else best.push({ other, shared });
    if (best.length > limit) best.pop();
  }
  return best.map(({ other }) => other);
}
