// Checkout's amounts: in the shopper's currency, and, when that is not AED, the AED that will be
// charged beside it (orders are paid in AED). Fils in, formatted text out: the arithmetic stays in
// integer fils (src/lib/pricing.ts), converted only here, for display.
import { DEFAULT_CURRENCY, currencyFor, formatPrice } from '../../lib/currency.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import { $currency } from '../../stores/currency.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';

export interface ChargedMoney {
  /** The amount in the selected currency. */
  shown(fils: number): string;
  /** The AED charged, or null when AED is the selected currency (it is already shown). */
  charged(fils: number): string | null;
}

const AED = currencyFor('AED');

export function useChargedMoney(locale: Locale): ChargedMoney {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  const tag = LOCALE_TAGS[locale];
  return {
    shown: (fils) => formatPrice(toMajor(fils), currency, tag),
    charged: (fils) => (currency.currencyName === 'AED' ? null : formatPrice(toMajor(fils), AED, tag)),
  };
}
