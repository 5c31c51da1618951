// The signed-in shopper's cart. Each operation is one prepared statement (one round trip, planned
// once): on the embedded database every query is serialised, so statements set the cart's speed.
import { sql } from 'drizzle-orm';
import { cartLines, carts, products, variants } from '../db/schema/index.ts';
import { notFound, problem, unprocessable, type FieldProblem } from '../http/errors.ts';
import { describeVariant } from './labels.ts';
import { firstPreparedRow, preparedRows, rowsOf, prepared, type Executor } from '../db/sql.ts';
import type { Db } from '../db/client.ts';

import type { CartLine as CartLineRow, CartLineWithStock, CartShortage } from '../../lib/api/types.ts';

export type { CartLineRow, CartLineWithStock };

const MAX_LINE_QUANTITY = 99;

type AddResult = {
  stock: number;
  name: string;
  color: string | null;
  size: string | null;
  current: number | null;
  line_id: number | null;
  cart_id: number | null;
  quantity: number | null;
};

function shortage(r: AddResult, wanted: number): FieldProblem {
  const label = describeVariant(r.name, r.color, r.size);
  const inCart = r.current ?? 0;
  if (r.stock <= 0) return { code: 'out_of_stock', message: `${label} is out of stock.` };
  if (inCart + wanted > MAX_LINE_QUANTITY && r.stock >= inCart + wanted) {
    return { code: 'line_limit', message: `You can have at most ${MAX_LINE_QUANTITY} of ${label} in your cart.` };
  }
  const base = `Only ${r.stock} left in stock for ${label}.`;
  return { code: 'insufficient_stock', message: inCart > 0 ? `${base.slice(0, -1)}; your cart already has ${inCart}.` : base };
}

/** The values each cart statement is run with. */
const param = { userId: sql.placeholder('userId'), variantId: sql.placeholder('variantId'), quantity: sql.placeholder('quantity') };

// The cart row is created if missing; the line is inserted or increased only while the result
// stays within live stock and the per-line limit (checked again on the locked row by ON CONFLICT).
const ADD = prepared('cart_add', sql`
    WITH v AS (
      -- A product hidden from the site, or a variant it no longer has, is not sold: it reads as none left.
      SELECT v.id, CASE WHEN p.hidden OR v.retired THEN 0 ELSE v.stock END AS stock, p.name, v.color, v.size
      FROM ${variants} v JOIN ${products} p ON p.id = v.product_id WHERE v.id = ${param.variantId}
    ),
    c_new AS (INSERT INTO ${carts} (user_id) SELECT ${param.userId} FROM v ON CONFLICT (user_id) DO NOTHING RETURNING id),
    c AS (SELECT id FROM c_new UNION ALL SELECT id FROM ${carts} WHERE user_id = ${param.userId}),
    cur AS (SELECT l.quantity FROM ${cartLines} l JOIN c ON l.cart_id = c.id WHERE l.variant_id = ${param.variantId}),
    up AS (
      INSERT INTO ${cartLines} (cart_id, variant_id, quantity)
      SELECT c.id, v.id, ${param.quantity}::int FROM c, v
      WHERE ${param.quantity}::int + coalesce((SELECT quantity FROM cur), 0) <= least(v.stock, ${MAX_LINE_QUANTITY})
      ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = ${cartLines}.quantity + excluded.quantity
      WHERE ${cartLines}.quantity + excluded.quantity <= least((SELECT stock FROM v), ${MAX_LINE_QUANTITY})
      RETURNING id, cart_id, variant_id, quantity
    )
    SELECT v.stock, v.name, v.color, v.size, (SELECT quantity FROM cur) AS current,
           up.id AS line_id, up.cart_id, up.quantity
    FROM v LEFT JOIN up ON true`);

/** Adds `quantity` to the shopper's line for a variant, creating the cart and the line as needed. */
export async function addToCart(db: Db, userId: number, variantId: number, quantity: number): Promise<CartLineRow> {
  const r = await firstPreparedRow<AddResult>(db, ADD, { userId, variantId, quantity });
  if (!r) throw notFound('variant_not_found', `Product variant ${variantId} does not exist.`, { fields: problem('variant_id', 'variant_not_found', 'Unknown product variant.') });
  if (r.line_id === null || r.cart_id === null || r.quantity === null) {
    // The numbers too, so a page can say it in its own language.
    const short = shortage(r, quantity);
    throw unprocessable(short.code, { quantity: [short] }, undefined, {
      data: { stock: Math.max(0, r.stock), in_cart: r.current ?? 0, max: MAX_LINE_QUANTITY } satisfies CartShortage,
    });
  }
  return { id: r.line_id, cart_id: r.cart_id, variant_id: variantId, quantity: r.quantity };
}

export type RemoveResult = { removed: true } | { removed: false; line: CartLineRow };

const REMOVE = prepared('cart_remove', sql`
    WITH l AS (
      SELECT l.id FROM ${cartLines} l JOIN ${carts} c ON c.id = l.cart_id
      WHERE c.user_id = ${param.userId} AND l.variant_id = ${param.variantId}
    ),
    d AS (DELETE FROM ${cartLines} WHERE id IN (SELECT id FROM l) AND quantity <= ${param.quantity}::int RETURNING id),
    u AS (
      UPDATE ${cartLines} SET quantity = quantity - ${param.quantity}::int
      WHERE id IN (SELECT id FROM l) AND quantity > ${param.quantity}::int
      RETURNING id, cart_id, variant_id, quantity
    )
    SELECT (SELECT count(*) FROM l)::int AS found, (SELECT count(*) FROM d)::int AS deleted,
           u.id, u.cart_id, u.variant_id, u.quantity
    FROM (SELECT 1) AS one LEFT JOIN u ON true`);

/** Takes `quantity` away from a line; the line is deleted when nothing would be left. */
export async function removeFromCart(db: Db, userId: number, variantId: number, quantity: number): Promise<RemoveResult> {
  const r = await firstPreparedRow<{ found: number; deleted: number } & Partial<CartLineRow>>(db, REMOVE, { userId, variantId, quantity });
  if (!r || r.found === 0) throw notFound('item_not_found', 'Item does not exist');
  if (r.deleted > 0 || r.id == null) return { removed: true };
  return { removed: false, line: { id: r.id, cart_id: r.cart_id!, variant_id: r.variant_id!, quantity: r.quantity! } };
}

const LIST = prepared('cart_list', sql`
    SELECT l.id, l.cart_id, l.variant_id, l.quantity, v.product_id, v.stock
    FROM ${carts} c JOIN ${cartLines} l ON l.cart_id = c.id JOIN ${variants} v ON v.id = l.variant_id
    WHERE c.user_id = ${param.userId}
    ORDER BY l.id`);

export async function listCart(db: Db, userId: number): Promise<CartLineWithStock[]> {
  return preparedRows<CartLineWithStock>(db, LIST, { userId });
}

export async function clearCart(db: Executor, userId: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    DELETE FROM ${cartLines} WHERE cart_id IN (SELECT id FROM ${carts} WHERE user_id = ${userId}) RETURNING id`);
  return rows.length;
}
