// The order summary: subtotal, discount (when there is one), delivery (or Free), total and the VAT
// the total includes, each in the selected currency with the AED charged beside it when another
// currency is selected (the orders pages' Money). Every figure comes from priceOrder, the server's
// own arithmetic in fils, converted to AED only here, for display.
import { DEFAULT_CURRENCY } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import type { PricedOrder } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import { $currency } from '../../stores/currency.ts';
import { Money } from '../orders/money.tsx';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { CheckoutStrings } from './checkout-strings.ts';

interface Props {
  locale: Locale;
  priced: PricedOrder;
  vatRate: number;
  strings: CheckoutStrings;
}

interface AmountProps {
  locale: Locale;
  fils: number;
  strings: CheckoutStrings;
  negative?: boolean;
}

export function Amount({ locale, fils, strings, negative = false }: AmountProps) {
  return <Money locale={locale} amount={toMajor(fils)} charged={strings.charged} sign={negative ? '−' : ''} />;
}

export function OrderSummary({ locale, priced, vatRate, strings }: Props) {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  const money = { locale, strings };
  return (
    <div className="checkout-summary" aria-live="polite">
      <dl className="checkout-summary__rows">
        <div>
          <dt>{strings.subtotal}</dt>
          <dd>
            <Amount fils={priced.subtotal} {...money} />
          </dd>
        </div>
        {priced.offerAmount > 0 && (
          <div>
            <dt>{strings.discount}</dt>
            <dd>
              <Amount fils={priced.offerAmount} {...money} negative />
            </dd>
          </div>
        )}
        <div>
          <dt>{strings.delivery}</dt>
          <dd>{priced.deliveryCharge === 0 ? strings.free : <Amount fils={priced.deliveryCharge} {...money} />}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>{strings.total}</dt>
          <dd>
            <Amount fils={priced.totalAmount} {...money} />
          </dd>
        </div>
        {vatRate > 0 && (
          <div className="checkout-summary__vat">
            <dt>{fill(strings.vatIncluded, { rate: vatRate })}</dt>
            <dd>
              <Amount fils={priced.tax} {...money} />
            </dd>
          </div>
        )}
      </dl>
      {currency.currencyName !== DEFAULT_CURRENCY.currencyName && <p className="checkout-summary__note">{strings.chargedNote}</p>}
    </div>
  );
}
