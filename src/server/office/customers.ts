// Shoppers as the office sees them: who they are, how many orders, what they spent (paid orders,
// less refunds), and how many deliveries they refused at the door.
import { sql, type SQL } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, users } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { toMajor } from '../../lib/money.ts';
import { escapeLike } from './audit.ts';

export const CUSTOMER_SORTS = ['created_at', 'orders', 'total_spent', 'name'] as const;

export interface CustomerRow {
  id: number;
  code: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  orders: number;
  total_spent: number;
  refused: number;
}

export interface CustomerQuery {
  q?: string;
  sort: (typeof CUSTOMER_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const FIGURES = sql`
  (SELECT count(*)::int FROM ${orders} o WHERE o.user_id = u.id) AS orders,
  (SELECT coalesce(sum(o.total_amount), 0)::bigint FROM ${orders} o WHERE o.user_id = u.id AND o.payment_status = 'PAID') AS total_spent,
  (SELECT count(*)::int FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id
     WHERE o.user_id = u.id AND (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) = 'REFUSED') AS refused`;

const SORTS: Record<CustomerQuery['sort'], SQL> = { created_at: sql`u.created_at`, orders: sql`orders`, total_spent: sql`total_spent`, name: sql`lower(coalesce(u.name, u.email, u.phone))` };

type Raw = Omit<CustomerRow, 'created_at' | 'total_spent'> & { created_at: string | Date; total_spent: number | string };
const shape = (row: Raw): CustomerRow => ({ ...row, created_at: new Date(row.created_at).toISOString(), total_spent: toMajor(Number(row.total_spent)) });

export async function listCustomers(db: Executor, q: CustomerQuery): Promise<{ rows: CustomerRow[]; total: number }> {
  let where: SQL = sql`true`;
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    const digits = q.q.replace(/\D/g, '');
    where = digits.length >= 4
      ? sql`(lower(coalesce(u.name, '')) LIKE ${like} OR lower(coalesce(u.email, '')) LIKE ${like} OR coalesce(u.phone, '') LIKE ${`%${digits}%`})`
      : sql`(lower(coalesce(u.name, '')) LIKE ${like} OR lower(coalesce(u.email, '')) LIKE ${like} OR lower(coalesce(u.code, '')) LIKE ${like})`;
  }
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await rowsOf<Raw>(db, sql`
    SELECT u.id, u.code, u.name, u.email, u.phone, u.created_at, ${FIGURES}
    FROM ${users} u WHERE ${where}
    ORDER BY ${SORTS[q.sort]} ${direction} NULLS LAST, u.id ${direction}
    LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${users} u WHERE ${where}`);
  return { rows: rows.map(shape), total: total?.n ?? 0 };
}

export async function customer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const row = await firstRow<Raw>(db, sql`SELECT u.id, u.code, u.name, u.email, u.phone, u.created_at, ${FIGURES} FROM ${users} u WHERE u.id = ${id}`);
  return row && shape(row);
}
