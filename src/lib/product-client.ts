// Browser side of the per-product display files: each product the page draws is fetched once per
// page, all at the same time. A plain function returning a promise, so a page's data request can
// start before React has arrived and be handed to the island.
import { productFilePath, type ProductDisplay } from './catalogue/product-display.ts';

/** null: the catalogue no longer has the product (the file answers 404). */
export type ProductFile = ProductDisplay | null;

const cache = new Map<string, Promise<ProductFile>>();

function isDisplay(value: unknown, id: string): value is ProductDisplay {
  const file = value as ProductDisplay | null;
  return typeof file === 'object' && file !== null && file.id === id && typeof file.name?.en === 'string' && typeof file.variants === 'object';
}

export function loadProductFile(id: string): Promise<ProductFile> {
  let pending = cache.get(id);
  if (!pending) {
    pending = fetch(productFilePath(id)).then(async (response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Product file ${id}: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!isDisplay(file, id)) throw new Error(`Product file ${id}: not a product`);
      return file;
    });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/** Every product named, in parallel; rejects when any could not be read (a 404 is an answer). */
export async function loadProductFiles(ids: readonly string[]): Promise<Map<string, ProductFile>> {
  const unique = [...new Set(ids)];
  const files = await Promise.all(unique.map(loadProductFile));
  return new Map(unique.map((id, i) => [id, files[i]!]));
}
