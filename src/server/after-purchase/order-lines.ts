// An order's items as the after-purchase rules read them: each with its latest status, when it was
// delivered, and (locked for update) inside the transaction that changes them.
import { sql } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, users, variants } from '../db/schema/index.ts';
import { rowsOf, type Executor } from '../db/sql.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';

export interface LineRow {
  id: number;
  code: string;
  order_id: number;
  product_id: number;
  variant_id: number;
  name: string;
  names: LocalizedName | null;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  unit_tax: number;
  /** The newest timeline status, and its entry's id (a move since the canceller looked changes it). */
  latest: string;
  latest_id: number | null;
  /** When the item's DELIVERED status was written, or null. */
  delivered_at: string | Date | null;
  /** The variant's colour and size codes (null when the catalogue no longer has it). */
  color: string | null;
  size: string | null;
  variant_found: boolean;
}

const LINE_COLUMNS = sql`
  i.id, i.code, i.order_id, i.product_id, i.variant_id, i.name, i.names, i.variant_name, i.quantity,
  i.unit_price, i.total_price, i.unit_tax, v.color, v.size, v.id IS NOT NULL AS variant_found,
  coalesce((SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1), 'CREATED') AS latest,
  (SELECT max(s.id) FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id)::int AS latest_id,
  (SELECT max(s.created_at) FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id AND s.status = 'DELIVERED') AS delivered_at`;

/** Every item of an order, oldest first; `lock` takes them FOR UPDATE (inside a transaction). */
export function linesOfOrder(db: Executor, orderId: number, lock = false): Promise<LineRow[]> {
  return rowsOf<LineRow>(db, sql`
    SELECT ${LINE_COLUMNS} FROM ${orderItems} i LEFT JOIN ${variants} v ON v.id = i.variant_id WHERE i.order_id = ${orderId}
    ORDER BY i.id ${lock ? sql`FOR UPDATE OF i` : sql``}`);
}

/** The order an item belongs to, if it is this shopper's (any shopper's when userId is null). */
export async function orderOfItem(db: Executor, itemId: number, userId: number | null): Promise<string | undefined> {
  const rows = await rowsOf<{ order_number: string }>(db, sql`
    SELECT o.order_number FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id JOIN ${users} u ON u.id = o.user_id
    WHERE i.id = ${itemId} ${userId === null ? sql`` : sql`AND o.user_id = ${userId}`}`);
  return rows[0]?.order_number;
}

/** Appends one timeline entry to an item. */
export async function addItemStatus(tx: Executor, itemId: number, status: string, description: string): Promise<void> {
  await tx.execute(sql`INSERT INTO ${orderItemStatuses} (order_item_id, status, description) VALUES (${itemId}, ${status}, ${description})`);
}
