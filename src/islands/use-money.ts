// Prices in an island: AED amounts formatted in the shopper's currency, AED while hydrating.
import { DEFAULT_CURRENCY, formatPrice } from '../lib/currency.ts';
import type { Locale } from '../lib/locale.ts';
import { $currency } from '../stores/currency.ts';
import { useHydratedStore } from './use-hydrated-store.ts';

export function useMoney(locale: Locale): (amountAed: number) => string {
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY);
  return (amountAed) => formatPrice(amountAed, currency, locale);
}
