// The schemas of what the after-purchase endpoints read (cancel, return, review), shared with the
// browser as types only (z.input), like shop-inputs.ts.
import { z } from 'zod';
import { CANCEL_REASONS, RETURN_KINDS, RETURN_REASONS } from '../orders/item-states.ts';
import { orderItemQuery } from './shop-inputs.ts';

const PG_INT_MAX = 2_147_483_647;
const itemId = z.number().int().min(1).max(PG_INT_MAX);

export const cancelBody = z.object({
  /** The items to cancel, by id; every item not yet shipped when absent. */
  items: z.array(itemId, { error: 'The items must be a list of item ids.' }).min(1).max(100).optional(),
  reason: z.enum(CANCEL_REASONS, { error: `The reason must be one of ${CANCEL_REASONS.join(', ')}.` }),
});

/** GET /order-item/after-purchase: what the shopper may still do with an item. */
export const offersQuery = orderItemQuery;

export const returnBody = z
  .object({
    quantity: z.number({ error: 'The quantity must be a whole number from 1 to 99.' }).int().min(1).max(99),
    reason: z.enum(RETURN_REASONS, { error: `The reason must be one of ${RETURN_REASONS.join(', ')}.` }),
    kind: z.enum(RETURN_KINDS, { error: "The request must be 'refund' or 'exchange'." }),
    exchange_variant_id: z.number().int().min(1).max(PG_INT_MAX).optional(),
  })
  .refine((body) => body.kind === 'refund' || body.exchange_variant_id !== undefined, {
    path: ['exchange_variant_id'],
    error: 'Choose another size or colour of the same product for the exchange.',
  });
