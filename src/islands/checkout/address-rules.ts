// The checkout address schema (src/lib/checkout/address-schema.ts: zod/mini and the phone's
// numbering plans) and its problems' words (./address-messages.ts) load once the shopper starts on
// the form, not with the page. One import, tried again after a failure (offline). The form keeps
// what arrived in its own state (./CheckoutForm.tsx): it is the one island that asks, so it needs
// neither lazy-rules.ts's shared store nor that module's download before any interaction.
export type AddressRules = typeof import('./address-check.ts');

let loading: Promise<AddressRules> | undefined;

export function loadAddressRules(): Promise<AddressRules> {
  return (loading ??= import('./address-check.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
