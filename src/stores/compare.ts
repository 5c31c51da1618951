// The compare list: product ids, no duplicates, no sign-in needed (spec section 4).
import { computed } from 'nanostores';
import { persistedJson } from './persisted.ts';

export interface CompareEntry {
  id: string;
}

const isEntries = (value: unknown): value is CompareEntry[] =>
  Array.isArray(value) && value.every((entry) => typeof entry?.id === 'string');

export const $compare = persistedJson<CompareEntry[]>('compare', [], isEntries);
export const $compareCount = computed($compare, (entries) => entries.length);

/** Adds a product; answers false when it was already there. */
export function addToCompare(id: string): boolean {
  const entries = $compare.get();
  if (entries.some((entry) => entry.id === id)) return false;
  $compare.set([...entries, { id }]);
  return true;
}

export function removeFromCompare(id: string): void {
  $compare.set($compare.get().filter((entry) => entry.id !== id));
}

export function isInCompare(entries: CompareEntry[], id: string): boolean {
  return entries.some((entry) => entry.id === id);
}
