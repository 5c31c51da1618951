// The checkout's prepared statements (db/sql.ts), planned once per connection: the earlier order
// for an idempotency key, the cart read under lock with live stock, and the one statement that
// writes the order. checkout.ts runs them in one transaction.
import { getTableName, sql } from 'drizzle-orm';
import { cartLines, carts, orderItemStatuses, orderItems, orders, products, variants } from '../db/schema/index.ts';
import { prepared } from '../db/sql.ts';
import { timelineDescription } from './timeline.ts';
import { isOnline } from '../payments/methods/index.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';

/** A cart line as READ_CART reads it: the variant's live stock and the product's price and discount. */
export type CartRow = {
  variant_id: number;
  quantity: number;
  stock: number;
  product_id: number;
  color: string | null;
  size: string | null;
  image: string;
  name: string;
  /** Null until the catalogue seed has written them (a database seeded before names were kept). */
  names: LocalizedName | null;
  cover: string;
  price: number;
  discount: number;
};

/**
 * The first timeline entries, in English like every reply; the order pages translate them. An
 * order paid at the door is placed at once; one paid online waits, CREATED, for its payment
 * (payments/order-payments.ts).
 */
export function initialStatuses(method: string): { status: string; description: string }[] {
  const created = { status: 'CREATED', description: timelineDescription('created') };
  return isOnline(method) ? [created] : [created, { status: 'PLACED', description: timelineDescription('placed') }];
}

const param = {
  userId: sql.placeholder('userId'),
  key: sql.placeholder('key'),
  items: sql.placeholder('items'),
  orderPrefix: sql.placeholder('orderPrefix'),
  paymentMethod: sql.placeholder('paymentMethod'),
  subtotal: sql.placeholder('subtotal'),
  tax: sql.placeholder('tax'),
  deliveryCharge: sql.placeholder('deliveryCharge'),
  codFee: sql.placeholder('codFee'),
  offerAmount: sql.placeholder('offerAmount'),
  totalAmount: sql.placeholder('totalAmount'),
  address: sql.placeholder('address'),
  locale: sql.placeholder('locale'),
  statuses: sql.placeholder('statuses'),
};

export const FIND_BY_KEY = prepared('checkout_find_by_key', sql`
    SELECT id, order_number FROM ${orders} WHERE user_id = ${param.userId}::int AND idempotency_key = ${param.key}::text`);

/**
 * The order placed earlier with this key, if any, and the cart's lines with their live stock, in
 * one statement. The lines and their variants are locked in variant-id order (rows are locked after
 * the sort), so the stock read here stays true until the order is written and two checkouts that
 * share variants queue on the same first row instead of deadlocking. A second checkout of the same
 * cart waits on the lines, then finds them gone.
 */
export const READ_CART = prepared('checkout_read_cart', sql`
    WITH earlier AS (
      SELECT id, order_number FROM ${orders} WHERE user_id = ${param.userId}::int AND idempotency_key = ${param.key}::text
    ),
    lines AS (
      SELECT l.variant_id, l.quantity, CASE WHEN p.hidden OR v.retired THEN 0 ELSE v.stock END AS stock, v.product_id, v.color, v.size, v.image, p.name, p.names, p.cover, p.price, p.discount
      FROM ${carts} c JOIN ${cartLines} l ON l.cart_id = c.id
        JOIN ${variants} v ON v.id = l.variant_id JOIN ${products} p ON p.id = v.product_id
      WHERE c.user_id = ${param.userId}::int
      ORDER BY l.variant_id
      FOR UPDATE OF l FOR NO KEY UPDATE OF v
    )
    SELECT (SELECT row_to_json(earlier) FROM earlier) AS earlier,
           coalesce((SELECT json_agg(lines ORDER BY variant_id) FROM lines), '[]'::json) AS lines`);

/** What WRITE_ORDER answers: the order, its items and their statuses (newest first), and how many lines took their stock. */
export type Written = {
  id: number;
  order_number: string;
  created_at: string;
  taken: number;
  items: { id: number; code: string; created_at: string }[];
  statuses: { id: number; order_item_id: number; status: string; description: string; created_at: string }[];
};

// Everything the order writes, in one statement: the stock of every line (still conditional, behind
// the locks READ_CART took), the order (numbered from its id: the prefix, a dash and at least six
// digits), its items (code: the order number, a dash, the line's number), their statuses (numbered
// so CREATED precedes PLACED) and the emptied cart.
export const WRITE_ORDER = prepared('checkout_write_order', sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${param.items}::jsonb) AS x(n int, variant_id int, product_id int,
        name text, names jsonb, variant_name text, attributes jsonb, image text, quantity int, unit_price int, total_price int, unit_tax int)
    ),
    taken AS (
      UPDATE ${variants} v SET stock = v.stock - x.quantity FROM x
      WHERE v.id = x.variant_id AND v.stock >= x.quantity
      RETURNING v.id
    ),
    next AS (SELECT nextval(pg_get_serial_sequence(${getTableName(orders)}, 'id'))::int AS id),
    o AS (
      INSERT INTO ${orders} (id, user_id, order_number, payment_method, payment_status, subtotal, tax, delivery_charge,
                          cod_fee, offer_amount, total_amount, address, idempotency_key, locale)
      SELECT id, ${param.userId}::int, ${param.orderPrefix}::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0'),
             ${param.paymentMethod}::text, 'UNPAID', ${param.subtotal}::int, ${param.tax}::int, ${param.deliveryCharge}::int,
             ${param.codFee}::int, ${param.offerAmount}::int, ${param.totalAmount}::int, ${param.address}::text, ${param.key}::text, ${param.locale}::text
      FROM next
      RETURNING id, order_number, created_at
    ),
    i AS (
      INSERT INTO ${orderItems} (order_id, code, variant_id, product_id, name, names, variant_name, attributes, image,
                               quantity, unit_price, total_price, unit_tax)
      SELECT o.id, o.order_number || '-' || x.n, x.variant_id, x.product_id, x.name, x.names, x.variant_name, x.attributes, x.image,
             x.quantity, x.unit_price, x.total_price, x.unit_tax
      FROM o CROSS JOIN x
      RETURNING id, code, created_at
    ),
    s AS (
      INSERT INTO ${orderItemStatuses} (order_item_id, status, description)
      SELECT i.id, s.status, s.description
      FROM i CROSS JOIN jsonb_to_recordset(${param.statuses}::jsonb)
        AS s(status text, description text, n int)
      ORDER BY i.id, s.n
      RETURNING id, order_item_id, status, description, created_at
    ),
    emptied AS (DELETE FROM ${cartLines} WHERE cart_id IN (SELECT id FROM ${carts} WHERE user_id = ${param.userId}::int))
    SELECT o.id, o.order_number, o.created_at, (SELECT count(*) FROM taken)::int AS taken,
      (SELECT json_agg(i) FROM i) AS items,
      (SELECT json_agg(s ORDER BY s.id DESC) FROM s) AS statuses
    FROM o`);
