// The order summary at checkout: the amounts every order page lists (OrderAmounts.tsx), from
// priceOrder, the server's own arithmetic in fils, so the order placed carries the same figures.
// Amount is one figure in the selected currency, for the lines above the summary.
import { DEFAULT_CURRENCY } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import { amountsOfPriced } from '../../lib/orders/amounts.ts';
import type { PricedOrder } from '../../lib/pricing.ts';
import { $currency } from '../../stores/currency.ts';
import { Money } from '../orders/Money.tsx';
import { OrderAmounts } from '../orders/OrderAmounts.tsx';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { CheckoutStrings } from './checkout-strings.ts';

interface Props {
  locale: Locale;
  priced: PricedOrder;
  vatRate: number;
  strings: CheckoutStrings;
}

export function Amount({ locale, fils, strings }: { locale: Locale; fils: number; strings: CheckoutStrings }) {
  return <Money locale={locale} amount={toMajor(fils)} charged={strings.charged} />;
}

export function OrderSummary({ locale, priced, vatRate, strings }: Props) {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  return (
    <div className="checkout-summary" aria-live="polite">
      <OrderAmounts locale={locale} amounts={amountsOfPriced(priced)} vatRate={vatRate} strings={strings} />
      {currency.currencyName !== DEFAULT_CURRENCY.currencyName && <p className="checkout-summary__note">{strings.chargedNote}</p>}
    </div>
  );
}
