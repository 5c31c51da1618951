// Rules a form needs only once the shopper types (a phone's numbering plans) load in the browser
// on demand: one memoised import per module, shared by every island that asks, and a hook that
// re-renders when it arrives. (Checkout's address schema has one island, which keeps it itself:
// src/islands/checkout/address-rules.ts.) A submit awaits the import, so
// nothing unchecked is ever sent.
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { useHydratedStore } from './use-hydrated-store.ts';

export interface LazyRules<Rules> {
  /** The rules, imported once; an import that failed (offline) is tried again on the next call. */
  load(): Promise<Rules>;
  /** Starts the import ahead of need; a failure is left to the submit that awaits load(). */
  preload(): void;
  /** The rules once loaded, else undefined (also while hydrating). `load`: start the import now. */
  use(load?: boolean): Rules | undefined;
}

export function lazyRules<Rules>(importer: () => Promise<Rules>): LazyRules<Rules> {
  const $rules = atom<Rules | undefined>(undefined);
  let loading: Promise<Rules> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (rules) => {
        $rules.set(rules);
        return rules;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => void load().catch(() => undefined);
  return {
    load,
    preload,
    use(start = false) {
      const rules = useHydratedStore($rules, undefined);
      useEffect(() => {
        if (start && !rules) preload();
      }, [start, rules]);
      return rules;
    },
  };
}
