// The cart's word on delivery: what checkout will charge, from the same rules (deliveryOutlook);
// while the order is under the free-delivery threshold, the amount still missing and a bar
// showing how far along the cart is.
import { deliveryOutlook } from '../../lib/orders/amounts.ts';
import type { LiveSettings } from '../../lib/live-settings.ts';
import { toMajor } from '../../lib/money.ts';
import { pricingRulesFrom, type PricedOrder } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import type { CartStrings } from './cart-strings.ts';

interface Props {
  priced: PricedOrder;
  settings: LiveSettings;
  /** AED → text in the shopper's currency. */
  money: (amountAed: number) => string;
  /** AED → a threshold in the shopper's currency, as the banner writes it ("$55"). */
  threshold: (amountAed: number) => string;
  strings: CartStrings;
}

export function DeliveryOutlook({ priced, settings, money, threshold, strings }: Props) {
  const rules = pricingRulesFrom(settings);
  const outlook = deliveryOutlook(priced.subtotal - priced.offerAmount, rules);
  if (outlook.kind === 'free') return <p className="cart-lines__delivery">{strings.deliveryFree}</p>;
  const percent = Math.round(outlook.progress * 100);
  return (
    <div className="cart-lines__delivery">
      <p>{fill(strings.deliveryCharged, { charge: money(toMajor(outlook.charge)), missing: money(toMajor(outlook.missing)) })}</p>
      <progress
        className="cart-lines__progress"
        max={100}
        value={percent}
        aria-label={fill(strings.deliveryProgress, { threshold: threshold(toMajor(rules.freeDeliveryThreshold)) })}
      />
    </div>
  );
}
