// GET /api/exchange-rates: the rates the price script converts with. On a failure the caller keeps
// the rates it has.
import { call } from './client.ts';
import { unexpectedReply, type ApiResult } from './client-core.ts';
import type { CurrencyCode } from '../currency.ts';
import type { ApiReply, ExchangeRates } from './types.ts';

/** Current rates per 1 AED. */
export async function fetchExchangeRates(): Promise<ApiResult<Record<CurrencyCode, number>>> {
  const result = await call<ApiReply<ExchangeRates>>('/exchange-rates', { timeout: 5000, retry: 0 });
  if (!result.ok) return result;
  const rates = result.data.data?.rates;
  return rates ? { ok: true, data: rates } : unexpectedReply(result.data);
}
