// What the shop charges for delivery, as every screen says it (the header's banner, the shipping
// policy, the cart, checkout, the mini-cart): either every order travels free, or a fixed charge
// below a threshold from which delivery is free. A shop that charges nothing below its threshold
// (or whose threshold is 0) delivers free, and says "Free delivery", never "over AED 200".
import type { LiveSettings } from '../live-settings.ts';

export type DeliveryTerms =
  | { kind: 'free' }
  /** AED: `charge` on orders under `threshold`, free from it. */
  | { kind: 'threshold'; charge: number; threshold: number };

export type DeliverySettings = Pick<LiveSettings, 'is_free_delivery' | 'fixed_delivery_charge' | 'free_delivery_threshold'>;

export function deliveryTerms(settings: DeliverySettings): DeliveryTerms {
  const { is_free_delivery: flag, fixed_delivery_charge: charge, free_delivery_threshold: threshold } = settings;
  if (flag === '1' || charge <= 0 || threshold <= 0) return { kind: 'free' };
  return { kind: 'threshold', charge, threshold };
}
