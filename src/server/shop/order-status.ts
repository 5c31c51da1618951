// Moving an order item along its life, for the operator: only forwards, with the side effects
// each status carries (a tracking number, and its carrier, for SHIPPED, payment for DELIVERED cash on delivery,
// stock back for CANCELLED, RETURNED and REFUSED: a cash order refused at the door, which counts
// against the shopper's cash on delivery, payments/methods/cod/rules.ts). One transaction with the item locked, so two operators
// cannot both return the same stock.
import { isOnline } from '../payments/methods/index.ts';
import { sql } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, users, variants } from '../db/schema/index.ts';
import { normaliseLocale, type Locale } from '../../lib/locale.ts';
import type { Db } from '../db/client.ts';
import { noticeWords } from '../notify/notice-words.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { carrierName, trackingLink } from '../../lib/orders/carriers.ts';
import { localizedNameIn, type LocalizedName } from '../../lib/catalogue/product-name.ts';
import { AFTER_DELIVERY, FLOW } from '../../lib/orders/item-states.ts';

export const OPERATOR_STATUSES = ['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED', 'REFUSED'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export class StatusChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusChangeError';
  }
}

/** The item changed since the person moving it looked (another move came first): nothing changed. */
export class StaleStatusError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`${code} changed since you opened the order: look at it again before moving it.`);
    this.code = code;
    this.name = 'StaleStatusError';
  }
}

export function isOperatorStatus(value: string): value is OperatorStatus {
  return (OPERATOR_STATUSES as readonly string[]).includes(value);
}

/** Why `from` cannot become `to`, or null when the move is allowed. */
export function refusal(from: string, to: OperatorStatus): string | null {
  if (from === 'CANCELLED' || from === 'RETURNED' || from === 'REFUSED') return `The item is ${from} already; it cannot change any more.`;
  // A return's steps come after delivery: the item stays delivered whatever the request does.
  const rank = (s: string) => (AFTER_DELIVERY.includes(s) ? FLOW.indexOf('DELIVERED') : (FLOW as readonly string[]).indexOf(s));
  if (AFTER_DELIVERY.includes(from) && to === 'RETURNED') return `${from}: the item's return request is under way; move it with the return commands.`;
  if (to === 'CANCELLED') {
    return rank(from) >= rank('DELIVERED') ? 'A delivered item cannot be cancelled; mark it RETURNED when it comes back.' : null;
  }
  // Refused at the door: the courier brought it and the shopper would not take (or pay for) it.
  if (to === 'REFUSED') return from === 'SHIPPED' ? null : `Only a SHIPPED item can be refused at the door; this one is ${from}.`;
  if (to === 'RETURNED') {
    return rank(from) >= rank('SHIPPED') ? null : `Only a SHIPPED or DELIVERED item can be returned; this one is ${from}. Cancel it instead.`;
  }
  if (rank(to) <= rank(from)) return `Cannot move an item from ${from} back or sideways to ${to}; statuses only move forward.`;
  return null;
}

export type StatusChange = {
  code: string;
  orderNumber: string;
  from: string;
  to: OperatorStatus;
  description: string;
  trackingNumber: string | null;
  carrier: string | null;
  stockReturned: number;
  paymentStatus: string;
  shopper: { email: string | null; phone: string | null; name: string | null };
  productName: string;
  variantName: string;
  /** The variant's colour and size codes, or null when the catalogue no longer has the variant. */
  variant: { color: string | null; size: string | null } | null;
  /** The language the shopper ordered in. */
  locale: Locale;
};

type ItemRow = {
  id: number;
  order_id: number;
  code: string;
  variant_id: number;
  quantity: number;
  name: string;
  names: LocalizedName | null;
  variant_name: string;
  order_number: string;
  payment_method: string;
  payment_status: string;
  email: string | null;
  phone: string | null;
  user_name: string | null;
  locale: string;
  variant_found: boolean;
  color: string | null;
  size: string | null;
  latest: string | null;
  latest_id: number | null;
};

/** What the operator typed about the parcel: `--tracking` and `--carrier`. */
export interface Shipment {
  trackingNumber?: string;
  carrier?: string;
  /** The id of the item's latest status entry the mover saw: another move since refuses this one. */
  expectedStatusId?: number;
}

const SHIPMENT_LIMITS = { trackingNumber: 40, carrier: 60 } as const;

/** The tracking number and carrier to store, trimmed (a known carrier spelt as the table spells it). */
function checkedShipment(to: OperatorStatus, shipment: Shipment): { trackingNumber: string | null; carrier: string | null } {
  const trackingNumber = shipment.trackingNumber?.trim() || null;
  const carrier = shipment.carrier === undefined ? null : carrierName(shipment.carrier) || null;
  if (to === 'SHIPPED' && !trackingNumber) throw new StatusChangeError('SHIPPED needs a tracking number: add --tracking <number>.');
  if (shipment.carrier !== undefined && !carrier) throw new StatusChangeError('--carrier needs a name, e.g. --carrier DHL.');
  if (carrier && !trackingNumber) throw new StatusChangeError('--carrier goes with a tracking number: add --tracking <number>.');
  if (trackingNumber && trackingNumber.length > SHIPMENT_LIMITS.trackingNumber) {
    throw new StatusChangeError(`The tracking number is longer than ${SHIPMENT_LIMITS.trackingNumber} characters.`);
  }
  if (carrier && carrier.length > SHIPMENT_LIMITS.carrier) throw new StatusChangeError(`The carrier's name is longer than ${SHIPMENT_LIMITS.carrier} characters.`);
  return { trackingNumber, carrier };
}

/** An item with its order, shopper and latest status, as a move reads it (locked inside a transaction). */
function itemRow(db: Executor, code: string, lock: boolean): Promise<ItemRow | undefined> {
  return firstRow<ItemRow>(db, sql`
      SELECT i.id, i.order_id, i.code, i.variant_id, i.quantity, i.name, i.names, i.variant_name,
             o.order_number, o.payment_method, o.payment_status, o.locale, u.email, u.phone, u.name AS user_name,
             v.id IS NOT NULL AS variant_found, v.color, v.size,
             (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS latest,
             (SELECT max(s.id) FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id)::int AS latest_id
      FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id JOIN ${users} u ON u.id = o.user_id
        LEFT JOIN ${variants} v ON v.id = i.variant_id
      WHERE i.code = ${code}
      ${lock ? sql`FOR UPDATE OF i` : sql``}`);
}

/** What a move did, for its notice, the audit log and the mover's reply. */
function statusChangeOf(
  item: ItemRow,
  move: { from: string; to: OperatorStatus; description: string; trackingNumber: string | null; carrier: string | null; stockReturned: number; paymentStatus: string },
): StatusChange {
  return {
    code: item.code,
    orderNumber: item.order_number,
    ...move,
    shopper: { email: item.email, phone: item.phone, name: item.user_name },
    productName: localizedNameIn(item.names, normaliseLocale(item.locale), item.name),
    variantName: item.variant_name,
    variant: item.variant_found ? { color: item.color, size: item.size } : null,
    locale: normaliseLocale(item.locale),
  };
}

/**
 * The change of an item cancelled through the one cancel (after-purchase/cancel.ts), read back once
 * it is written: `from` is the status it had, `paymentStatus` the order's now.
 */
export async function cancelledChange(db: Executor, code: string, from: string, description: string): Promise<StatusChange> {
  const item = (await itemRow(db, code, false))!;
  return statusChangeOf(item, { from, to: 'CANCELLED', description, trackingNumber: null, carrier: null, stockReturned: item.quantity, paymentStatus: item.payment_status });
}

export async function changeItemStatus(
  db: Db,
  code: string,
  to: OperatorStatus,
  description: string,
  shipment: Shipment = {},
): Promise<StatusChange> {
  const { trackingNumber, carrier } = checkedShipment(to, shipment);
  if (!description.trim()) throw new StatusChangeError('A description is required.');
  return db.transaction(async (tx) => {
    const item = await itemRow(tx, code, true);
    if (!item) throw new StatusChangeError(`No order item has the code ${code}.`);
    if (shipment.expectedStatusId !== undefined && item.latest_id !== shipment.expectedStatusId) throw new StaleStatusError(code);
    const from = item.latest ?? 'CREATED';
    const refused = refusal(from, to);
    if (refused) throw new StatusChangeError(`${code}: ${refused}`);
    if (to === 'REFUSED' && isOnline(item.payment_method)) {
      throw new StatusChangeError(`${code}: the order was paid online (${item.payment_method}); REFUSED is for cash on delivery. Mark it RETURNED when it comes back.`);
    }

    await tx.execute(sql`
      INSERT INTO ${orderItemStatuses} (order_item_id, status, description, tracking_number, carrier)
      VALUES (${item.id}, ${to}, ${description.trim()}, ${trackingNumber}, ${carrier})`);

    let stockReturned = 0;
    if (to === 'CANCELLED' || to === 'RETURNED' || to === 'REFUSED') {
      await tx.execute(sql`UPDATE ${variants} SET stock = stock + ${item.quantity}::int WHERE id = ${item.variant_id}`);
      stockReturned = item.quantity;
    }

    let paymentStatus = item.payment_status;
    if (to === 'DELIVERED' && !isOnline(item.payment_method)) {
      // Paid once every item still in the order has been delivered (cash was collected).
      const paid = await rowsOf<{ payment_status: string }>(tx, sql`
        UPDATE ${orders} SET payment_status = 'PAID'
        WHERE id = ${item.order_id} AND NOT EXISTS (
          SELECT 1 FROM ${orderItems} i2
          WHERE i2.order_id = ${item.order_id}
            AND (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i2.id ORDER BY s.id DESC LIMIT 1)
                NOT IN ('DELIVERED', 'CANCELLED', 'REFUSED'))
        RETURNING payment_status`);
      if (paid[0]) paymentStatus = paid[0].payment_status;
    }

    return statusChangeOf(item, { from, to, description: description.trim(), trackingNumber, carrier, stockReturned, paymentStatus });
  });
}

/** Each item's latest status entry id, by item code: what a mover names to refuse stale moves. */
export async function latestStatusIds(db: Executor, codes: string[]): Promise<Record<string, number>> {
  if (codes.length === 0) return {};
  const rows = await rowsOf<{ code: string; id: number }>(db, sql`
    SELECT i.code, (SELECT max(s.id) FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id)::int AS id
    FROM ${orderItems} i WHERE i.code IN (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})`);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** The notice a shopper receives about a status change, in the language of their order. */
export function statusNotice(change: StatusChange): { subject: string; text: string } {
  const words = noticeWords(change.locale);
  const orderNumber = words.value(change.orderNumber);
  // The status in the shopper's words in every language ("Shipped"), never its code.
  const status = words.t(`status.${change.to}`);
  const name = change.shopper.name;
  const lines = [
    name ? words.t('notice.status.greetingName', { name: words.value(name) }) : words.t('notice.status.greeting'),
    '',
    words.t('notice.status.text', {
      orderNumber,
      itemCode: words.value(change.code),
      product: words.value(change.productName),
      variant: change.variant ? words.variant(change.variant.color, change.variant.size) : change.variantName,
      status,
    }),
    // The operator's own words, as typed.
    change.description,
  ];
  if (change.carrier) lines.push(words.t('notice.status.carrier', { carrier: words.value(change.carrier) }));
  if (change.trackingNumber) {
    lines.push(words.t('notice.status.tracking', { trackingNumber: words.value(change.trackingNumber) }));
    const link = trackingLink(change.carrier, change.trackingNumber);
    if (link) lines.push(words.t('notice.status.trackAt', { url: words.value(link) }));
  }
  if (change.stockReturned > 0 && change.to === 'CANCELLED') lines.push(words.t('notice.status.notCharged'));
  return { subject: words.t('notice.status.subject', { orderNumber, status }), text: lines.join('\n') };
}
