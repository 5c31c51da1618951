// The shopper's after-purchase calls: what an order item still offers, and cancelling it (or the
// rest of its order) before it ships.
import type { z } from 'zod';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { cancelBody, returnBody } from './after-purchase-inputs.ts';
import type { AfterPurchaseOffers, ApiReply, CancelReply, ReturnRequestView } from './types.ts';

export function fetchOffers(itemId: number): Promise<ApiResult<ApiReply<AfterPurchaseOffers>>> {
  return call<ApiReply<AfterPurchaseOffers>>('/order-item/after-purchase', { query: { id: itemId }, retry: 1 });
}

export function cancelItems(orderNumber: string, body: z.input<typeof cancelBody>): Promise<ApiResult<ApiReply<CancelReply>>> {
  return call<ApiReply<CancelReply>>(`/orders/${encodeURIComponent(orderNumber)}/cancel`, { method: 'POST', body });
}

/** Asks to return or exchange some of a delivered item. */
export function requestReturn(itemId: number, body: z.input<typeof returnBody>): Promise<ApiResult<ApiReply<ReturnRequestView>>> {
  return call<ApiReply<ReturnRequestView>>(`/order-items/${itemId}/return`, { method: 'POST', body });
}

/** A review of a product delivered to the shopper; it waits for the shop's approval. */
export function writeReview(body: { product_id: number; rating: number; title: string; text: string; fit: 'small' | 'true' | 'large' | null }): Promise<ApiResult<ApiReply<{ id: number; status: string }>>> {
  return call<ApiReply<{ id: number; status: string }>>('/reviews', { method: 'POST', body });
}
