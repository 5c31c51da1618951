// Reading order items in the spec's shape (section 3). A page, or one item, is one statement:
// the order, the product and the statuses (latest first) are joined in, never fetched per row.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, products } from '../db/schema/index.ts';
import { toMajor } from '../../lib/money.ts';
import { attributeCodes } from './labels.ts';
import { timelineKind } from './timeline.ts';
import type { OrderAttribute } from '../db/schema/shop.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';
import { firstPreparedRow, firstRow, prepared, type Executor } from '../db/sql.ts';
import type { Db } from '../db/client.ts';
import type { OrderItem as OrderItemReply, Pagination } from '../../lib/api/types.ts';

export type { OrderItemReply, Pagination };

/** One order item as the statements here read it (checkout builds one for the items it wrote). */
export type OrderItemRow = {
  id: number;
  order_id: number;
  code: string;
  created_at: string | Date;
  quantity: number;
  unit_price: number;
  total_price: number;
  unit_tax: number;
  variant_id: number;
  name: string;
  names: LocalizedName | null;
  variant_name: string;
  attributes: OrderAttribute[];
  image: string;
  product_id: number;
  product_name: string | null;
  product_cover: string | null;
  order_number: string;
  payment_method: string;
  payment_status: string;
  delivery_charge: number;
  cod_fee: number;
  offer_amount: number;
  total_amount: number;
  subtotal: number;
  tax: number;
  order_created_at: string | Date;
  address: string;
  statuses: { id: number; status: string; description: string; created_at: string; tracking_number?: string | null; carrier?: string | null }[];
};

const iso = (value: string | Date): string => new Date(value).toISOString();

/** The columns of one item row; `i` is order_items, `o` orders, `p` products. */
const ITEM_COLUMNS = sql`
  i.id, i.code, i.created_at, i.quantity, i.unit_price, i.total_price, i.unit_tax, i.variant_id,
  i.name, i.names, i.variant_name, i.attributes, i.image, i.product_id,
  p.name AS product_name, p.cover AS product_cover,
  o.id AS order_id, o.order_number, o.payment_method, o.payment_status, o.delivery_charge, o.cod_fee, o.offer_amount, o.total_amount,
  o.subtotal, o.tax, o.created_at AS order_created_at, o.address,
  (SELECT coalesce(json_agg(json_build_object('id', s.id, 'status', s.status, 'description', s.description,
            'created_at', s.created_at, 'tracking_number', s.tracking_number, 'carrier', s.carrier) ORDER BY s.id DESC), '[]'::json)
     FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id) AS statuses`;

const ITEM_FROM = sql`${orderItems} i JOIN ${orders} o ON o.id = i.order_id LEFT JOIN ${products} p ON p.id = i.product_id`;

export function toOrderItemReply(r: OrderItemRow): OrderItemReply {
  return {
    id: r.id,
    code: r.code,
    created_at: iso(r.created_at),
    quantity: r.quantity,
    unit_price: toMajor(r.unit_price),
    total_price: toMajor(r.total_price),
    unit_tax: toMajor(r.unit_tax),
    statuses: r.statuses.map((s) => ({
      id: s.id,
      status: s.status,
      description: s.description,
      kind: timelineKind(s.description),
      created_at: iso(s.created_at),
      tracking_number: s.tracking_number ?? null,
      carrier: s.carrier ?? null,
    })),
    item: {
      name: r.name,
      names: r.names,
      variant_name: r.variant_name,
      variant_id: r.variant_id,
      images: [{ url: r.image }],
      attributes: r.attributes.map((a) => {
        const { code = null, value_code = null } = attributeCodes(a);
        return { attribute: { name: a.name, code }, value: a.value, value_code };
      }),
      product: { id: r.product_id, name: r.product_name ?? r.name, cover: r.product_cover ?? r.image },
    },
    order: {
      order_number: r.order_number,
      payment_method: r.payment_method,
      payment_status: r.payment_status,
      delivery_charge: toMajor(r.delivery_charge),
      cod_fee: toMajor(r.cod_fee),
      offer_amount: toMajor(r.offer_amount),
      total_amount: toMajor(r.total_amount),
      sub_total_amount: toMajor(r.subtotal),
      tax_amount: toMajor(r.tax),
      created_at: iso(r.order_created_at),
      address: r.address,
    },
  };
}

type Page = { total: number; rows: OrderItemRow[] };

/** One page of the items `where` selects, with how many there are in all. */
function pageQuery(where: SQL, perPage: SQLWrapper | number, offset: SQLWrapper | number): SQL {
  return sql`
    SELECT (SELECT count(*) FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id WHERE ${where})::int AS total,
      coalesce((SELECT json_agg(x ORDER BY x.id DESC) FROM (
        SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where}
        ORDER BY i.id DESC LIMIT ${perPage} OFFSET ${offset}) x), '[]'::json) AS rows`;
}

async function pageOf(db: Executor, where: SQL, page: number, perPage: number): Promise<Page> {
  const r = await firstRow<Page>(db, pageQuery(where, perPage, (page - 1) * perPage));
  return { total: r?.total ?? 0, rows: r?.rows ?? [] };
}

// My Orders asks for a page on every visit: that statement is planned once (db/sql.ts).
const param = { userId: sql.placeholder('userId'), perPage: sql.placeholder('perPage'), offset: sql.placeholder('offset') };
const SHOPPER_PAGE = prepared('order_items_page', pageQuery(sql`o.user_id = ${param.userId}`, param.perPage, param.offset));

/** The shopper's order items, newest first. */
export async function listOrderItems(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ data: OrderItemReply[]; pagination: Pagination }> {
  const r = await firstPreparedRow<Page>(db, SHOPPER_PAGE, { userId, perPage, offset: (page - 1) * perPage });
  const total = r?.total ?? 0;
  const rows = r?.rows ?? [];
  return {
    data: rows.map(toOrderItemReply),
    pagination: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage },
  };
}

/**
 * One of the shopper's order items, or undefined when it is not theirs or does not exist, with the
 * order's other items (order detail lists them: the order's totals cover them all).
 */
export async function findOrderItem(db: Executor, userId: number, itemId: number): Promise<OrderItemReply | undefined> {
  const { rows } = await pageOf(db, sql`o.user_id = ${userId} AND i.id = ${itemId}`, 1, 1);
  const row = rows[0];
  if (!row) return undefined;
  const others = await pageOf(db, sql`o.id = ${row.order_id} AND i.id <> ${itemId}`, 1, 10_000);
  return { ...toOrderItemReply(row), other_items: others.rows.map(toOrderItemReply).reverse() };
}

/** Every item of one order (the checkout reply), oldest first. */
export async function itemsOfOrder(db: Executor, orderId: number): Promise<OrderItemReply[]> {
  const { rows } = await pageOf(db, sql`o.id = ${orderId}`, 1, 10_000);
  return rows.map(toOrderItemReply).reverse();
}

/** Every item of one of the shopper's orders, by its number, oldest first; none when it is not theirs. */
export async function itemsOfShoppersOrder(db: Executor, userId: number, orderNumber: string): Promise<{ orderId: number; items: OrderItemReply[] } | undefined> {
  const { rows } = await pageOf(db, sql`o.user_id = ${userId} AND o.order_number = ${orderNumber}`, 1, 10_000);
  if (rows.length === 0) return undefined;
  return { orderId: rows[0]!.order_id, items: rows.map(toOrderItemReply).reverse() };
}
