// The office's request bodies, each one schema (validated at the boundary like every API body).
import { z } from 'zod';
import { labelled, text } from '../../http/validate.ts';
import { OFFICE_LOCALES, ROLES } from '../staff.ts';
import { STOCK_MAX } from '../stock.ts';

const code = z.string().regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows.');
const password = text(...labelled('The password', { raw: true })).pipe(z.string().min(1, 'The password is required.').max(128, 'The password must be at most 128 characters.'));
const email = text(...labelled('The e-mail address')).pipe(z.email('Enter a valid e-mail address.').max(254));
const description = text(...labelled('The description', { multiline: true })).pipe(
  z.string().min(1, 'A description is required: the shopper reads it on the order page.').max(500, 'The description must be at most 500 characters.'),
);
/** Letters and digits, with spaces or dashes between: what carriers print on a label. */
export const trackingNumber = text(...labelled('The tracking number')).pipe(
  z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9 -]{2,38})[A-Za-z0-9]$/, 'A tracking number is 4 to 40 letters and digits (spaces and dashes between them).'),
);
const carrier = text(...labelled('The carrier')).pipe(z.string().min(1).max(60, "The carrier's name must be at most 60 characters."));
const itemCode = z.string().min(1).max(60);
/** Each item's latest status entry as the person saw it: a move made meanwhile refuses theirs. */
const seen = z.record(itemCode, z.number().int().positive());
const expected = seen.optional();

export const signInBody = z.object({ email, password, code });
export const confirmBody = z.object({ password, code });
export const localeBody = z.object({ locale: z.enum(OFFICE_LOCALES) });

export const MOVE_TARGETS = ['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'REFUSED', 'RETURNED'] as const;

export const moveBody = z
  .object({
    items: z.array(itemCode).min(1).max(100).optional(),
    to: z.enum(MOVE_TARGETS),
    description,
    tracking_number: trackingNumber.optional(),
    carrier: carrier.optional(),
    expected,
  })
  .refine((body) => body.to !== 'SHIPPED' || body.tracking_number, { message: 'Shipping needs the tracking number on the label.', path: ['tracking_number'] });

export const cancelBody = z.object({ items: z.array(itemCode).min(1).max(100).optional(), description, expected });

export const shipBody = z.object({
  description,
  orders: z
    // Every item of each order as the list showed it (its `status_ids`), so a move made meanwhile refuses that order.
    .array(z.object({ id: z.number().int().positive(), tracking_number: trackingNumber, carrier: carrier.optional(), expected: seen }))
    .min(1)
    .max(100),
});

export const stockBody = z.object({
  stock: z.number().int('Stock is a whole number.').min(0, 'Stock cannot be below 0.').max(STOCK_MAX, `Stock is at most ${STOCK_MAX}.`),
  expected_stock: z.number().int().min(0),
});

export const answeredBody = z.object({ answered: z.boolean() });
export const replyBody = z.object({
  subject: text(...labelled('The subject')).pipe(z.string().min(1, 'The subject is required.').max(200)),
  text: text(...labelled('The reply', { multiline: true })).pipe(z.string().min(1, 'The reply is empty.').max(5000, 'The reply must be at most 5000 characters.')),
});
export const moderationBody = z.object({ status: z.enum(['approved', 'refused']) });
/** A review's decision, in the reviews' own words (src/server/after-purchase/reviews.ts). */
export const reviewVerdictBody = z.object({ status: z.enum(['approved', 'rejected']) });

export const settingBody = z.object({ value: z.unknown(), expected: z.unknown().optional() });

export const staffBody = z.object({
  email,
  name: text(...labelled('The name')).pipe(z.string().min(1, 'The name is required.').max(80)),
  role: z.enum(ROLES),
  locale: z.enum(OFFICE_LOCALES).default('en'),
});
