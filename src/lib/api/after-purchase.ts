// The shopper's after-purchase calls: what an order item still offers; cancelling it (or the rest
// of its order) before it ships; a return or exchange; a review; the tax invoice and its PDF.
import type { z } from 'zod';
import { apiUrl, call } from './client.ts';
import { TOKEN_KEY } from '../storage-keys.ts';
import type { ApiResult } from './client-core.ts';
import type { cancelBody, returnBody } from './after-purchase-inputs.ts';
import type { AfterPurchaseOffers, ApiReply, CancelReply, ReturnRequestView, TaxDocumentView } from './types.ts';

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

/** The order's tax invoice and credit notes (the invoice is issued on the first ask). */
export function fetchTaxDocuments(orderNumber: string): Promise<ApiResult<ApiReply<TaxDocumentView[]>>> {
  return call<ApiReply<TaxDocumentView[]>>(`/orders/${encodeURIComponent(orderNumber)}/invoice`, { retry: 1 });
}

/** The same as a PDF file the browser saves; false when it could not be fetched. */
export async function downloadTaxDocumentsPdf(orderNumber: string): Promise<boolean> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
  } catch {
    // no storage: the request goes without a token and is refused
  }
  try {
    const response = await fetch(apiUrl(`/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) return false;
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${orderNumber}.pdf`;
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
