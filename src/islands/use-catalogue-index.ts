// The catalogue index in an island: fetched once per locale (see lib/catalogue-client.ts), only when
// the island has something to show, so an empty list downloads nothing.
import { useEffect, useState } from 'react';
import { loadCatalogueIndex } from '../lib/catalogue-client.ts';
import type { IndexedProduct, IndexedVariant } from '../lib/catalogue/catalogue-index.ts';
import type { Locale } from '../lib/locale.ts';

export interface CatalogueLookup {
  products: Map<string, IndexedProduct>;
  variants: Record<string, IndexedVariant>;
}

export type IndexState = { status: 'loading' } | { status: 'ready'; lookup: CatalogueLookup } | { status: 'error' };

/** Loads the index only when `needed`, so an empty list downloads nothing. */
export function useCatalogueIndex(locale: Locale, needed: boolean): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const load = needed && state.status === 'loading';
  useEffect(() => {
    if (!load) return;
    let live = true;
    loadCatalogueIndex(locale)
      .then((data) => {
        if (live) setState({ status: 'ready', lookup: { products: new Map(data.products.map((p) => [p.id, p])), variants: data.variants } });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [load, locale]);
  return state;
}
