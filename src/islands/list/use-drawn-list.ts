// A list kept in this browser (cart lines, wishlist and compare entries), drawn first from the copy
// each entry keeps and then reconciled with the product files: the list shows at once, at its final
// size, and what changed since (a price, stock gone, a product removed) is said beside the entry.
// Entries of older releases, kept without a copy, wait for their product file.
import { useEffect, useRef, useState } from 'react';
import type { ProductDisplay } from '../../lib/catalogue/product-display.ts';
import { EMPTY, FAILED, LOADING, PENDING, type ListState } from './list-state.ts';
import { useProductFiles } from './use-product-files.ts';

export interface DrawnEntry<Entry, Shown> {
  entry: Entry;
  /** What to draw: the product file's when it has answered, else the entry's copy. */
  shown: Shown;
  /** The copy the entry held when the page first drew it (what the shopper saw before). */
  before: Shown | undefined;
  /** The product file has answered for this entry. */
  checked: boolean;
  /** The catalogue no longer sells it: drawn from its copy, marked as gone. */
  gone: boolean;
}

export interface ListSource<Entry, Key, Shown> {
  keyOf: (entry: Entry) => Key;
  productIdOf: (entry: Entry) => string;
  copyOf: (entry: Entry) => Shown | undefined;
  /** The entry as its product file shows it; undefined when the file no longer has it. */
  freshOf: (entry: Entry, file: ProductDisplay) => Shown | undefined;
  /** Keeps the fresh copies in the persisted list, for the next first paint. */
  remember: (copies: ReadonlyMap<Key, Shown>) => void;
}

export function useDrawnList<Entry, Key, Shown>(entries: readonly Entry[], source: ListSource<Entry, Key, Shown>): ListState<DrawnEntry<Entry, Shown>> {
  // Until mounted, the stores give the build's empty snapshot, which says nothing of this browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const files = useProductFiles(entries.map(source.productIdOf), mounted && entries.length > 0);
  const before = useRef(new Map<Key, Shown | undefined>());
  const fileOf = (entry: Entry) => (files.status === 'read' ? files.files.get(source.productIdOf(entry)) : undefined);

  const fresh = new Map<Key, Shown>();
  for (const entry of entries) {
    const key = source.keyOf(entry);
    if (!before.current.has(key)) before.current.set(key, source.copyOf(entry));
    const file = fileOf(entry);
    const shown = file ? source.freshOf(entry, file) : undefined;
    if (shown) fresh.set(key, shown);
  }
  const freshKey = JSON.stringify([...fresh]);
  useEffect(() => {
    if (fresh.size > 0) source.remember(fresh);
    // The copies change only when a file's answer does: freshKey says when.
  }, [freshKey]);

  if (!mounted) return PENDING;
  if (entries.length === 0) return EMPTY;
  const drawn: DrawnEntry<Entry, Shown>[] = [];
  for (const entry of entries) {
    const key = source.keyOf(entry);
    const file = fileOf(entry);
    const copy = source.copyOf(entry);
    const latest = fresh.get(key);
    const gone = file === null || (file !== undefined && latest === undefined);
    const shown = latest ?? copy;
    if (shown === undefined) {
      // No copy to draw from: wait for the file, and leave out what the catalogue no longer has.
      if (gone) continue;
      return files.status === 'failed' ? FAILED : LOADING;
    }
    drawn.push({ entry, shown, before: before.current.get(key), checked: file !== undefined, gone });
  }
  return drawn.length > 0 ? { status: 'ready', items: drawn } : EMPTY;
}
