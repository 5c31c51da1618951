// The one way an order's amounts are shown: the cart, checkout's summary, the confirmation, order
// detail and the order notice all list these lines, in this order, from integer fils. Prices
// include VAT, so the VAT line says what the total includes and is never added again; the lines
// always reconcile: total = subtotal − discount + delivery + cash on delivery's fee.
import { toMinor } from '../money.ts';
import type { PricedOrder } from '../pricing.ts';

/** An order's amounts in fils. `subtotal` is the list prices' sum, before the product discounts. */
export interface OrderAmounts {
  subtotal: number;
  discount: number;
  delivery: number;
  /** Cash on delivery's fee (0: none, and no line). */
  codFee: number;
  total: number;
  /** The VAT the total includes. */
  vat: number;
}

export type AmountLine =
  | { kind: 'subtotal'; fils: number }
  /** Shown as a negative amount; only when there is a discount. */
  | { kind: 'discount'; fils: number }
  /** 0 reads "Free". */
  | { kind: 'delivery'; fils: number }
  /** Only when there is one. */
  | { kind: 'codFee'; fils: number }
  | { kind: 'total'; fils: number }
  /** "includes VAT (5%)": part of the total, not added to it; only when the rate is above 0. */
  | { kind: 'vat'; fils: number; rate: number };

export function amountLines(amounts: OrderAmounts, vatRate: number): AmountLine[] {
  const lines: AmountLine[] = [{ kind: 'subtotal', fils: amounts.subtotal }];
  if (amounts.discount > 0) lines.push({ kind: 'discount', fils: amounts.discount });
  lines.push({ kind: 'delivery', fils: amounts.delivery });
  if (amounts.codFee > 0) lines.push({ kind: 'codFee', fils: amounts.codFee });
  lines.push({ kind: 'total', fils: amounts.total });
  if (vatRate > 0) lines.push({ kind: 'vat', fils: amounts.vat, rate: vatRate });
  return lines;
}

/** The amounts of an order not yet placed (the cart, checkout), from the shared arithmetic. */
export function amountsOfPriced(priced: PricedOrder): OrderAmounts {
  return { subtotal: priced.subtotal, discount: priced.offerAmount, delivery: priced.deliveryCharge, codFee: priced.codFee, total: priced.totalAmount, vat: priced.tax };
}

/** The amounts of a placed order as the API replies them (AED, 2 decimals). */
export function amountsOfOrder(order: { sub_total_amount: number; offer_amount: number; delivery_charge: number; cod_fee?: number; total_amount: number; tax_amount: number }): OrderAmounts {
  return {
    subtotal: toMinor(order.sub_total_amount),
    discount: toMinor(order.offer_amount),
    delivery: toMinor(order.delivery_charge),
    // Absent from a reply cached before the fee existed: none.
    codFee: toMinor(order.cod_fee ?? 0),
    total: toMinor(order.total_amount),
    vat: toMinor(order.tax_amount),
  };
}

/** What the cart says about delivery: what checkout will charge, and how far free delivery is. */
export type DeliveryOutlook =
  | { kind: 'free' }
  /** `missing` fils more of goods would make it free; `progress` is 0 to 1 of the way there. */
  | { kind: 'charged'; charge: number; missing: number; progress: number };

/**
 * From the goods' amount after discounts (fils) and the delivery rules, the same decision
 * priceOrder makes when the order is placed.
 */
export function deliveryOutlook(net: number, rules: { deliveryCharge: number; freeDelivery: boolean; freeDeliveryThreshold: number }): DeliveryOutlook {
  if (rules.freeDelivery || rules.deliveryCharge === 0 || net >= rules.freeDeliveryThreshold) return { kind: 'free' };
  return {
    kind: 'charged',
    charge: rules.deliveryCharge,
    missing: rules.freeDeliveryThreshold - net,
    // Below the threshold, so the threshold is above 0.
    progress: Math.max(0, net) / rules.freeDeliveryThreshold,
  };
}
