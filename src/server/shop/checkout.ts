// Turning the cart into an order, in ONE transaction: the cart lines are locked, prices are
// recomputed from the products table, stock is taken with a conditional update per line in
// variant-id order (a shortage rolls everything back), the order, its items and their first
// statuses are written and the cart is emptied. An idempotency key replays the first order.
// `checkOut` is the whole of POST /api/checkout after parsing: settings, the order, the reply and
// the shopper's notice.
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
import { itemsOfOrder } from './order-items.ts';
import { orderPlacedNotice, type VariantCodes } from './order-notice.ts';
import { firstRow, isUniqueViolation, rowsOf, type Executor } from '../db/sql.ts';
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
};

type CartRow = {
  variant_id: number;
  quantity: number;
  product_id: number;
  color: string | null;
  size: string | null;
  image: string;
  name: string;
  price: number;
  discount: number;
};

/** The first two timeline entries, in English like every reply; the order pages translate them. */
export const INITIAL_STATUSES = [
  { status: 'CREATED', description: english('order.description.created') },
  { status: 'PLACED', description: english('order.description.placed') },
] as const;

export function orderNumberOf(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

async function findByKey(db: Executor, userId: number, key: string): Promise<PlacedOrder | undefined> {
  const row = await firstRow<{ id: number; order_number: string }>(db, sql`
    SELECT id, order_number FROM ${orders} WHERE user_id = ${userId} AND idempotency_key = ${key}`);
  return row && { id: row.id, orderNumber: row.order_number, replayed: true };
}

async function takeStock(tx: Executor, lines: CartRow[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.variant_id - b.variant_id);
  for (const line of ordered) {
    const taken = await rowsOf<{ id: number }>(tx, sql`
      UPDATE ${variants} SET stock = stock - ${line.quantity}::int
      WHERE id = ${line.variant_id} AND stock >= ${line.quantity}::int RETURNING id`);
    if (taken.length === 0) {
      const left = await firstRow<{ stock: number }>(tx, sql`SELECT stock FROM ${variants} WHERE id = ${line.variant_id}`);
      const label = describeVariant(line.name, line.color, line.size);
      const stock = left?.stock ?? 0;
      const message = stock > 0
        ? `Sorry, only ${stock} left in stock for ${label}. Please update your cart.`
        : `Sorry, ${label} is out of stock. Please remove it from your cart.`;
      throw conflict(message, { errors: { variant_id: [message] }, data: { variant_id: line.variant_id, stock } });
    }
  }
}

async function placeInTransaction(tx: Executor, input: CheckoutInput): Promise<PlacedOrder> {
  const { userId } = input;
  if (input.idempotencyKey) {
    const earlier = await findByKey(tx, userId, input.idempotencyKey);
    if (earlier) return earlier;
  }
  // Locking the lines makes a second checkout of the same cart wait, then find it empty.
  const lines = await rowsOf<CartRow>(tx, sql`
    SELECT l.variant_id, l.quantity, v.product_id, v.color, v.size, v.image, p.name, p.price, p.discount
    FROM ${carts} c JOIN ${cartLines} l ON l.cart_id = c.id
      JOIN ${variants} v ON v.id = l.variant_id JOIN ${products} p ON p.id = v.product_id
    WHERE c.user_id = ${userId}
    ORDER BY l.variant_id
    FOR UPDATE OF l`);
  if (lines.length === 0) {
    // A request with the same key may have emptied this cart while we waited for its lock.
    const earlier = input.idempotencyKey ? await findByKey(tx, userId, input.idempotencyKey) : undefined;
    if (earlier) return earlier;
    throw unprocessable({}, 'Your cart is empty.');
  }

  const priced = priceOrder(lines, input.rules);
  await takeStock(tx, lines);

  const next = await firstRow<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence(${getTableName(orders)}, 'id'))::int AS id`);
  const orderId = next!.id;
  const orderNumber = orderNumberOf(input.orderPrefix, orderId);
  await tx.execute(sql`
    INSERT INTO ${orders} (id, user_id, order_number, payment_method, payment_status, subtotal, tax, delivery_charge,
                        offer_amount, total_amount, address, idempotency_key, locale)
    VALUES (${orderId}, ${userId}, ${orderNumber}, ${input.paymentMethod}, 'UNPAID', ${priced.subtotal}, ${priced.tax},
            ${priced.deliveryCharge}, ${priced.offerAmount}, ${priced.totalAmount}, ${JSON.stringify(input.address)},
            ${input.idempotencyKey ?? null}, ${input.locale ?? DEFAULT_LOCALE})`);

  const items = lines.map((line, n) => ({
    code: `${orderNumber}-${n + 1}`,
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
  const statuses = INITIAL_STATUSES.map((s, n) => ({ ...s, n }));
  // Items and their statuses in one statement; statuses are numbered so CREATED precedes PLACED.
  await tx.execute(sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS x(code text, variant_id int, product_id int,
        name text, variant_name text, attributes jsonb, image text, quantity int, unit_price int, total_price int, unit_tax int)
    ),
    ins AS (
      INSERT INTO ${orderItems} (order_id, code, variant_id, product_id, name, variant_name, attributes, image,
                               quantity, unit_price, total_price, unit_tax)
      SELECT ${orderId}, code, variant_id, product_id, name, variant_name, attributes, image,
             quantity, unit_price, total_price, unit_tax FROM x
      RETURNING id, code
    )
    INSERT INTO ${orderItemStatuses} (order_item_id, status, description)
    SELECT ins.id, s.status, s.description
    FROM ins CROSS JOIN jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) AS s(status text, description text, n int)
    ORDER BY ins.code, s.n`);
  await tx.execute(sql`DELETE FROM ${cartLines} WHERE cart_id IN (SELECT id FROM ${carts} WHERE user_id = ${userId})`);
  const codes: VariantCodes = new Map(lines.map((line) => [line.variant_id, { color: line.color, size: line.size }]));
  return { id: orderId, orderNumber, replayed: false, variants: codes };
}

export async function placeOrder(db: Db, input: CheckoutInput): Promise<PlacedOrder> {
  try {
    return await db.transaction((tx) => placeInTransaction(tx, input));
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
  const items = await itemsOfOrder(db, placed.id);
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
