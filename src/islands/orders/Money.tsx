// An order amount (AED, major units) in the shopper's currency with 2 decimals; when another
// currency than AED is chosen, the AED actually charged is shown beside it (DESIGN, Money).
import { DEFAULT_CURRENCY, formatPrice, formatPriceOff, type Currency } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { splitAt } from '../../lib/text.ts';
import { $currency } from '../../stores/currency.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import './money.css';

interface Props {
  locale: Locale;
  amount: number;
  /** Template with {{amount}} for the AED charged. */
  charged: string;
  /** Taken off (a discount): written negative. */
  negative?: boolean;
}

/**
 * Every amount is isolated in the direction its own text sets (`<bdi>`, dir auto): Intl's Arabic
 * shapes begin with a right-to-left mark, so on an Arabic page each amount, positive or taken off,
 * reads with its code on the same side ('AED 89.00', 'AED −35.60'; in logical order '89.00 AED',
 * '−35.60 AED', the minus held to the number by a left-to-right mark). An amount taken off is
 * written whole by the locale's format, sign included: a sign put before the formatted amount would
 * land on the far side of a right-to-left line ('AED 13.00−').
 */
function Amount({ amount, currency, locale, negative }: { amount: number; currency: Currency; locale: Locale; negative: boolean }) {
  return <bdi>{negative ? formatPriceOff(amount, currency, locale) : formatPrice(amount, currency, locale)}</bdi>;
}

export function Money({ locale, amount, charged, negative = false }: Props) {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  const [before, after] = splitAt(charged, 'amount');
  return (
    <span className="order-money">
      <span className="order-money__shown">
        <Amount amount={amount} currency={currency} locale={locale} negative={negative} />
      </span>
      {currency.currencyName !== DEFAULT_CURRENCY.currencyName && (
        <span className="order-money__charged">
          {before}
          <Amount amount={amount} currency={DEFAULT_CURRENCY} locale={locale} negative={negative} />
          {after}
        </span>
      )}
    </span>
  );
}
