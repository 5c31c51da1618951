// A list kept in this browser (cart lines, wishlist and compare entries), resolved against the
// build's catalogue index. The index is fetched only when the list names something, so an empty
// list downloads nothing.
import { useEffect, useState } from 'react';
import { useCatalogueIndex, type CatalogueLookup } from '../use-catalogue-index.ts';
import type { Locale } from '../../lib/locale.ts';
import { EMPTY, FAILED, LOADING, PENDING, type ListState } from './list-state.ts';

/**
 * `resolve` turns one stored id into what the island shows, or undefined for an id the catalogue
 * no longer has: such entries are left out, not shown blank, and a list of only those is empty.
 */
export function useCatalogueList<Id, Item>(
  locale: Locale,
  ids: readonly Id[],
  resolve: (lookup: CatalogueLookup, id: Id) => Item | undefined,
): ListState<Item> {
  // Until mounted, the stores give the build's empty snapshot, which says nothing of this browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const index = useCatalogueIndex(locale, mounted && ids.length > 0);
  if (!mounted) return PENDING;
  if (ids.length === 0) return EMPTY;
  if (index.status === 'loading') return LOADING;
  if (index.status === 'error') return FAILED;
  const items = ids.flatMap((id) => resolve(index.lookup, id) ?? []);
  return items.length > 0 ? { status: 'ready', items } : EMPTY;
}
