// The schemas of what the after-purchase endpoints read (cancel, return, review), shared with the
// browser as types only (z.input), like shop-inputs.ts.
import { z } from 'zod';
import { CANCEL_REASONS } from '../orders/item-states.ts';
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
