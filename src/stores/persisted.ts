import { persistentAtom } from '@nanostores/persistent';

/**
 * A JSON value kept in localStorage. A corrupt or foreign stored value falls back to the
 * initial one instead of breaking every island that reads it.
 */
export function persistedJson<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  return persistentAtom<T>(key, initial, {
    encode: JSON.stringify,
    decode(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : initial;
      } catch {
        return initial;
      }
    },
  });
}

/** Reads a stored list entry by entry: what an older release wrote is migrated, what is foreign dropped. */
export function readList<Entry>(value: unknown, readEntry: (entry: unknown) => Entry | undefined): Entry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => readEntry(entry) ?? []);
}

/** A list kept in localStorage, each entry read through `readEntry` (see readList). */
export function persistedList<Entry>(key: string, readEntry: (entry: unknown) => Entry | undefined) {
  return persistentAtom<Entry[]>(key, [], {
    encode: JSON.stringify,
    decode(raw) {
      try {
        return readList(JSON.parse(raw), readEntry);
      } catch {
        return [];
      }
    },
  });
}
