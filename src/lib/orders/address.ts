// The delivery address an order keeps as JSON text (spec section 3). Anything that is not such an
// object reads as no address, and the page says 'Address information not available'.

export interface OrderAddress {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
}

const FIELDS = ['name', 'street_address', 'city', 'state', 'postal_code', 'country', 'phone_number'] as const;

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
  const field = (key: (typeof FIELDS)[number]) => {
    const v = record[key];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const address = Object.fromEntries(FIELDS.map((key) => [key, field(key)])) as unknown as OrderAddress;
  return FIELDS.some((key) => address[key] !== '') ? address : null;
}
