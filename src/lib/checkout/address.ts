// The checkout address as the shopper types it, checked in the browser by the same rules the API
// applies (src/server/shop/inputs.ts, addressSchema), so a mistake is named beside its field before
// anything is sent. Free of zod: checkout's page loads this, not the schema. The phone's rules are
// passed in, not imported: the page loads them only once the shopper reaches the phone field.
import { PHONE_COUNTRIES, type PhoneCountry } from '../phone-countries.ts';
import type { PhoneProblem, PhoneRules } from '../phone.ts';

/** Where the shop delivers: the GCC countries and India, the United Arab Emirates first. */
export const CHECKOUT_COUNTRIES: readonly PhoneCountry[] = PHONE_COUNTRIES.map((entry) => entry.country);

export const TEXT_FIELDS = ['name', 'street_address', 'city', 'state', 'postal_code'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type AddressField = TextField | 'country' | 'phone_number';

/** The form's order, which is also the order the first invalid field is looked for in. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'street_address', 'city', 'state', 'postal_code', 'country', 'phone_number'];

/** The API's longest value for each text field. */
export const MAX_LENGTH: Record<TextField, number> = { name: 100, street_address: 200, city: 100, state: 100, postal_code: 20 };

export interface AddressDraft {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  country: PhoneCountry;
  /** The number as typed, read against phoneCountry. */
  phone: string;
  phoneCountry: PhoneCountry;
}

/** What the API takes: the phone in E.164. */
export interface CheckoutAddress {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  country: PhoneCountry;
  phone_number: string;
}

export type AddressProblem = 'required' | 'too_long' | 'control' | 'postal_format' | 'country' | Exclude<PhoneProblem, 'not_mobile'>;
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

// As the API: C0 and C1 controls, DEL and lone surrogates are no text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export function isCheckoutCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (CHECKOUT_COUNTRIES as readonly string[]).includes(value);
}

function textProblem(field: TextField, value: string): AddressProblem | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > MAX_LENGTH[field]) return 'too_long';
  if (CONTROL.test(text)) return 'control';
  if (field === 'postal_code' && !POSTAL_CODE.test(text)) return 'postal_format';
  return undefined;
}

/**
 * The phone as its country's plan reads it. A courier calls or texts, so a landline is as good as a
 * mobile here (unlike a sign-in number, which must take a code by SMS).
 */
export function readDeliveryPhone(draft: Pick<AddressDraft, 'phone' | 'phoneCountry'>, rules: PhoneRules) {
  return rules.parsePhone(draft.phone, draft.phoneCountry, { mobile: false });
}

/** One field's problem but the phone's (phoneProblem), or undefined when it is fine. */
export function fieldProblem(field: Exclude<AddressField, 'phone_number'>, draft: AddressDraft): AddressProblem | undefined {
  if (field === 'country') return isCheckoutCountry(draft.country) ? undefined : 'country';
  return textProblem(field, draft[field]);
}

/** The phone's problem, or undefined when it is fine. */
export function phoneProblem(draft: AddressDraft, rules: PhoneRules): AddressProblem | undefined {
  if (!draft.phone.trim()) return 'required';
  const phone = readDeliveryPhone(draft, rules);
  return phone.ok ? undefined : phone.reason === 'not_mobile' ? 'invalid' : phone.reason;
}

/** Every field's problem; an empty record when the address can be sent. */
export function addressProblems(draft: AddressDraft, rules: PhoneRules): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = field === 'phone_number' ? phoneProblem(draft, rules) : fieldProblem(field, draft);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The address the API takes, trimmed, the phone in E.164; undefined while any field has a problem. */
export function checkoutAddress(draft: AddressDraft, rules: PhoneRules): CheckoutAddress | undefined {
  if (Object.keys(addressProblems(draft, rules)).length > 0) return undefined;
  const phone = readDeliveryPhone(draft, rules);
  if (!phone.ok) return undefined;
  return {
    name: draft.name.trim(),
    street_address: draft.street_address.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    postal_code: draft.postal_code.trim(),
    country: draft.country,
    phone_number: phone.e164,
  };
}
