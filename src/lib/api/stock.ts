// Live per-variant stock (GET /api/stock?product_id=). Product pages are built with the stock of
// build time; this refreshes it once the page is open. On any failure the caller keeps what it has.
import { api } from './client.ts';
import type { VariantStock as StockEntry } from './types.ts';

interface StockReply {
  data?: unknown;
}

function isStockEntry(value: unknown): value is StockEntry {
  const entry = value as StockEntry | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.variant_id) &&
    Number.isSafeInteger(entry.stock) &&
    entry.stock >= 0
  );
}

/** Reads a reply's `data`, keeping only well-formed entries (a partial answer still helps). */
export function parseStockReply(reply: StockReply | null | undefined): Map<number, number> {
  const live = new Map<number, number>();
  if (!reply || !Array.isArray(reply.data)) return live;
  for (const entry of reply.data) if (isStockEntry(entry)) live.set(entry.variant_id, entry.stock);
  return live;
}

/** Live stock per variant id of one product, or null when the API cannot be reached. */
export async function fetchStock(productId: string): Promise<Map<number, number> | null> {
  try {
    const reply = await api<StockReply>('/stock', { query: { product_id: productId }, timeout: 5000, retry: 0 });
    return parseStockReply(reply);
  } catch {
    return null;
  }
}
