// Browser side of the catalogue index: fetched once per page and locale, then shared. Only the
// shop listing uses it; the shopper's own pages fetch per-product files (product-client.ts).
import type { CatalogueIndex } from './catalogue/catalogue-index.ts';
import type { Locale } from './locale.ts';

const cache = new Map<Locale, Promise<CatalogueIndex>>();

export function loadCatalogueIndex(locale: Locale): Promise<CatalogueIndex> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = fetch(`/catalogue/${locale}.json`).then((response) => {
      if (!response.ok) throw new Error(`Catalogue index: HTTP ${response.status}`);
      return response.json() as Promise<CatalogueIndex>;
    });
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
