// The schemas of everything the shopping endpoints read. Multipart and query values arrive as
// strings, JSON as numbers: integers accept both, but nothing else (no '', no 1.5, no 'abc'). The
// API parses requests with them; the browser's calls type what they send by them (z.input), with
// type-only imports that load no zod.
import { z } from 'zod';
import { addressSchema } from '../checkout/address-schema.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

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

/** The checkout address (src/lib/checkout/address-schema.ts, the form's too). Multipart forms send it as JSON text; JSON bodies send the object itself. */
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
  payment_method: z.enum(PAYMENT_METHODS, { error: `The payment method must be one of ${PAYMENT_METHODS.map((m) => `'${m}'`).join(', ')}.` }).default('cod'),
});

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.';

/** The headers POST /checkout reads, by their names as sent. */
export const checkoutHeaders = z.object({
  'Idempotency-Key': z.string().regex(/^[\x21-\x7e]{8,128}$/, IDEMPOTENCY_KEY_MESSAGE).optional(),
});

/** An order number as the payment pages send it back (the prefix, a dash and digits). */
export const orderNumberField = z
  .string({ error: 'The order number is required.' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'The order number is not valid.');

export const paymentOrderBody = z.object({ order: orderNumberField });
/** The amount checkout priced the cart at, AED with at most two decimals (the page's own figure). */
/** An amount of AED with at most two decimals, from a query string or JSON. */
const aedAmount = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'The amount must be AED with at most two decimals.').transform(Number)], {
    error: 'The amount must be AED with at most two decimals.',
  })
  .pipe(z.number().min(0, 'The amount must be AED with at most two decimals.').max(10_000_000, 'The amount must be AED with at most two decimals.'));

/** GET /payments/instalments: a price the product page shows. */
export const instalmentsQuery = z.object({ amount: aedAmount });

export const paymentOptionsQuery = z.object({
  amount: aedAmount,
  /** The phone checkout's address names, international (+971…): an instalment provider pre-scores the shopper on it. */
  phone: z
    .string()
    .trim()
    .regex(/^\+[\d\s().-]{8,24}$/, 'The phone must be international, such as +971 50 123 4567.')
    .transform((phone) => `+${phone.replace(/\D/g, '')}`)
    .optional(),
});
export const paymentStatusQuery = z.object({
  order: orderNumberField,
  session_id: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, 'The session id is not valid.').optional(),
});
