// Orders as the operator sees them: every order with its items and each item's latest status.
import { sql, type SQL } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, users } from '../db/schema/index.ts';
import { toMajor } from '../../lib/money.ts';
import { rowsOf, type Executor } from '../db/sql.ts';

type AdminOrderItem = {
  code: string;
  name: string;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  status: string;
  history: { status: string; description: string; tracking_number: string | null; carrier: string | null; created_at: string }[];
};

export type AdminOrder = {
  id: number;
  order_number: string;
  created_at: string;
  customer: string;
  payment_method: string;
  payment_status: string;
  subtotal: number;
  offer_amount: number;
  delivery_charge: number;
  cod_fee: number;
  tax: number;
  total_amount: number;
  address: string;
  items: AdminOrderItem[];
};

type Row = Omit<AdminOrder, 'items' | 'created_at'> & {
  created_at: string | Date;
  items: (Omit<AdminOrderItem, 'status'> & { history: AdminOrderItem['history'] })[];
};

async function query(db: Executor, where: SQL, limit: number): Promise<AdminOrder[]> {
  const rows = await rowsOf<Row>(db, sql`
    SELECT o.id, o.order_number, o.created_at, coalesce(u.email, u.phone, u.name, 'user ' || u.id) AS customer,
      o.payment_method, o.payment_status, o.subtotal, o.offer_amount, o.delivery_charge, o.cod_fee, o.tax, o.total_amount, o.address,
      (SELECT coalesce(json_agg(json_build_object(
          'code', i.code, 'name', i.name, 'variant_name', i.variant_name, 'quantity', i.quantity,
          'unit_price', i.unit_price, 'total_price', i.total_price,
          'history', (SELECT coalesce(json_agg(json_build_object('status', s.status, 'description', s.description,
                        'tracking_number', s.tracking_number, 'carrier', s.carrier, 'created_at', s.created_at) ORDER BY s.id DESC), '[]'::json)
                      FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id)
        ) ORDER BY i.id), '[]'::json)
       FROM ${orderItems} i WHERE i.order_id = o.id) AS items
    FROM ${orders} o JOIN ${users} u ON u.id = o.user_id
    WHERE ${where}
    ORDER BY o.id DESC
    LIMIT ${limit}`);
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    subtotal: toMajor(r.subtotal),
    offer_amount: toMajor(r.offer_amount),
    delivery_charge: toMajor(r.delivery_charge),
    cod_fee: toMajor(r.cod_fee),
    tax: toMajor(r.tax),
    total_amount: toMajor(r.total_amount),
    items: r.items.map((i) => ({
      ...i,
      unit_price: toMajor(i.unit_price),
      total_price: toMajor(i.total_price),
      status: i.history[0]?.status ?? 'UNKNOWN',
      history: i.history.map((h) => ({ ...h, created_at: new Date(h.created_at).toISOString() })),
    })),
  }));
}

/** The newest orders first. */
export function listOrders(db: Executor, limit = 100): Promise<AdminOrder[]> {
  return query(db, sql`true`, limit);
}

export async function findOrder(db: Executor, orderNumber: string): Promise<AdminOrder | undefined> {
  return (await query(db, sql`o.order_number = ${orderNumber}`, 1))[0];
}
