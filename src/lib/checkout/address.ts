// The checkout address's fields: their order, their limits and why one may be refused. The order
// pages read an order's address by them (src/lib/orders/address.ts); the form's draft, which needs
// the countries' dialling codes, is a module of its own (./address-draft.ts), so that those pages
// do not load the codes.
import type { PhoneProblem } from '../phone.ts';

const TEXT_FIELDS = ['name', 'street_address', 'city', 'state', 'postal_code'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type AddressField = TextField | 'country' | 'phone_number';

/** The form's order, which is also the order the first invalid field is looked for in. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'street_address', 'country', 'city', 'state', 'postal_code', 'phone_number'];

/** The longest value of each text field (the postal code's is its country's pattern). */
export const MAX_LENGTH: Record<Exclude<TextField, 'postal_code'>, number> = { name: 100, street_address: 200, city: 100, state: 100 };

/** Why a field is refused; each has the shopper's words (src/islands/checkout/address-messages.ts). */
export type AddressProblem = 'required' | 'too_long' | 'control' | 'postal_format' | 'country' | Exclude<PhoneProblem, 'not_mobile'>;
