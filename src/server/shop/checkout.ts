// Turning the cart into an order, in ONE transaction of two prepared statements: the first reads
// the cart with live stock, locking its lines and their variants in variant-id order (and finds an
// order already placed with the same idempotency key); prices are then computed here from the
// products table's prices, and a shortage answers 409 before anything is written; the second takes
// the stock of every line with a conditional update, writes the order, its items and their first
// statuses and empties the cart, returning what the reply needs. An idempotency key replays the
// first order. `checkOut` is the whole of POST /api/checkout after parsing: settings, the order,
// the reply and the shopper's notice.
import type { CheckoutAddress } from '../../lib/checkout/address-schema.ts';
import type { Db } from '../db/client.ts';
import { conflict, HttpError, problem, unprocessable } from '../http/errors.ts';
import { describeVariant, variantAttributes, variantName } from './labels.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale.ts';
import { priceOrder, pricingRulesFrom, type PricingRules } from '../../lib/pricing.ts';
import type { PlacedOrder as CheckoutReply } from '../../lib/api/types.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import type { Notifier } from '../notify/index.ts';
import { itemsOfOrder, toOrderItemReply, type OrderItemReply } from './order-items.ts';
import { orderPlacedNotice, type VariantCodes } from './order-notice.ts';
import { firstPreparedRow, isUniqueViolation, preparedTransaction, type PreparedTransaction } from '../db/sql.ts';
import { FIND_BY_KEY, initialStatuses, READ_CART, WRITE_ORDER, type CartRow, type Written } from './checkout-statements.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { NewOnlineOrder, Payments, ReturnTo } from '../payments/service.ts';
import { isOnline, ON_DELIVERY } from '../payments/methods/index.ts';
import { codRefusal, codRules, codUnavailable, NO_COD_RULES, refusedDeliveries, type CodRules } from '../payments/methods/cod/rules.ts';
import { paymentLine } from '../payments/order-payments.ts';


export type CheckoutInput = {
  userId: number;
  address: CheckoutAddress;
  paymentMethod: PaymentMethod;
  idempotencyKey?: string;
  rules: PricingRules;
  /** Cash on delivery's fee and maximum, applied when the order is paid at the door (none when not given). */
  cod?: CodRules;
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
  /** An order placed now as its hosted payment page charges it (a replay's page reads it). */
  payable?: Omit<NewOnlineOrder, 'email'>;
};

async function findByKey(db: object, userId: number, key: string): Promise<PlacedOrder | undefined> {
  const row = await firstPreparedRow<{ id: number; order_number: string }>(db, FIND_BY_KEY, { userId, key });
  return row && { id: row.id, orderNumber: row.order_number, replayed: true };
}

/** A 409 naming the first line (in variant-id order) that wants more than its stock. */
function refuseShortage(lines: CartRow[]): void {
  const line = lines.find((l) => l.stock < l.quantity);
  if (!line) return;
  const label = describeVariant(line.name, line.color, line.size);
  const stock = Math.max(0, line.stock);
  const message = stock > 0
    ? `Sorry, only ${stock} left in stock for ${label}. Please update your cart.`
    : `Sorry, ${label} is out of stock. Please remove it from your cart.`;
  const code = stock > 0 ? 'insufficient_stock' : 'out_of_stock';
  throw conflict(code, message, { fields: problem('variant_id', code, message), data: { variant_id: line.variant_id, stock } });
}

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
    throw unprocessable('cart_empty', {}, 'Your cart is empty.');
  }
  refuseShortage(lines);

  // Cash on delivery: its maximum is of the order before the fee, and the fee is a line of its own.
  const onDelivery = !isOnline(input.paymentMethod);
  const cod = input.cod ?? NO_COD_RULES;
  if (onDelivery && codRefusal(cod, priceOrder(lines, input.rules).totalAmount, 0)) throw codUnavailable('cod_over_max', cod);
  const priced = priceOrder(lines, input.rules, onDelivery ? cod.fee : 0);
  const items = lines.map((line, n) => ({
    n: n + 1,
    variant_id: line.variant_id,
    product_id: line.product_id,
    name: line.name,
    names: line.names,
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
    codFee: priced.codFee,
    offerAmount: priced.offerAmount,
    totalAmount: priced.totalAmount,
    address,
    key: key ?? null,
    locale: input.locale ?? DEFAULT_LOCALE,
    statuses: JSON.stringify(initialStatuses(input.paymentMethod).map((status, n) => ({ ...status, n }))),
  }))!;
  // The locks above make this impossible; should it ever happen, nothing is kept.
  if (written.taken !== lines.length) throw new Error(`checkout: ${written.taken} of ${lines.length} lines took their stock under lock`);

  // The reply from what was just written, in the shape My Orders reads (order-items.ts), without
  // reading the order back.
  const order = {
    order_number: written.order_number,
    payment_method: input.paymentMethod,
    payment_status: 'UNPAID',
    delivery_charge: priced.deliveryCharge,
    cod_fee: priced.codFee,
    offer_amount: priced.offerAmount,
    total_amount: priced.totalAmount,
    subtotal: priced.subtotal,
    tax: priced.tax,
    order_created_at: written.created_at,
    address,
  };
  const rows = items.map((item) => written.items.find((r) => r.code === `${written.order_number}-${item.n}`)!);
  const replies = items.map((item, n): OrderItemReply => {
    const row = rows[n]!;
    return toOrderItemReply({
      ...item,
      ...order,
      id: row.id,
      order_id: written.id,
      code: row.code,
      created_at: row.created_at,
      product_name: item.name,
      product_cover: lines[n]!.cover,
      statuses: written.statuses.filter((s) => s.order_item_id === row.id),
    });
  });
  const codes: VariantCodes = new Map(lines.map((line) => [line.variant_id, { color: line.color, size: line.size }]));
  // The hosted page lists the items in the order of their ids, as orderLines reads them back.
  const byId = items.map((item, n) => ({ item, id: rows[n]!.id })).sort((a, b) => a.id - b.id);
  const payable = {
    id: written.id,
    order_number: written.order_number,
    payment_method: input.paymentMethod,
    delivery_charge: priced.deliveryCharge,
    total_amount: priced.totalAmount,
    tax: priced.tax,
    address,
    lines: byId.map(({ item }) => paymentLine(item)),
  };
  return { id: written.id, orderNumber: written.order_number, replayed: false, variants: codes, items: replies, payable };
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

export type CheckoutDeps = { db: Db; notifier: Notifier; loadSettings: () => Promise<SiteSettings>; payments: Payments };

export type CheckoutRequest = {
  user: { id: number; email: string | null; phone: string | null };
  address: CheckoutAddress;
  paymentMethod: PaymentMethod;
  idempotencyKey?: string;
  locale: Locale;
  /** Where an online payment's hosted page sends the shopper back. */
  returnTo: ReturnTo;
};

/** The online order's hosted page could not be opened: the order waits, and /payment-failed can try again. */
function paymentNotStarted(orderNumber: string): HttpError {
  return new HttpError(502, 'payment_not_started', 'The payment could not be started. Nothing was charged; please try again.', {
    data: { code: 'payment_not_started', order_number: orderNumber },
  });
}

/**
 * Places the shopper's order (or replays the one placed with the same key) and tells them. A card
 * order is written unpaid with its stock held, and the reply names the hosted page to pay on.
 */
export async function checkOut(
  { db, notifier, loadSettings, payments }: CheckoutDeps,
  request: CheckoutRequest,
): Promise<{ replayed: boolean; message: string; data: CheckoutReply }> {
  const { user, locale } = request;
  const offered = payments.methods();
  if (!offered.includes(request.paymentMethod)) {
    // A way to pay this shop does not offer now (not configured) is a value the field does not take.
    const message = `The payment method must be one of ${offered.map((m) => `'${m}'`).join(', ')}: ${request.paymentMethod} is not available.`;
    throw unprocessable('method_unavailable', problem('payment_method', 'method_unavailable', message), undefined, { data: { code: 'method_unavailable', method: request.paymentMethod } });
  }
  const online = isOnline(request.paymentMethod);
  // A replay of an order already written is not a new one: it answers as the first did.
  if (online && !(request.idempotencyKey && (await findByKey(db, user.id, request.idempotencyKey)))) {
    await payments.admitOnlineOrder(user.id);
  }
  const settings = await loadSettings();
  const cod = codRules(settings);
  // A shopper who has refused too many deliveries pays online; a replay answers as the first did.
  if (!online && cod.refusalLimit > 0 && !(request.idempotencyKey && (await findByKey(db, user.id, request.idempotencyKey)))) {
    if (codRefusal(cod, 0, await refusedDeliveries(db, user.id)) === 'cod_refused') throw codUnavailable('cod_refused', cod);
  }
  const placed = await placeOrder(db, {
    userId: user.id,
    address: request.address,
    paymentMethod: request.paymentMethod,
    idempotencyKey: request.idempotencyKey,
    rules: pricingRulesFrom(settings),
    cod,
    orderPrefix: settings.order_id_prefix,
    locale,
  });
  const items = placed.items ?? (await itemsOfOrder(db, placed.id));
  const order = items[0]?.order;
  if (order && isOnline(order.payment_method)) {
    let paymentUrl: string | null;
    try {
      paymentUrl = placed.payable
        ? await payments.pageForNewOrder({ ...placed.payable, email: user.email }, request.returnTo)
        : await payments.pageForCheckout(placed.id, request.returnTo);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error(`[checkout] opening the ${order.payment_method} payment of ${placed.orderNumber} failed: ${(error as Error).message}`);
      throw paymentNotStarted(placed.orderNumber);
    }
    // A replayed online order that is no longer waiting (paid, or switched to cash) answers as it is.
    if (paymentUrl) {
      return {
        replayed: placed.replayed,
        message: `Your order ${placed.orderNumber} is waiting for your payment.`,
        data: { ...orderReply(placed.id, placed.orderNumber, items, request.paymentMethod), payment_url: paymentUrl },
      };
    }
  }
  if (placed.variants && order && !isOnline(order.payment_method) && (user.email || user.phone)) {
    const to = { email: user.email ?? undefined, phone: user.phone ?? undefined };
    // Not awaited: the reply does not wait for the message.
    notifier
      .send({ to, ...orderPlacedNotice(placed.orderNumber, items, locale, placed.variants, settings.vat_rate) })
      .catch((error: unknown) => console.error(`[checkout] notifying the shopper of ${placed.orderNumber} failed:`, (error as Error).message));
  }
  return {
    replayed: placed.replayed,
    message: order && isOnline(order.payment_method)
      ? `Thank you! Your order ${placed.orderNumber} has been placed.`
      : `Thank you! Your order ${placed.orderNumber} has been placed. You will pay on delivery.`,
    data: orderReply(placed.id, placed.orderNumber, items, request.paymentMethod),
  };
}

/** One order as checkout, the payment routes and GET /orders/{order_number} answer it: its amounts and its items. */
export function orderReply(id: number, orderNumber: string, items: OrderItemReply[], method: PaymentMethod = ON_DELIVERY): CheckoutReply {
  const order = items[0]?.order;
  return {
    id,
    order_number: orderNumber,
    payment_method: order?.payment_method ?? method,
    payment_status: order?.payment_status ?? 'UNPAID',
    sub_total_amount: order?.sub_total_amount ?? 0,
    offer_amount: order?.offer_amount ?? 0,
    delivery_charge: order?.delivery_charge ?? 0,
    cod_fee: order?.cod_fee ?? 0,
    tax_amount: order?.tax_amount ?? 0,
    total_amount: order?.total_amount ?? 0,
    items,
  };
}
