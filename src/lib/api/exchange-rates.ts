import { api } from './client.ts';
import type { CurrencyCode } from '../currency.ts';

interface RatesReply {
  success: boolean;
  data?: { base: 'AED'; rates: Record<CurrencyCode, number>; source: 'live' | 'fallback'; updated_at: string };
}

/** Current rates per 1 AED, or null when the API cannot be reached (the caller keeps what it has). */
export async function fetchExchangeRates(): Promise<Record<CurrencyCode, number> | null> {
  try {
    const reply = await api<RatesReply>('/exchange-rates', { timeout: 5000, retry: 0 });
    return reply.success && reply.data ? reply.data.rates : null;
  } catch {
    return null;
  }
}
