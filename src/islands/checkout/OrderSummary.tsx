// The order summary: subtotal, discount (when there is one), delivery (or Free), total and the VAT
// the total includes, each in the selected currency with the AED charged beside it when another
// currency is selected. Every figure comes from priceOrder, the server's own arithmetic.
import type { PricedOrder } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import type { ChargedMoney } from './use-charged-money.ts';
import type { CheckoutStrings } from './checkout-strings.ts';

interface Props {
  priced: PricedOrder;
  vatRate: number;
  money: ChargedMoney;
  strings: CheckoutStrings;
}

export function Amount({ fils, money, negative = false }: { fils: number; money: ChargedMoney; negative?: boolean }) {
  const charged = money.charged(fils);
  const sign = negative ? '−' : '';
  return (
    <span className="checkout-amount">
      <span>{sign + money.shown(fils)}</span>
      {charged && <span className="checkout-amount__aed">{sign + charged}</span>}
    </span>
  );
}

export function OrderSummary({ priced, vatRate, money, strings }: Props) {
  return (
    <div className="checkout-summary" aria-live="polite">
      <dl className="checkout-summary__rows">
        <div>
          <dt>{strings.subtotal}</dt>
          <dd>
            <Amount fils={priced.subtotal} money={money} />
          </dd>
        </div>
        {priced.offerAmount > 0 && (
          <div>
            <dt>{strings.discount}</dt>
            <dd>
              <Amount fils={priced.offerAmount} money={money} negative />
            </dd>
          </div>
        )}
        <div>
          <dt>{strings.delivery}</dt>
          <dd>{priced.deliveryCharge === 0 ? strings.free : <Amount fils={priced.deliveryCharge} money={money} />}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>{strings.total}</dt>
          <dd>
            <Amount fils={priced.totalAmount} money={money} />
          </dd>
        </div>
        {vatRate > 0 && (
          <div className="checkout-summary__vat">
            <dt>{fill(strings.vatIncluded, { rate: vatRate })}</dt>
            <dd>
              <Amount fils={priced.tax} money={money} />
            </dd>
          </div>
        )}
      </dl>
      {money.charged(0) !== null && <p className="checkout-summary__note">{strings.chargedNote}</p>}
    </div>
  );
}
