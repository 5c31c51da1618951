// Returns and exchanges of delivered items. The shopper asks within the return window (days after
// delivery, the return_window_days setting) for some or all of an item's quantity, for a refund or
// for another size or colour of the same product (held from stock at once). The shop then moves the
// request along RETURN_MOVES (src/lib/orders/item-states.ts); each step is on the item's timeline.
// A refund goes back the way the order was paid (refunds.ts) before the request is marked REFUNDED;
// the returned units go back to stock once the request is refunded or exchanged.
import { sql } from 'drizzle-orm';
import { orderItems, orders, products, returnRequests, users, variants } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { conflict, fieldError, notFound } from '../http/errors.ts';
import { orderById, orderByNumber, shopperOrder, type PaymentOrderRow } from '../payments/order-payments.ts';
import type { Payments } from '../payments/service.ts';
import { timelineDescription } from '../shop/timeline.ts';
import {
  AFTER_DELIVERY,
  FINAL_RETURN_STATUSES,
  RETURN_MOVES,
  RETURN_TIMELINE,
  type ReturnKind,
  type ReturnReason,
  type ReturnStatus,
} from '../../lib/orders/item-states.ts';
import type { TimelineKind } from '../../lib/orders/timeline-kinds.ts';
import { addItemStatus, linesOfOrder, orderOfItem, type LineRow } from './order-lines.ts';
import { giveBack, refusalOfRefund, type RefundRow } from './refunds.ts';

const DAY_MS = 86_400_000;

export interface ReturnRow {
  id: number;
  order_item_id: number;
  user_id: number;
  kind: ReturnKind;
  quantity: number;
  reason: ReturnReason;
  exchange_variant_id: number | null;
  status: ReturnStatus;
  refusal: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  /** The exchange variant's colour and size. */
  exchange_color: string | null;
  exchange_size: string | null;
}

const RETURN_COLUMNS = sql`r.*, ev.color AS exchange_color, ev.size AS exchange_size`;
const RETURN_FROM = sql`${returnRequests} r LEFT JOIN ${variants} ev ON ev.id = r.exchange_variant_id`;

export function returnsOfItem(db: Executor, itemId: number): Promise<ReturnRow[]> {
  return rowsOf<ReturnRow>(db, sql`SELECT ${RETURN_COLUMNS} FROM ${RETURN_FROM} WHERE r.order_item_id = ${itemId} ORDER BY r.id`);
}

/** The units of an item that no open or completed request covers yet (refused ones free theirs). */
export function quantityLeft(line: Pick<LineRow, 'quantity'>, requests: Pick<ReturnRow, 'status' | 'quantity'>[]): number {
  return line.quantity - requests.filter((r) => r.status !== 'REFUSED').reduce((sum, r) => sum + r.quantity, 0);
}

/** The last moment a delivered item can be asked back, or null when it has not been delivered. */
export function returnDeadline(line: Pick<LineRow, 'delivered_at'>, windowDays: number): Date | null {
  return line.delivered_at ? new Date(new Date(line.delivered_at).getTime() + windowDays * DAY_MS) : null;
}

export const isDelivered = (line: Pick<LineRow, 'latest'>) => line.latest === 'DELIVERED' || AFTER_DELIVERY.includes(line.latest);

export async function isReturnable(db: Executor, productId: number): Promise<boolean> {
  const row = await firstRow<{ returnable: boolean }>(db, sql`SELECT returnable FROM ${products} WHERE id = ${productId}`);
  return row?.returnable ?? true;
}

/** The other variants of the item's product an exchange may ask for, with their stock. */
export function exchangeVariants(db: Executor, line: Pick<LineRow, 'product_id' | 'variant_id'>) {
  return rowsOf<{ id: number; color: string | null; size: string | null; stock: number }>(db, sql`
    SELECT id, color, size, stock FROM ${variants} WHERE product_id = ${line.product_id} AND id <> ${line.variant_id} ORDER BY id`);
}

export interface ReturnAsk {
  userId: number;
  itemId: number;
  quantity: number;
  reason: ReturnReason;
  kind: ReturnKind;
  exchangeVariantId?: number;
  windowDays: number;
  now?: Date;
}

export interface ReturnStep {
  request: ReturnRow;
  line: LineRow;
  order: PaymentOrderRow;
  refund: RefundRow | null;
}

const orderNotFound = () => notFound('order_not_found', 'Order not found');

/** Why this request cannot be taken, or nothing: the same checks before and inside the transaction. */
function refuse(line: LineRow, requests: ReturnRow[], ask: ReturnAsk, returnable: boolean): void {
  if (!returnable) throw conflict('not_returnable', 'This item cannot be returned (a hygiene item).');
  if (!isDelivered(line)) throw conflict('not_delivered', 'This item has not been delivered yet. Until it ships you can cancel it instead.');
  const deadline = returnDeadline(line, ask.windowDays);
  if (!deadline || (ask.now ?? new Date()) > deadline) throw conflict('return_window_closed', `Returns are taken within ${ask.windowDays} days of delivery; this item's window has closed.`);
  const left = quantityLeft(line, requests);
  if (left <= 0) throw conflict('already_returned', 'A return has already been asked for every unit of this item.');
  if (ask.quantity > left) {
    throw conflict('return_quantity_exceeded', `Only ${left} of this item can still be returned.`, { data: { quantity_left: left } });
  }
}

export async function requestReturn(db: Db, ask: ReturnAsk): Promise<ReturnStep> {
  const orderNumber = await orderOfItem(db, ask.itemId, ask.userId);
  const order = orderNumber && (await shopperOrder(db, ask.userId, orderNumber));
  if (!order) throw orderNotFound();
  const lineOf = async (tx: Executor, lock: boolean) => (await linesOfOrder(tx, order.id, lock)).find((line) => line.id === ask.itemId)!;
  const line = await lineOf(db, false);
  const returnable = await isReturnable(db, line.product_id);
  refuse(line, await returnsOfItem(db, line.id), ask, returnable);
  if (ask.kind === 'exchange') {
    const options = await exchangeVariants(db, line);
    if (!ask.exchangeVariantId || !options.some((v) => v.id === ask.exchangeVariantId)) {
      throw fieldError('exchange_variant_id', 'exchange_variant_invalid', 'Choose another size or colour of the same product for the exchange.');
    }
  }
  const id = await db.transaction(async (tx) => {
    const locked = await lineOf(tx, true);
    refuse(locked, await returnsOfItem(tx, locked.id), ask, returnable);
    if (ask.kind === 'exchange') {
      // Held from stock now, so the size asked for is there when the parcel is collected.
      const held = await rowsOf(tx, sql`
        UPDATE ${variants} SET stock = stock - ${ask.quantity}::int WHERE id = ${ask.exchangeVariantId!} AND stock >= ${ask.quantity}::int RETURNING id`);
      if (held.length === 0) throw conflict('insufficient_stock', 'That size or colour is no longer in stock in this quantity.');
    }
    const row = await firstRow<{ id: number }>(tx, sql`
      INSERT INTO ${returnRequests} (order_item_id, user_id, kind, quantity, reason, exchange_variant_id)
      VALUES (${locked.id}, ${ask.userId}, ${ask.kind}, ${ask.quantity}, ${ask.reason}, ${ask.kind === 'exchange' ? ask.exchangeVariantId! : null})
      RETURNING id`);
    await addItemStatus(tx, locked.id, RETURN_TIMELINE.REQUESTED, timelineDescription(ask.kind === 'exchange' ? 'exchange_requested' : 'return_requested'));
    return row!.id;
  });
  return { request: (await returnById(db, id))!, line, order, refund: null };
}

export async function returnById(db: Executor, id: number, lock = false): Promise<ReturnRow | undefined> {
  return firstRow<ReturnRow>(db, sql`SELECT ${RETURN_COLUMNS} FROM ${RETURN_FROM} WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`);
}

/** Open requests first, oldest first (what the shop has to do next), then the rest, newest first. */
export function listReturns(db: Executor, { all = false, limit = 100 } = {}) {
  return rowsOf<ReturnRow & { code: string; name: string; variant_name: string; order_number: string; customer: string }>(db, sql`
    SELECT ${RETURN_COLUMNS}, i.code, i.name, i.variant_name, o.order_number,
           coalesce(u.email, u.phone, u.name, 'user ' || u.id) AS customer
    FROM ${RETURN_FROM} JOIN ${orderItems} i ON i.id = r.order_item_id JOIN ${orders} o ON o.id = i.order_id JOIN ${users} u ON u.id = r.user_id
    WHERE ${all ? sql`true` : sql`r.status NOT IN ('REFUNDED', 'EXCHANGED', 'REFUSED')`}
    ORDER BY (r.status IN ('REFUNDED', 'EXCHANGED', 'REFUSED')), CASE WHEN r.status IN ('REFUNDED', 'EXCHANGED', 'REFUSED') THEN -r.id ELSE r.id END
    LIMIT ${limit}`);
}

/** The timeline words the shop writes for each step (REFUSED carries the shop's own reason). */
const STEP_KIND: Partial<Record<ReturnStatus, TimelineKind>> = {
  APPROVED: 'return_approved',
  PICKED_UP: 'return_picked_up',
  RECEIVED: 'return_received',
  REFUNDED: 'return_refunded',
  EXCHANGED: 'return_exchanged',
};

export interface ReturnMove {
  id: number;
  to: Exclude<ReturnStatus, 'REQUESTED'>;
  /** Why the shop refuses (REFUSED only). */
  refusal?: string;
  /** How a cash order's refund was paid (REFUNDED of a cash order only). */
  paidBy?: string;
}

function refuseMove(request: ReturnRow, move: ReturnMove): void {
  if (!RETURN_MOVES[move.to].includes(request.status)) {
    throw conflict('return_move_refused', `Return #${request.id} is ${request.status}; it cannot become ${move.to} (from ${RETURN_MOVES[move.to].join(' or ')} only).`);
  }
  if (move.to === 'REFUNDED' && request.kind !== 'refund') throw conflict('return_move_refused', `Return #${request.id} is an exchange: mark it EXCHANGED.`);
  if (move.to === 'EXCHANGED' && request.kind !== 'exchange') throw conflict('return_move_refused', `Return #${request.id} asks for a refund: mark it REFUNDED.`);
  if (move.to === 'REFUSED' && !move.refusal?.trim()) throw fieldError('refusal', 'required', 'A refusal needs its reason, which the shopper is told.');
}

/** The shop moves a request one step; a refund is made (and recorded) before the step is written. */
export async function moveReturn(db: Db, payments: Payments | undefined, move: ReturnMove): Promise<ReturnStep> {
  const request = await returnById(db, move.id);
  if (!request) throw notFound('return_not_found', `No return has the number ${move.id}.`);
  refuseMove(request, move);
  const orderRow = await firstRow<{ order_id: number }>(db, sql`SELECT order_id FROM ${orderItems} WHERE id = ${request.order_item_id}`);
  const order = (await orderById(db, orderRow!.order_id))!;
  const line = (await linesOfOrder(db, order.id)).find((l) => l.id === request.order_item_id)!;

  let refund: RefundRow | null = null;
  if (move.to === 'REFUNDED') {
    const refusal = refusalOfRefund(order, payments, move.paidBy);
    if (refusal) throw refusal;
    // The units returned at the price paid for them (the item's line total shared by its quantity).
    const amount = Math.round((line.total_price * request.quantity) / line.quantity);
    refund = await giveBack(db, payments, {
      order,
      items: [{ code: line.code, quantity: request.quantity }],
      amount,
      cause: 'return',
      wholeOrder: false,
      paidBy: move.paidBy,
      key: `refund-return-${request.id}`,
      returnId: request.id,
    });
  }

  await db.transaction(async (tx) => {
    const locked = (await returnById(tx, request.id, true))!;
    refuseMove(locked, move);
    await tx.execute(sql`
      UPDATE ${returnRequests} SET status = ${move.to}, refusal = ${move.to === 'REFUSED' ? move.refusal!.trim() : null}, updated_at = now()
      WHERE id = ${request.id}`);
    // The returned units are the shop's again once the request is settled; a refused exchange frees the size it held.
    if (move.to === 'REFUNDED' || move.to === 'EXCHANGED') {
      await tx.execute(sql`UPDATE ${variants} SET stock = stock + ${request.quantity}::int WHERE id = ${line.variant_id}`);
    }
    if (move.to === 'REFUSED' && request.exchange_variant_id !== null) {
      await tx.execute(sql`UPDATE ${variants} SET stock = stock + ${request.quantity}::int WHERE id = ${request.exchange_variant_id}`);
    }
    const kind = STEP_KIND[move.to];
    await addItemStatus(tx, line.id, RETURN_TIMELINE[move.to], kind ? timelineDescription(kind) : move.refusal!.trim());
  });
  return { request: (await returnById(db, request.id))!, line, order: (await orderByNumber(db, order.order_number))!, refund };
}

export const isFinal = (status: ReturnStatus) => FINAL_RETURN_STATUSES.includes(status);
