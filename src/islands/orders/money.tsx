// An order amount (AED, major units) in the shopper's currency with 2 decimals; when another
// currency than AED is chosen, the AED actually charged is shown beside it (DESIGN, Money).
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import { $currency } from '../../stores/currency.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import './money.css';

interface Props {
  locale: Locale;
  amount: number;
  /** Template with {{amount}} for the AED charged. */
  charged: string;
  /** Taken off (a discount): a minus sign before the amount. */
  negative?: boolean;
}

// The sign stays outside the formatted amount: Intl's negative Arabic amount carries marks that
// turn it left to right, so it would read in another order than the positive amounts beside it.
const MINUS = '\u2212';

export function Money({ locale, amount, charged, negative = false }: Props) {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  const tag = LOCALE_TAGS[locale];
  const sign = negative ? MINUS : '';
  return (
    <span className="order-money">
      <span className="order-money__shown">
        {sign}
        {formatPrice(amount, currency, tag)}
      </span>
      {currency.currencyName !== DEFAULT_CURRENCY.currencyName && (
        <span className="order-money__charged">{fill(charged, { amount: `${sign}${formatPrice(amount, DEFAULT_CURRENCY, tag)}` })}</span>
      )}
    </span>
  );
}
