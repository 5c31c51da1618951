// The schemas of everything the shopping endpoints read. Multipart and query values arrive as
// strings, JSON as numbers: integers accept both, but nothing else (no '', no 1.5, no 'abc').
import { z } from 'zod';
import { forbiddenCharacter } from '../../lib/unseen-characters.ts';
import { hasControlCharacters } from '../http/validate.ts';

/** The largest value of a PostgreSQL integer column: anything above could never match a row. */
const PG_INT_MAX = 2_147_483_647;

function wholeNumber(label: string, min: number, max: number) {
  const message = `The ${label} must be a whole number from ${min} to ${max}.`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,12}$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

export const variantId = wholeNumber('variant_id', 1, PG_INT_MAX);
export const quantity = wholeNumber('quantity', 1, 99);

export const cartAddBody = z.object({ variant_id: variantId, quantity: quantity.default(1) });
export const cartRemoveQuery = z.object({ variant_id: variantId, quantity: quantity.default(1) });
export const wishlistBody = z.object({ variant_id: variantId });
export const stockQuery = z.object({ product_id: wholeNumber('product_id', 1, PG_INT_MAX) });
export const orderItemsQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  per_page: wholeNumber('per_page', 1, 100).default(25),
});
export const orderItemQuery = z.object({ id: wholeNumber('id', 1, PG_INT_MAX) });

export const COUNTRIES = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'IN'] as const;

const field = (label: string, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} must be at most ${max} characters.`)
    .refine((s) => !hasControlCharacters(s), `The ${label} must not contain control characters.`)
    .refine((s) => forbiddenCharacter(s) !== 'format', `The ${label} must not contain invisible formatting characters.`);

export const addressSchema = z.object({
  name: field('name', 100),
  street_address: field('street address', 200),
  city: field('city', 100),
  state: field('state', 100),
  postal_code: field('postal code', 20).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'The postal code may hold letters, digits, spaces and hyphens only.'),
  ),
  country: z.enum(COUNTRIES, { error: `The country must be one of ${COUNTRIES.join(', ')}.` }),
  phone_number: z
    .string({ error: 'The phone number is required.' })
    .transform((s) => s.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'The phone number must start with + and the country code, e.g. +971501234567.')),
});

/** Multipart forms send the address as JSON text; JSON bodies send the object itself. */
const addressField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, addressSchema);

export const checkoutBody = z.object({
  address: addressField,
  payment_method: z.literal('cod', { error: "The payment method must be 'cod' (cash on delivery)." }).default('cod'),
});

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.';

/** The headers POST /checkout reads, by their names as sent. */
export const checkoutHeaders = z.object({
  'Idempotency-Key': z.string().regex(/^[\x21-\x7e]{8,128}$/, IDEMPOTENCY_KEY_MESSAGE).optional(),
});
