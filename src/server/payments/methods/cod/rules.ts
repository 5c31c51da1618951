// Cash on delivery as Gulf shops run it, from the live settings: a fee added to the order as a line
// of its own, a largest order total it may be used for, and a number of deliveries refused at the
// door after which a shopper is offered it no more. The refusals are counted from the orders
// themselves: an order with an item the shop marked REFUSED counts once.
import { sql } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders } from '../../../db/schema/index.ts';
import { firstRow, type Executor } from '../../../db/sql.ts';
import { conflict, type HttpError } from '../../../http/errors.ts';
import { toMajor, toMinor } from '../../../../lib/money.ts';
import type { SiteSettings } from '../../../../lib/settings.ts';

export interface CodRules {
  /** Fils added to the order. */
  fee: number;
  /** The largest total (fils, before the fee) cash may pay; 0: no maximum. */
  maxTotal: number;
  /** Refused deliveries after which cash is not offered; 0: never withdrawn. */
  refusalLimit: number;
}

/** No fee, no maximum, never withdrawn: cash on delivery as it was before these settings. */
export const NO_COD_RULES: CodRules = { fee: 0, maxTotal: 0, refusalLimit: 0 };

export function codRules(settings: Pick<SiteSettings, 'cod_fee' | 'cod_max_order_total' | 'cod_refusal_limit'>): CodRules {
  return { fee: toMinor(settings.cod_fee), maxTotal: toMinor(settings.cod_max_order_total), refusalLimit: settings.cod_refusal_limit };
}

/** The shopper's orders refused at the door. */
export async function refusedDeliveries(db: Executor, userId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(db, sql`
    SELECT count(DISTINCT o.id)::int AS n FROM ${orders} o JOIN ${orderItems} i ON i.order_id = o.id
    WHERE o.user_id = ${userId}
      AND EXISTS (SELECT 1 FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id AND s.status = 'REFUSED')`);
  return row?.n ?? 0;
}

export type CodRefusal = 'cod_over_max' | 'cod_refused';

/** Why cash on delivery cannot pay an order of `total` fils (before the fee) for a shopper with `refusals`, or null. */
export function codRefusal(rules: CodRules, total: number, refusals: number): CodRefusal | null {
  if (rules.refusalLimit > 0 && refusals >= rules.refusalLimit) return 'cod_refused';
  if (rules.maxTotal > 0 && total > rules.maxTotal) return 'cod_over_max';
  return null;
}

const REFUSAL_MESSAGES: Record<CodRefusal, (rules: CodRules) => string> = {
  cod_over_max: (rules) => `Cash on delivery is available for orders up to AED ${(rules.maxTotal / 100).toFixed(2)}. Please choose another way to pay.`,
  cod_refused: () => 'Cash on delivery is no longer offered on this account, after deliveries that were refused. Please choose another way to pay.',
};

/** 409 cod_unavailable, with the reason as a code the pages word and the maximum when it is the one passed. */
export function codUnavailable(reason: CodRefusal, rules: CodRules): HttpError {
  return conflict('cod_unavailable', REFUSAL_MESSAGES[reason](rules), {
    data: { code: 'cod_unavailable', reason, ...(reason === 'cod_over_max' ? { max_amount: toMajor(rules.maxTotal) } : {}) },
  });
}
