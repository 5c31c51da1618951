// The one way an island reads a nanostore: it renders the server's value while hydrating.
// Persisted stores already hold the shopper's localStorage value on the client, which would not
// match the HTML rendered at build; useSyncExternalStore uses getServerSnapshot during hydration,
// then switches. A part that is only ever rendered in the browser (mounted with createRoot, or
// shown after hydration) never reads `serverValue`, but still gives one.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** `serverValue` must be stable (a module constant), as React compares server snapshots by identity. */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const getSnapshot = useCallback(() => store.get(), [store]);
  const getServerSnapshot = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
