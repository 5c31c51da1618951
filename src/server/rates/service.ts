// Exchange rates per 1 AED, from a USD-based (or any-based) rates service, cached about an hour;
// a short timeout, and the built-in fallback rates when the service fails.
import { CURRENCY_CODES, FALLBACK_RATES, type CurrencyCode } from '../../lib/currency.ts';
import type { ExchangeRates } from '../../lib/api/types.ts';

export interface RatesServiceOptions {
  url: string;
  ttlMs?: number;
  /** How long to keep serving the fallback before asking the service again. */
  retryMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RatesService {
  get(): Promise<ExchangeRates>;
}

/** Rates per 1 AED from a { base, rates } reply (open.er-api.com: base_code; others: base). */
function perAed(body: unknown): Record<CurrencyCode, number> | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { rates?: unknown; base_code?: unknown; base?: unknown; result?: unknown };
  if (record.result !== undefined && record.result !== 'success') return null;
  if (!record.rates || typeof record.rates !== 'object') return null;
  const rates = { ...(record.rates as Record<string, unknown>) };
  const base = typeof record.base_code === 'string' ? record.base_code : typeof record.base === 'string' ? record.base : 'USD';
  if (rates[base] === undefined) rates[base] = 1;
  const aed = rates.AED;
  if (typeof aed !== 'number' || !Number.isFinite(aed) || aed <= 0) return null;
  const out = {} as Record<CurrencyCode, number>;
  for (const code of CURRENCY_CODES) {
    const value = rates[code];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
    out[code] = Math.round((value / aed) * 1e6) / 1e6;
  }
  out.AED = 1;
  return out;
}

export function createRatesService(options: RatesServiceOptions): RatesService {
  const ttlMs = options.ttlMs ?? 60 * 60_000;
  const retryMs = options.retryMs ?? 5 * 60_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const doFetch = options.fetch ?? fetch;
  let cached: { value: ExchangeRates; until: number } | undefined;
  let pending: Promise<ExchangeRates> | undefined;

  async function fetchRates(): Promise<ExchangeRates> {
    try {
      const response = await doFetch(options.url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      if (text.length > 1_000_000) throw new Error('reply too large');
      const rates = perAed(JSON.parse(text));
      if (!rates) throw new Error('unexpected reply');
      const value: ExchangeRates = { base: 'AED', rates, source: 'live', updated_at: new Date().toISOString() };
      cached = { value, until: Date.now() + ttlMs };
      return value;
    } catch (error) {
      console.warn(`[rates] ${options.url} unavailable (${(error as Error).message}); using fallback rates.`);
      // Keep the last live rates if we have them, else the built-in ones.
      const value: ExchangeRates = cached?.value.source === 'live'
        ? cached.value
        : { base: 'AED', rates: { ...FALLBACK_RATES }, source: 'fallback', updated_at: new Date().toISOString() };
      cached = { value, until: Date.now() + retryMs };
      return value;
    }
  }

  return {
    get() {
      if (cached && Date.now() < cached.until) return Promise.resolve(cached.value);
      pending ??= fetchRates().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
