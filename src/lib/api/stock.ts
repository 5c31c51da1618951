// Live per-variant stock (GET /api/stock?product_id=). Product pages are built with the stock of
// build time; this refreshes it once the page is open. On any failure the caller keeps what it has.
import type { z } from 'zod';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { stockQuery } from './shop-inputs.ts';
import type { ApiReply, VariantStock } from './types.ts';

function isStockEntry(value: unknown): value is VariantStock {
  const entry = value as VariantStock | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.variant_id) &&
    Number.isSafeInteger(entry.stock) &&
    entry.stock >= 0
  );
}

/** Reads a reply's `data`, keeping only well-formed entries (a partial answer still helps). */
export function parseStockReply(reply: Pick<ApiReply<unknown>, 'data'> | null | undefined): Map<number, number> {
  const live = new Map<number, number>();
  if (!reply || !Array.isArray(reply.data)) return live;
  for (const entry of reply.data) if (isStockEntry(entry)) live.set(entry.variant_id, entry.stock);
  return live;
}

/** Live stock per variant id of one product. */
export async function fetchStock(productId: string): Promise<ApiResult<Map<number, number>>> {
  const result = await call<ApiReply<unknown>>('/stock', { query: { product_id: productId } satisfies z.input<typeof stockQuery>, timeout: 5000, retry: 0 });
  return result.ok ? { ok: true, data: parseStockReply(result.data) } : result;
}
