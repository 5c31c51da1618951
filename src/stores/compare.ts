// The compare list: product ids, no duplicates, no sign-in needed (spec section 4). Each entry also
// keeps what the compare table shows of it, so the page draws the table before any request.
import { computed } from 'nanostores';
import type { ShownProduct } from '../lib/catalogue/product-display.ts';
import { COMPARE_KEY } from '../lib/storage-keys.ts';
import { persistedList } from './persisted.ts';
import { readShownProduct, withShown } from './shown-copy.ts';

export interface CompareEntry {
  id: string;
  shown?: ShownProduct;
}

/** A stored entry, or undefined for one that is not; entries of older releases (no copy) read as they are. */
export function readCompareEntry(value: unknown): CompareEntry | undefined {
  const entry = value as Record<string, unknown> | null;
  if (typeof entry?.id !== 'string') return undefined;
  return withShown({ id: entry.id }, readShownProduct(entry.shown));
}

export const $compare = persistedList<CompareEntry>(COMPARE_KEY, readCompareEntry);
export const $compareCount = computed($compare, (entries) => entries.length);

/** Adds a product; answers false when it was already there. */
export function addToCompare(id: string): boolean {
  const entries = $compare.get();
  if (entries.some((entry) => entry.id === id)) return false;
  $compare.set([...entries, { id }]);
  // Loaded on the first add only: the header, which reads this store, carries none of it.
  void import('./line-copies.ts').then(({ copyCompareEntry }) => copyCompareEntry(id));
  return true;
}

export function removeFromCompare(id: string): void {
  $compare.set($compare.get().filter((entry) => entry.id !== id));
}

export function isInCompare(entries: CompareEntry[], id: string): boolean {
  return entries.some((entry) => entry.id === id);
}

/** Keeps the copies the page has just read from the product files, for the next first paint. */
export function rememberCompareCopies(copies: ReadonlyMap<string, ShownProduct>): void {
  const entries = $compare.get();
  const next = entries.map((entry) => withShown({ id: entry.id }, copies.get(entry.id) ?? entry.shown));
  if (JSON.stringify(next) !== JSON.stringify(entries)) $compare.set(next);
}
