// What the shop's people do to orders, whichever way they reach it (the office, the operator's
// command): move an item along its life, cancel an order or some of its items (through the one
// cancel, after-purchase/cancel.ts, which the shopper's cancel uses too). The money goes back
// through the provider that took it before anything changes; the shopper is told; the audit log
// records who did it. Callers turn the results and errors into their own words.
import type { Db } from '../db/client.ts';
import { orderByNumber } from '../payments/order-payments.ts';
import type { Payments } from '../payments/service.ts';
import { isOnline, methodModule } from '../payments/methods/index.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import { record, type Actor } from '../office/audit.ts';
import { recordRefund } from '../after-purchase/refunds.ts';
import { cancelItems } from '../after-purchase/cancel.ts';
import { linesOfOrder } from '../after-purchase/order-lines.ts';
import { toMajor, toMinor } from '../../lib/money.ts';
import { findOrder } from './order-admin.ts';
import { cancelledChange, changeItemStatus, latestStatusIds, refusal, StaleStatusError, StatusChangeError, statusNotice, type OperatorStatus, type Shipment, type StatusChange } from './order-status.ts';

export type OperationNotifier = {
  send(message: { to: { email?: string; phone?: string }; subject: string; text: string }): Promise<unknown>;
};

export interface OperationDeps {
  db: Db;
  /** Online payments, for the refunds a cancel or a return makes. */
  payments?: Payments;
  notifier?: OperationNotifier;
}

/** How telling the shopper went: the change is saved whatever happens here. */
export type Told = { to: string } | { failed: string } | null;

export interface MoveResult {
  change: StatusChange;
  /** Fils refunded for this item and the method they went back through, or null when nothing was. */
  refunded: { amount: number; method: PaymentMethod } | null;
  told: Told;
}

export interface CancelResult {
  orderNumber: string;
  moves: { change: StatusChange; told: Told }[];
  /** Fils refunded and the method they went back through, or null; `whole` when the order's payment is REFUNDED. */
  refunded: { amount: number; whole: boolean; method: PaymentMethod } | null;
}

/** The order's online payment cannot go back without its provider: nothing is changed. */
export class RefundUnavailableError extends Error {
  constructor(orderNumber: string, method: PaymentMethod) {
    super(`Order ${orderNumber} was paid by ${method}: its refund needs that provider (set ${methodModule(method).env[0]}), so nothing was changed.`);
    this.name = 'RefundUnavailableError';
  }
}

export class OrderNotFoundError extends Error {
  constructor(orderNumber: string) {
    super(`No order has the number ${orderNumber}.`);
    this.name = 'OrderNotFoundError';
  }
}

async function tell(deps: OperationDeps, change: StatusChange): Promise<Told> {
  const to = { email: change.shopper.email ?? undefined, phone: change.shopper.phone ?? undefined };
  if (!deps.notifier || !(to.email || to.phone)) return null;
  try {
    await deps.notifier.send({ to, ...statusNotice(change) });
    return { to: (to.email ?? to.phone)! };
  } catch (error) {
    return { failed: (error as Error).message };
  }
}

async function refuseWithoutProvider(deps: OperationDeps, orderNumber: string): Promise<void> {
  const order = await orderByNumber(deps.db, orderNumber);
  if (order && isOnline(order.payment_method) && order.payment_status === 'PAID' && !deps.payments?.methods().includes(order.payment_method)) {
    throw new RefundUnavailableError(orderNumber, order.payment_method);
  }
}

/** Before any money moves: every item as the canceller saw it. */
async function refuseIfStale(db: Db, codes: string[], expected: Record<string, number>): Promise<void> {
  const latest = await latestStatusIds(db, codes);
  const changed = codes.find((code) => latest[code] !== expected[code]);
  if (changed) throw new StaleStatusError(changed);
}

function orderOfItem(code: string): string | undefined {
  return /^(.+)-\d+$/.exec(code)?.[1];
}

/** One item forward (or CANCELLED, RETURNED: stock back, its amount refunded when paid online). */
export async function moveItem(deps: OperationDeps, actor: Actor, code: string, to: OperatorStatus, description: string, shipment: Shipment = {}): Promise<MoveResult> {
  const refunds = to === 'CANCELLED' || to === 'RETURNED';
  const itemOrder = refunds ? orderOfItem(code) : undefined;
  if (itemOrder && (await orderByNumber(deps.db, itemOrder))) await refuseWithoutProvider(deps, itemOrder);
  const change = await changeItemStatus(deps.db, code, to, description, shipment);
  let refunded: MoveResult['refunded'] = null;
  if (refunds && deps.payments) {
    // The item's own amount goes back to the card it was paid with (delivery stays charged).
    const order = (await orderByNumber(deps.db, change.orderNumber))!;
    const item = (await findOrder(deps.db, change.orderNumber))!.items.find((i) => i.code === change.code)!;
    const amount = toMinor(item.total_price);
    if (await deps.payments.refund(order, { amount, key: `refund-items-${change.code}` })) {
      refunded = { amount, method: order.payment_method };
      // Credited on the order's tax invoice, like every refund.
      await recordRefund(deps.db, { orderId: order.id, cause: to === 'CANCELLED' ? 'cancel' : 'return', items: [{ code: change.code, quantity: item.quantity }], amount, method: order.payment_method });
    }
  }
  await record(deps.db, actor, {
    action: `order.${to.toLowerCase()}`,
    target: { type: 'order', id: change.orderNumber },
    before: { item: change.code, status: change.from },
    after: { item: change.code, status: change.to, description: change.description, tracking_number: change.trackingNumber, carrier: change.carrier, refunded: refunded === null ? undefined : toMajor(refunded.amount) },
  });
  return { change, refunded, told: await tell(deps, change) };
}

/**
 * Cancels the order's items that can still be cancelled (or only `items`, by code), through the one
 * cancel (after-purchase/cancel.ts: open pages closed, the money back first, then each item with its
 * stock), then tells the shopper of each item and writes the audit log. `expected` names each item's
 * latest status entry as the canceller saw it.
 */
export async function cancelOrder(
  deps: OperationDeps,
  actor: Actor,
  orderNumber: string,
  description: string,
  options: { items?: string[]; expected?: Record<string, number> } = {},
): Promise<CancelResult> {
  if (!description.trim()) throw new StatusChangeError('A description is required.');
  const order = await findOrder(deps.db, orderNumber);
  if (!order) throw new OrderNotFoundError(orderNumber);
  const chosen = options.items ? order.items.filter((item) => options.items!.includes(item.code)) : order.items;
  if (options.items && chosen.length !== options.items.length) throw new StatusChangeError(`Order ${orderNumber} has no item ${options.items.find((code) => !order.items.some((i) => i.code === code))}.`);
  const cancellable = chosen.filter((item) => refusal(item.status, 'CANCELLED') === null);
  if (cancellable.length === 0) {
    throw new StatusChangeError(`Nothing in order ${orderNumber} can be cancelled: ${chosen.map((i) => `${i.code} is ${i.status}`).join(', ')}.`);
  }
  if (options.expected) await refuseIfStale(deps.db, cancellable.map((i) => i.code), options.expected);
  await refuseWithoutProvider(deps, orderNumber);
  const lines = await linesOfOrder(deps.db, order.id);
  const idOf = (code: string) => lines.find((line) => line.code === code)!.id;
  const expected = options.expected;
  const done = await cancelItems(deps.db, deps.payments, {
    orderNumber,
    userId: null,
    itemIds: cancellable.map((item) => idOf(item.code)),
    reason: null,
    description,
    expected: expected && Object.fromEntries(cancellable.map((item) => [idOf(item.code), expected[item.code]!])),
  });
  const refunded: CancelResult['refunded'] = done.refund && { amount: done.refund.amount, whole: done.paymentStatus === 'REFUNDED', method: done.order.payment_method };
  const moves: CancelResult['moves'] = [];
  for (const line of done.items) {
    const change = await cancelledChange(deps.db, line.code, line.latest, description.trim());
    moves.push({ change, told: await tell(deps, change) });
  }
  await record(deps.db, actor, {
    action: 'order.cancel',
    target: { type: 'order', id: orderNumber },
    before: { items: done.items.map((line) => ({ item: line.code, status: line.latest })), payment_status: done.order.payment_status },
    after: { items: moves.map((m) => ({ item: m.change.code, status: 'CANCELLED' })), description: description.trim(), refunded: refunded && toMajor(refunded.amount) },
  });
  return { orderNumber, moves, refunded };
}
