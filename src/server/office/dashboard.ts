// The office's first page: what waits for someone (orders to confirm, to ship, returns to receive),
// today's and this month's orders and sales in the shop's own day (Dubai), and stock running low.
import { sql } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders } from '../db/schema/index.ts';
import { firstRow, type Executor } from '../db/sql.ts';
import { toMajor } from '../../lib/money.ts';
import { listStock, type StockRow } from './stock.ts';

/** The shop's days begin in Dubai. */
const SHOP_TIME_ZONE = 'Asia/Dubai';
/** Statuses of an item on its way back to the shop. */
export const RETURNS_TO_RECEIVE = ['RETURN_APPROVED', 'RETURN_PICKED_UP'] as const;

export interface Dashboard {
  to_confirm: number;
  to_ship: number;
  returns_to_receive: number;
  today: { orders: number; sales: number };
  month: { orders: number; sales: number };
  low_stock: StockRow[];
  low_stock_threshold: number;
}

const latest = sql`(SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1)`;

/** Orders with at least one item whose latest status is one of these. */
function ordersWaiting(statuses: readonly string[]) {
  return sql`(SELECT count(DISTINCT i.order_id)::int FROM ${orderItems} i WHERE ${latest} IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}))`;
}

/** Placed orders (paid or cash; not waiting for a card payment, not wholly cancelled) since a moment. */
function placedSince(start: ReturnType<typeof sql>) {
  return sql`
    SELECT count(*)::int AS orders, coalesce(sum(o.total_amount), 0)::bigint AS sales FROM ${orders} o
    WHERE o.created_at >= ${start}
      AND EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.order_id = o.id AND ${latest} NOT IN ('CREATED', 'CANCELLED'))`;
}

export async function dashboard(db: Executor, lowStockThreshold: number): Promise<Dashboard> {
  const waiting = await firstRow<{ to_confirm: number; to_ship: number; returns_to_receive: number }>(db, sql`
    SELECT ${ordersWaiting(['PLACED'])} AS to_confirm, ${ordersWaiting(['CONFIRMED', 'PROCESSING'])} AS to_ship,
           ${ordersWaiting(RETURNS_TO_RECEIVE)} AS returns_to_receive`);
  const dayStart = sql`(date_trunc('day', now() AT TIME ZONE ${SHOP_TIME_ZONE}) AT TIME ZONE ${SHOP_TIME_ZONE})`;
  const monthStart = sql`(date_trunc('month', now() AT TIME ZONE ${SHOP_TIME_ZONE}) AT TIME ZONE ${SHOP_TIME_ZONE})`;
  const today = await firstRow<{ orders: number; sales: number | string }>(db, placedSince(dayStart));
  const month = await firstRow<{ orders: number; sales: number | string }>(db, placedSince(monthStart));
  const low = await listStock(db, { low: lowStockThreshold, page: 1, perPage: 10, sort: 'stock', order: 'asc' });
  return {
    to_confirm: waiting?.to_confirm ?? 0,
    to_ship: waiting?.to_ship ?? 0,
    returns_to_receive: waiting?.returns_to_receive ?? 0,
    today: { orders: today?.orders ?? 0, sales: toMajor(Number(today?.sales ?? 0)) },
    month: { orders: month?.orders ?? 0, sales: toMajor(Number(month?.sales ?? 0)) },
    low_stock: low.rows,
    low_stock_threshold: lowStockThreshold,
  };
}
