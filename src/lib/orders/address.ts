// The delivery address an order keeps as JSON text (spec section 3), with the checkout address's
// fields (src/lib/checkout/address.ts). Anything that is not such an object reads as no address,
// and the page says 'Address information not available'. Orders placed before a rule changed are
// read as they were kept, so this reads text, not the schema.
import { ADDRESS_FIELDS, type AddressField } from '../checkout/address.ts';

export type OrderAddress = Record<AddressField, string>;

/** The address, or null when the text is not JSON, not an object, or holds none of its fields. */
export function readAddress(text: string | null | undefined): OrderAddress | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const field = (key: AddressField) => {
    const v = record[key];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const address = Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, field(key)])) as OrderAddress;
  return ADDRESS_FIELDS.some((key) => address[key] !== '') ? address : null;
}
