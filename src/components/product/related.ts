// Related products: others sharing a category, those sharing the most categories first, then the
// catalogue's order. Pure, so it is tested without a build.
import type { Product } from '../../lib/catalogue/schema.ts';

export function relatedProducts(product: Pick<Product, 'id' | 'category'>, all: readonly Product[], limit = 4): Product[] {
  const own = new Set<string>(product.category);
  return all
    .filter((other) => other.id !== product.id)
    .map((other, index) => ({ other, index, shared: other.category.filter((c) => own.has(c)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
