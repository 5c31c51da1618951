// The phone rules (src/lib/phone.ts: libphonenumber-js over the seven countries' numbering plans,
// about 12 KB gzip) load in the browser only when a number is typed: one memoised import shared by
// the sign-in form, My Account and checkout, so a page that only shows a number stays without them
// (src/lib/phone-format.ts formats it). A submit waits for them, so nothing unchecked is ever sent.
import { atom } from 'nanostores';
import { useEffect } from 'react';
import type { PhoneRules } from '../../lib/phone.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';

const $rules = atom<PhoneRules | undefined>(undefined);
let loading: Promise<PhoneRules> | undefined;

/** The rules, imported once; an import that failed (offline) is tried again on the next call. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('../../lib/phone.ts').then(
    (rules) => {
      $rules.set(rules);
      return rules;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the import ahead of need (a phone field focused or typed in); a failure is left to the submit that awaits the rules, which reports it. */
export function preloadPhoneRules(): void {
  loadPhoneRules().catch(() => undefined);
}

/** The rules once loaded, else undefined (also while hydrating). `load`: start the import now. */
export function usePhoneRules(load = false): PhoneRules | undefined {
  const rules = useHydratedStore($rules, undefined);
  useEffect(() => {
    if (load && !rules) preloadPhoneRules();
  }, [load, rules]);
  return rules;
}
