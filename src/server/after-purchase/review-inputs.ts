// What a review may say: stars, a title, its text and, if the buyer likes, how the product fits;
// text goes through the API's one text rule (no control or format characters).
import { z } from 'zod';
import { labelled, text } from '../http/validate.ts';
import { FITS } from '../../lib/orders/item-states.ts';

const PG_INT_MAX = 2_147_483_647;

const required = (label: string, max: number, multiline = false) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text(...labelled(label, { multiline })).pipe(z.string().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`)),
  );

export const reviewBody = z.object({
  product_id: z.number({ error: 'The product_id must be a whole number.' }).int().min(1).max(PG_INT_MAX),
  rating: z.number({ error: 'The rating must be a whole number from 1 to 5.' }).int().min(1, 'The rating must be a whole number from 1 to 5.').max(5, 'The rating must be a whole number from 1 to 5.'),
  title: required('Title', 120),
  text: required('Review', 2000, true),
  fit: z.enum(FITS, { error: `The fit must be one of ${FITS.join(', ')}.` }).nullish(),
});

export const reviewsQuery = z.object({
  product_id: z.string().regex(/^\d{1,10}$/, 'The product_id must be a whole number.').transform(Number).pipe(z.number().int().min(1).max(PG_INT_MAX)),
  page: z.string().regex(/^\d{1,6}$/, 'The page must be a whole number.').transform(Number).pipe(z.number().int().min(1).max(100_000)).default(1),
});
