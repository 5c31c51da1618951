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
