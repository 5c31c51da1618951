// Prices in an island: AED amounts formatted in the shopper's currency, AED while hydrating.
import { DEFAULT_CURRENCY, formatPrice, formatThreshold } from '../lib/currency.ts';
import type { Locale } from '../lib/locale.ts';
import { $currency } from '../stores/currency.ts';
import { useHydratedStore } from './use-hydrated-store.ts';

export function useMoney(locale: Locale): (amountAed: number) => string {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  return (amountAed) => formatPrice(amountAed, currency, locale);
}

/** A threshold ("free delivery from $55") as the banner writes it: whole units, rounded up. */
export function useThresholdMoney(locale: Locale): (amountAed: number) => string {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  return (amountAed) => formatThreshold(amountAed, currency, locale);
}
