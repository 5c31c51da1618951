// Turning the cart into an order, in ONE transaction of two prepared statements: the first reads
// the cart with live stock, locking its lines and their variants in variant-id order (and finds an
// order already placed with the same idempotency key); prices are then computed here from the
// products table's prices, and a shortage answers 409 before anything is written; the second takes
// the stock of every line with a conditional update, writes the order, its items and their first
// statuses and empties the cart, returning what the reply needs. An idempotency key replays the
// first order. `checkOut` is the whole of POST /api/checkout after parsing: settings, the order,
// the reply and the shopper's notice.
import { getTableName, sql } from 'drizzle-orm';
import { cartLines, carts, orderItemStatuses, orderItems, orders, products, variants } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { conflict, unprocessable } from '../http/errors.ts';
import { describeVariant, variantAttributes, variantName } from './labels.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale.ts';
import { priceOrder, pricingRulesFrom, type PricingRules } from '../../lib/pricing.ts';
import type { PlacedOrder as CheckoutReply } from '../../lib/api/checkout.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import type { Notifier } from '../notify/index.ts';
import { itemsOfOrder, toOrderItemReply, type OrderItemReply } from './order-items.ts';
import { orderPlacedNotice, type VariantCodes } from './order-notice.ts';
import { firstPreparedRow, isUniqueViolation, prepared, preparedTransaction, type PreparedTransaction } from '../db/sql.ts';
import { english } from '../../lib/translations.ts';

export type CheckoutAddress = {
  name: string;
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
};

export type CheckoutInput = {
  userId: number;
  address: CheckoutAddress;
  paymentMethod: 'cod';
  idempotencyKey?: string;
  rules: PricingRules;
  orderPrefix: string;
  /** The shopper's language, kept on the order for the notices about it (English when not given). */
  locale?: Locale;
};

export type PlacedOrder = {
  id: number;
  orderNumber: string;
  replayed: boolean;
  /** The colour and size codes of the order's variants, for the notice (a replay sends none). */
  variants?: VariantCodes;
  /** The items of an order placed now, in the reply's shape (a replay reads them). */
  items?: OrderItemReply[];
};

type CartRow = {
  variant_id: number;
  quantity: number;
  stock: number;
  product_id: number;
  color: string | null;
  size: string | null;
  image: string;
  name: string;
  cover: string;
  price: number;
  discount: number;
};

/** The first two timeline entries, in English like every reply; the order pages translate them. */
export const INITIAL_STATUSES = [
  { status: 'CREATED', description: english('order.description.created') },
  { status: 'PLACED', description: english('order.description.placed') },
] as const;

const param = {
  userId: sql.placeholder('userId'),
  key: sql.placeholder('key'),
  items: sql.placeholder('items'),
  orderPrefix: sql.placeholder('orderPrefix'),
  paymentMethod: sql.placeholder('paymentMethod'),
  subtotal: sql.placeholder('subtotal'),
  tax: sql.placeholder('tax'),
  deliveryCharge: sql.placeholder('deliveryCharge'),
  offerAmount: sql.placeholder('offerAmount'),
  totalAmount: sql.placeholder('totalAmount'),
  address: sql.placeholder('address'),
  locale: sql.placeholder('locale'),
};

const FIND_BY_KEY = prepared('checkout_find_by_key', sql`
    SELECT id, order_number FROM ${orders} WHERE user_id = ${param.userId}::int AND idempotency_key = ${param.key}::text`);

async function findByKey(db: object, userId: number, key: string): Promise<PlacedOrder | undefined> {
  const row = await firstPreparedRow<{ id: number; order_number: string }>(db, FIND_BY_KEY, { userId, key });
  return row && { id: row.id, orderNumber: row.order_number, replayed: true };
}

/**
 * The order placed earlier with this key, if any, and the cart's lines with their live stock, in
 * one statement. The lines and their variants are locked in variant-id order (rows are locked after
 * the sort), so the stock read here stays true until the order is written and two checkouts that
 * share variants queue on the same first row instead of deadlocking. A second checkout of the same
 * cart waits on the lines, then finds them gone.
 */
const READ_CART = prepared('checkout_read_cart', sql`
    WITH earlier AS (
      SELECT id, order_number FROM ${orders} WHERE user_id = ${param.userId}::int AND idempotency_key = ${param.key}::text
    ),
    lines AS (
      SELECT l.variant_id, l.quantity, v.stock, v.product_id, v.color, v.size, v.image, p.name, p.cover, p.price, p.discount
      FROM ${carts} c JOIN ${cartLines} l ON l.cart_id = c.id
        JOIN ${variants} v ON v.id = l.variant_id JOIN ${products} p ON p.id = v.product_id
      WHERE c.user_id = ${param.userId}::int
      ORDER BY l.variant_id
      FOR UPDATE OF l FOR NO KEY UPDATE OF v
    )
    SELECT (SELECT row_to_json(earlier) FROM earlier) AS earlier,
           coalesce((SELECT json_agg(lines ORDER BY variant_id) FROM lines), '[]'::json) AS lines`);

/** A 409 naming the first line (in variant-id order) that wants more than its stock. */
function refuseShortage(lines: CartRow[]): void {
  const line = lines.find((l) => l.stock < l.quantity);
  if (!line) return;
  const label = describeVariant(line.name, line.color, line.size);
  const stock = Math.max(0, line.stock);
  const message = stock > 0
    ? `Sorry, only ${stock} left in stock for ${label}. Please update your cart.`
    : `Sorry, ${label} is out of stock. Please remove it from your cart.`;
  throw conflict(message, { errors: { variant_id: [message] }, data: { variant_id: line.variant_id, stock } });
}

type Written = {
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
const WRITE_ORDER = prepared('checkout_write_order', sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${param.items}::jsonb) AS x(n int, variant_id int, product_id int,
        name text, variant_name text, attributes jsonb, image text, quantity int, unit_price int, total_price int, unit_tax int)
    ),
    taken AS (
      UPDATE ${variants} v SET stock = v.stock - x.quantity FROM x
      WHERE v.id = x.variant_id AND v.stock >= x.quantity
      RETURNING v.id
    ),
    next AS (SELECT nextval(pg_get_serial_sequence(${getTableName(orders)}, 'id'))::int AS id),
    o AS (
      INSERT INTO ${orders} (id, user_id, order_number, payment_method, payment_status, subtotal, tax, delivery_charge,
                          offer_amount, total_amount, address, idempotency_key, locale)
      SELECT id, ${param.userId}::int, ${param.orderPrefix}::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0'),
             ${param.paymentMethod}::text, 'UNPAID', ${param.subtotal}::int, ${param.tax}::int, ${param.deliveryCharge}::int,
             ${param.offerAmount}::int, ${param.totalAmount}::int, ${param.address}::text, ${param.key}::text, ${param.locale}::text
      FROM next
      RETURNING id, order_number, created_at
    ),
    i AS (
      INSERT INTO ${orderItems} (order_id, code, variant_id, product_id, name, variant_name, attributes, image,
                               quantity, unit_price, total_price, unit_tax)
      SELECT o.id, o.order_number || '-' || x.n, x.variant_id, x.product_id, x.name, x.variant_name, x.attributes, x.image,
             x.quantity, x.unit_price, x.total_price, x.unit_tax
      FROM o CROSS JOIN x
      RETURNING id, code, created_at
    ),
    s AS (
      INSERT INTO ${orderItemStatuses} (order_item_id, status, description)
      SELECT i.id, s.status, s.description
      FROM i CROSS JOIN jsonb_to_recordset(${JSON.stringify(INITIAL_STATUSES.map((s, n) => ({ ...s, n })))}::jsonb)
        AS s(status text, description text, n int)
      ORDER BY i.id, s.n
      RETURNING id, order_item_id, status, description, created_at
    ),
    emptied AS (DELETE FROM ${cartLines} WHERE cart_id IN (SELECT id FROM ${carts} WHERE user_id = ${param.userId}::int))
    SELECT o.id, o.order_number, o.created_at, (SELECT count(*) FROM taken)::int AS taken,
      (SELECT json_agg(i) FROM i) AS items,
      (SELECT json_agg(s ORDER BY s.id DESC) FROM s) AS statuses
    FROM o`);

async function placeInTransaction(tx: PreparedTransaction, input: CheckoutInput): Promise<PlacedOrder> {
  const { userId, idempotencyKey: key } = input;
  const cart = (await firstPreparedRow<{ earlier: { id: number; order_number: string } | null; lines: CartRow[] }>(tx, READ_CART, {
    userId,
    key: key ?? null,
  }))!;
  if (cart.earlier) return { id: cart.earlier.id, orderNumber: cart.earlier.order_number, replayed: true };
  const { lines } = cart;
  if (lines.length === 0) {
    // A request with the same key may have emptied this cart while we waited for its lock.
    const earlier = key ? await findByKey(tx, userId, key) : undefined;
    if (earlier) return earlier;
    throw unprocessable({}, 'Your cart is empty.');
  }
  refuseShortage(lines);

  const priced = priceOrder(lines, input.rules);
  const items = lines.map((line, n) => ({
    n: n + 1,
    variant_id: line.variant_id,
    product_id: line.product_id,
    name: line.name,
    variant_name: variantName(line.color, line.size),
    attributes: variantAttributes(line.color, line.size),
    image: line.image,
    quantity: line.quantity,
    unit_price: priced.lines[n]!.unitPrice,
    total_price: priced.lines[n]!.totalPrice,
    unit_tax: priced.lines[n]!.unitTax,
  }));
  const address = JSON.stringify(input.address);
  const written = (await firstPreparedRow<Written>(tx, WRITE_ORDER, {
    items: JSON.stringify(items),
    userId,
    orderPrefix: input.orderPrefix,
    paymentMethod: input.paymentMethod,
    subtotal: priced.subtotal,
    tax: priced.tax,
    deliveryCharge: priced.deliveryCharge,
    offerAmount: priced.offerAmount,
    totalAmount: priced.totalAmount,
    address,
    key: key ?? null,
    locale: input.locale ?? DEFAULT_LOCALE,
  }))!;
  // The locks above make this impossible; should it ever happen, nothing is kept.
  if (written.taken !== lines.length) throw new Error(`checkout: ${written.taken} of ${lines.length} lines took their stock under lock`);

  const order = {
    order_number: written.order_number,
    payment_method: input.paymentMethod,
    payment_status: 'UNPAID',
    delivery_charge: priced.deliveryCharge,
    offer_amount: priced.offerAmount,
    total_amount: priced.totalAmount,
    subtotal: priced.subtotal,
    tax: priced.tax,
    order_created_at: written.created_at,
    address,
  };
  const replies = items.map((item, n): OrderItemReply => {
    const row = written.items.find((r) => r.code === `${written.order_number}-${item.n}`)!;
    return toOrderItemReply({
      ...item,
      ...order,
      id: row.id,
      code: row.code,
      created_at: row.created_at,
      product_name: item.name,
      product_cover: lines[n]!.cover,
      statuses: written.statuses.filter((s) => s.order_item_id === row.id),
    });
  });
  const codes: VariantCodes = new Map(lines.map((line) => [line.variant_id, { color: line.color, size: line.size }]));
  return { id: written.id, orderNumber: written.order_number, replayed: false, variants: codes, items: replies };
}

export async function placeOrder(db: Db, input: CheckoutInput): Promise<PlacedOrder> {
  try {
    return await preparedTransaction(db, (tx) => placeInTransaction(tx, input));
  } catch (error) {
    // Two requests with one key raced: the loser's insert hit the unique key; replay the winner.
    if (input.idempotencyKey && isUniqueViolation(error, 'orders_user_idempotency_key')) {
      const earlier = await findByKey(db, input.userId, input.idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}

export type CheckoutDeps = { db: Db; notifier: Notifier; loadSettings: () => Promise<SiteSettings> };

export type CheckoutRequest = {
  user: { id: number; email: string | null; phone: string | null };
  address: CheckoutAddress;
  paymentMethod: 'cod';
  idempotencyKey?: string;
  locale: Locale;
};

/** Places the shopper's order (or replays the one placed with the same key) and tells them. */
export async function checkOut(
  { db, notifier, loadSettings }: CheckoutDeps,
  request: CheckoutRequest,
): Promise<{ replayed: boolean; message: string; data: CheckoutReply }> {
  const { user, locale } = request;
  const settings = await loadSettings();
  const placed = await placeOrder(db, {
    userId: user.id,
    address: request.address,
    paymentMethod: request.paymentMethod,
    idempotencyKey: request.idempotencyKey,
    rules: pricingRulesFrom(settings),
    orderPrefix: settings.order_id_prefix,
    locale,
  });
  const items = placed.items ?? (await itemsOfOrder(db, placed.id));
  if (placed.variants && (user.email || user.phone)) {
    const to = { email: user.email ?? undefined, phone: user.phone ?? undefined };
    // Not awaited: the reply does not wait for the message.
    notifier
      .send({ to, ...orderPlacedNotice(placed.orderNumber, items, locale, placed.variants) })
      .catch((error: unknown) => console.error(`[checkout] notifying the shopper of ${placed.orderNumber} failed:`, (error as Error).message));
  }
  const order = items[0]?.order;
  return {
    replayed: placed.replayed,
    message: `Thank you! Your order ${placed.orderNumber} has been placed. You will pay on delivery.`,
    data: {
      id: placed.id,
      order_number: placed.orderNumber,
      payment_method: order?.payment_method ?? request.paymentMethod,
      payment_status: order?.payment_status ?? 'UNPAID',
      sub_total_amount: order?.sub_total_amount ?? 0,
      offer_amount: order?.offer_amount ?? 0,
      delivery_charge: order?.delivery_charge ?? 0,
      tax_amount: order?.tax_amount ?? 0,
      total_amount: order?.total_amount ?? 0,
      items,
    },
  };
}
