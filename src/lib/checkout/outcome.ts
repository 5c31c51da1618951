// What a refused or failed POST /checkout means for the shopper: a line short of stock stays on
// checkout with the reason beside that line; wrong address fields stay with their messages beside
// the fields; an ended session is the sign-in rule's (the login modal opens); anything else goes to
// /payment-failed with a reason code that page words in its language.
import type { ApiFailure } from '../api/client.ts';
import type { StockShortage } from '../api/checkout.ts';
import { ADDRESS_FIELDS, type AddressField } from './address.ts';
import type { FailureReason } from './failure-reason.ts';

export type CheckoutRefusal =
  | { kind: 'stock'; shortage: StockShortage }
  | { kind: 'fields'; fields: Partial<Record<AddressField, string>> }
  | { kind: 'session' }
  | { kind: 'failed'; reason: FailureReason };

// The API names an address field in its message ('The postal code must…'): its errors are keyed
// by the body's top-level field, 'address'.
const FIELD_LABELS: [string, AddressField][] = [
  ['the name', 'name'],
  ['the street address', 'street_address'],
  ['the city', 'city'],
  ['the state', 'state'],
  ['the postal code', 'postal_code'],
  ['the country', 'country'],
  ['the phone number', 'phone_number'],
];

function fieldOf(key: string, message: string): AddressField | undefined {
  const named = key.startsWith('address.') ? key.slice('address.'.length) : undefined;
  if (named && (ADDRESS_FIELDS as readonly string[]).includes(named)) return named as AddressField;
  if (key !== 'address') return undefined;
  const lower = message.toLowerCase();
  return FIELD_LABELS.find(([label]) => lower.startsWith(label))?.[1];
}

function isShortage(data: unknown): data is StockShortage {
  const d = data as Partial<StockShortage> | undefined;
  return Number.isInteger(d?.variant_id) && Number.isInteger(d?.stock);
}

export function checkoutRefusal({ status, reply }: ApiFailure): CheckoutRefusal {
  if (status === undefined) return { kind: 'failed', reason: 'network' };
  if (status === 401) return { kind: 'session' };
  if (status === 409 && isShortage(reply?.data)) return { kind: 'stock', shortage: reply.data };
  if (status === 422) {
    const fields: Partial<Record<AddressField, string>> = {};
    for (const [key, messages] of Object.entries(reply?.errors ?? {})) {
      for (const message of messages) {
        const field = fieldOf(key, message);
        if (field) fields[field] ??= message;
      }
    }
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
    // No field named: the cart was emptied meanwhile (another tab ordered it).
    return { kind: 'failed', reason: reply?.code === 'cart_empty' ? 'cart' : 'other' };
  }
  return { kind: 'failed', reason: status >= 500 ? 'server' : 'other' };
}

