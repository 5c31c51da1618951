// GET /payments/instalments: which ways to pay in instalments take a price, asked for anyone (the
// product page, after paint). A reply the page cannot read offers nothing: the page then says
// nothing about instalments rather than something untrue.
import { API_BASE, request } from './client-core.ts';
import type { ApiReply, InstalmentOffer, InstalmentOffers } from './types.ts';

/** The offers for `fils`, as the server's configured providers answer them; none when it cannot tell. */
export async function instalmentOffers(fils: number): Promise<InstalmentOffer[]> {
  const amount = (fils / 100).toFixed(2);
  const result = await request<ApiReply<InstalmentOffers>>(`${API_BASE}/payments/instalments?amount=${amount}`, { headers: { accept: 'application/json' } });
  return result.ok ? (result.data.data?.instalments ?? []) : [];
}
