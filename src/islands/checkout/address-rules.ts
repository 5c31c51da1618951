// The checkout address schema (src/lib/checkout/address-schema.ts: zod/mini and the phone's
// numbering plans) and its problems' words (./address-messages.ts) load once the shopper starts on
// the form, not with the page.
import { lazyRules } from '../lazy-rules.ts';

export type AddressRules = typeof import('./address-check.ts');

const addressRules = lazyRules<AddressRules>(() => import('./address-check.ts'));

export const loadAddressRules = addressRules.load;
export const preloadAddressRules = addressRules.preload;
export const useAddressRules = addressRules.use;
