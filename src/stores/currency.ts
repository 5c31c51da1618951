// The shopper's currency and the exchange rates (units per 1 AED), both remembered locally.
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { persistedJson } from './persisted.ts';
import {
  CURRENCY_CODES,
  FALLBACK_RATES,
  currencyFor,
  isCurrencyCode,
  type CurrencyCode,
} from '../lib/currency.ts';
import { CURRENCY_KEY, EXCHANGE_RATES_KEY } from '../lib/storage-keys.ts';

export interface StoredRates {
  rates: Record<CurrencyCode, number>;
  fetchedAt: number;
}

function isStoredRates(value: unknown): value is StoredRates {
  const candidate = value as StoredRates | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.fetchedAt === 'number' &&
    CURRENCY_CODES.every((code) => typeof candidate.rates?.[code] === 'number' && candidate.rates[code] > 0)
  );
}

export const $currencyCode = persistentAtom<CurrencyCode>(CURRENCY_KEY, 'AED', {
  encode: (value) => value,
  decode: (raw) => (isCurrencyCode(raw) ? raw : 'AED'),
});

export const $rates = persistedJson<StoredRates>(EXCHANGE_RATES_KEY, { rates: FALLBACK_RATES, fetchedAt: 0 }, isStoredRates);

export const $currency = computed([$currencyCode, $rates], (code, stored) => currencyFor(code, stored.rates));

export function setCurrency(code: CurrencyCode): void {
  $currencyCode.set(code);
}
