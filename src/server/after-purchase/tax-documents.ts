// Tax invoices and credit notes (UAE: the words "Tax Invoice", the seller's name, address and TRN,
// a sequential number, the date of supply, the buyer's name and address, each line's quantity,
// unit price, VAT rate and VAT amount, totals without and with VAT in AED, and any discount). One
// gapless sequence numbers both: an order's invoice is issued when it is first asked for (or when
// its first refund needs one to credit), and every refund gets its credit note as it is recorded.
// Prices include VAT, so each line's VAT is the part of its amount the rate contains.
import { sql } from 'drizzle-orm';
import { orders, refunds, taxDocuments } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { firstRow, rowsOf } from '../db/sql.ts';
import { conflict, notFound } from '../http/errors.ts';
import { orderByNumber, shopperOrder, type PaymentOrderRow } from '../payments/order-payments.ts';
import { includedVat } from '../../lib/pricing.ts';
import { readAddress } from '../../lib/orders/address.ts';
import { countryName, isCountryCode } from '../../lib/countries.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import type { TaxDocumentView } from '../../lib/api/types.ts';
import { linesOfOrder } from './order-lines.ts';
import type { RefundRow } from './refunds.ts';

/** The advisory lock the sequence is taken under (PostgreSQL scopes it to one database). */
const NUMBER_LOCK = 4_502_611_045;

export const documentNumber = (kind: 'invoice' | 'credit_note', n: number) => `${kind === 'invoice' ? 'INV' : 'CN'}-${String(n).padStart(6, '0')}`;

interface DocumentRow {
  id: number;
  number: number;
  kind: 'invoice' | 'credit_note';
  order_id: number;
  refund_id: number | null;
  issued_at: string | Date;
}

async function issue(db: Db, orderId: number, kind: 'invoice' | 'credit_note', refundId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${NUMBER_LOCK})`);
    const taken = await firstRow(tx, kind === 'invoice'
      ? sql`SELECT 1 AS found FROM ${taxDocuments} WHERE order_id = ${orderId} AND kind = 'invoice'`
      : sql`SELECT 1 AS found FROM ${taxDocuments} WHERE refund_id = ${refundId}`);
    if (taken) return;
    const next = await firstRow<{ n: number }>(tx, sql`SELECT coalesce(max(number), 0)::int + 1 AS n FROM ${taxDocuments}`);
    await tx.execute(sql`INSERT INTO ${taxDocuments} (number, kind, order_id, refund_id) VALUES (${next!.n}, ${kind}, ${orderId}, ${refundId})`);
  });
}

/** The order's invoice, issued now if it has none. */
export const ensureInvoice = (db: Db, orderId: number) => issue(db, orderId, 'invoice', null);

/** A refund's credit note, after the invoice it credits. */
export async function issueCreditNote(db: Db, refund: Pick<RefundRow, 'id' | 'order_id'>): Promise<void> {
  await ensureInvoice(db, refund.order_id);
  await issue(db, refund.order_id, 'credit_note', refund.id);
}

/** Why an order has no invoice: still waiting for its payment, or cancelled before anything was paid. */
export function invoiceRefusal(order: PaymentOrderRow): Error | null {
  if (order.awaiting || (order.cancelled && order.payment_status !== 'PAID' && order.payment_status !== 'REFUNDED')) {
    return conflict('invoice_unavailable', 'This order has no tax invoice: it has not been paid or placed.');
  }
  return null;
}

type Line = TaxDocumentView['lines'][number];

function line(description: Line['description'], quantity: number, gross: number, rate: number): Line {
  const vat = includedVat(gross, rate);
  const net = gross - vat;
  return { description, quantity, unit_net: Math.round(net / quantity), rate, vat, net, gross };
}

export interface InvoiceContext {
  settings: Pick<SiteSettings, 'company_name' | 'company_address' | 'company_vat_registration' | 'vat_rate'>;
}

/** The order's invoice and credit notes, issuing its invoice first if needed; the shopper's own (userId) or any (null). */
export async function taxDocumentsOf(db: Db, userId: number | null, orderNumber: string, { settings }: InvoiceContext): Promise<TaxDocumentView[]> {
  const order = userId === null ? await orderByNumber(db, orderNumber) : await shopperOrder(db, userId, orderNumber);
  if (!order) throw notFound('order_not_found', 'Order not found');
  const refusal = invoiceRefusal(order);
  if (refusal) throw refusal;
  await ensureInvoice(db, order.id);

  const head = await firstRow<{ address: string; created_at: string | Date; offer_amount: number; delivery_charge: number; cod_fee: number }>(db, sql`
    SELECT address, created_at, offer_amount, delivery_charge, cod_fee FROM ${orders} WHERE id = ${order.id}`);
  const items = await linesOfOrder(db, order.id);
  const docs = await rowsOf<DocumentRow>(db, sql`SELECT * FROM ${taxDocuments} WHERE order_id = ${order.id} ORDER BY number`);
  const refundRows = await rowsOf<RefundRow>(db, sql`SELECT * FROM ${refunds} WHERE order_id = ${order.id}`);
  const rate = settings.vat_rate;
  const address = readAddress(head!.address);
  const seller = {
    name: settings.company_name,
    address: [settings.company_address.street, settings.company_address.city, settings.company_address.country].filter((part): part is string => Boolean(part)),
    trn: settings.company_vat_registration,
  };
  const buyer = {
    name: address?.name ?? '',
    address: address
      ? [address.street_address, [address.city, address.state, address.postal_code].filter(Boolean).join(', '), isCountryCode(address.country) ? countryName(address.country, 'en') : address.country].filter(Boolean)
      : [],
  };
  const describe = (item: (typeof items)[number]): Line['description'] => ({ en: item.name, ar: (item.names as LocalizedName | null)?.ar ?? null, variant: item.variant_name });
  // A cash order's items cancelled before delivery were never supplied nor paid: not on its invoice.
  const supplied = items.filter((item) => order.payment_method !== 'cod' || item.latest !== 'CANCELLED');
  const delivery = { en: 'Delivery', ar: 'التوصيل', variant: '' };
  const codFee = { en: 'Cash on delivery fee', ar: 'رسوم الدفع عند الاستلام', variant: '' };
  const invoiceDoc = docs.find((doc) => doc.kind === 'invoice')!;
  const totals = (lines: Line[]) => ({
    net: lines.reduce((sum, l) => sum + l.net, 0),
    vat: lines.reduce((sum, l) => sum + l.vat, 0),
    gross: lines.reduce((sum, l) => sum + l.gross, 0),
  });

  return docs.map((doc): TaxDocumentView => {
    let lines: Line[];
    if (doc.kind === 'invoice') {
      lines = supplied.map((item) => line(describe(item), item.quantity, item.total_price, rate));
      if (head!.delivery_charge > 0) lines.push(line(delivery, 1, head!.delivery_charge, rate));
      if (head!.cod_fee > 0) lines.push(line(codFee, 1, head!.cod_fee, rate));
    } else {
      const refund = refundRows.find((r) => r.id === doc.refund_id)!;
      lines = refund.items.map((part) => {
        const item = items.find((i) => i.code === part.code)!;
        return line(describe(item), part.quantity, Math.round((item.total_price * part.quantity) / item.quantity), rate);
      });
      // What the refund gave back beyond its items is the delivery charge, then cash on delivery's
      // fee (the last items of an order take what is left of it).
      const rest = refund.amount - lines.reduce((sum, l) => sum + l.gross, 0);
      const deliveryBack = Math.min(rest, head!.delivery_charge);
      if (deliveryBack > 0) lines.push(line(delivery, 1, deliveryBack, rate));
      if (rest - deliveryBack > 0) lines.push(line(codFee, 1, rest - deliveryBack, rate));
    }
    return {
      kind: doc.kind,
      number: documentNumber(doc.kind, doc.number),
      issued_at: new Date(doc.issued_at).toISOString(),
      supply_date: new Date(head!.created_at).toISOString(),
      order_number: order.order_number,
      credits: doc.kind === 'credit_note' ? documentNumber('invoice', invoiceDoc.number) : null,
      seller,
      buyer,
      lines,
      discount: doc.kind === 'invoice' ? head!.offer_amount : 0,
      totals: totals(lines),
      currency: 'AED',
    };
  });
}
