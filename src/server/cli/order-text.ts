// Plain-text rendering of orders for the operator's terminal. What shoppers wrote (their name or
// address as the customer, the shipping address) shows with unseen characters escaped.
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import { showUnseen } from '../../lib/unseen-characters.ts';
import type { AdminOrder } from '../shop/order-admin.ts';

const aed = (n: number) => formatPrice(n, DEFAULT_CURRENCY, 'en');
const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

export function formatOrderLine(o: AdminOrder): string {
  const head = `${o.order_number}  ${when(o.created_at)}  ${showUnseen(o.customer)}  ${aed(o.total_amount)}  ${o.payment_method.toUpperCase()} ${o.payment_status}`;
  const items = o.items.map((i) => `    ${i.code}  ${i.status.padEnd(10)}  ${i.quantity} × ${i.name} (${i.variant_name})`);
  return [head, ...items].join('\n');
}

function formatAddress(text: string): string {
  try {
    const a = JSON.parse(text) as Record<string, string>;
    return [a.name, a.street_address, [a.city, a.state, a.postal_code].filter(Boolean).join(', '), a.country, a.phone_number]
      .filter(Boolean)
      .map((line) => showUnseen(String(line)))
      .join('\n  ');
  } catch {
    return showUnseen(text);
  }
}

export function formatOrderDetail(o: AdminOrder): string {
  const lines = [
    `Order ${o.order_number} (id ${o.id}), placed ${when(o.created_at)} by ${showUnseen(o.customer)}`,
    `Payment: ${o.payment_method.toUpperCase()}, ${o.payment_status}`,
    `Subtotal ${aed(o.subtotal)}  Discount ${aed(o.offer_amount)}  Delivery ${aed(o.delivery_charge)}${o.cod_fee > 0 ? `  Cash on delivery fee ${aed(o.cod_fee)}` : ''}  Total ${aed(o.total_amount)} (VAT included ${aed(o.tax)})`,
    `Ship to:\n  ${formatAddress(o.address)}`,
    'Items:',
  ];
  for (const i of o.items) {
    lines.push(`  ${i.code}  ${i.quantity} × ${i.name} (${i.variant_name}) at ${aed(i.unit_price)} = ${aed(i.total_price)}  [${i.status}]`);
    for (const h of i.history) {
      lines.push(`      ${when(h.created_at)}  ${h.status.padEnd(10)}  ${h.description}${shipmentNote({ trackingNumber: h.tracking_number, carrier: h.carrier })}`);
    }
  }
  return lines.join('\n');
}

/** ' (DHL, tracking AE123)' after a status that has a parcel; '' otherwise. */
export function shipmentNote({ trackingNumber, carrier }: { trackingNumber: string | null; carrier: string | null }): string {
  if (!trackingNumber) return '';
  return ` (${carrier ? `${carrier}, ` : ''}tracking ${trackingNumber})`;
}

/** One return or exchange request, for `returns`. */
export function formatReturnLine(r: {
  id: number;
  order_number: string;
  code: string;
  customer: string;
  kind: string;
  quantity: number;
  name: string;
  variant_name: string;
  reason: string;
  status: string;
  exchange_color: string | null;
  exchange_size: string | null;
  refusal: string | null;
  created_at: string | Date;
}): string {
  const wanted = r.kind === 'exchange' ? `exchange for ${[r.exchange_color, r.exchange_size?.toUpperCase()].filter(Boolean).join(', ')}` : 'refund';
  const head = `#${r.id}  ${when(new Date(r.created_at).toISOString())}  ${r.code}  ${showUnseen(r.customer)}  ${r.status.padEnd(9)}  ${r.quantity} × ${r.name} (${r.variant_name})  ${wanted}, reason: ${r.reason}`;
  return r.refusal ? `${head}\n    refused: ${showUnseen(r.refusal)}` : head;
}

/** A review waiting for approval, for `reviews`: what the buyer wrote, unseen characters escaped. */
export function formatReviewLine(r: { id: number; product_id: number; product: string; customer: string; rating: number; title: string; body: string; fit: string | null; locale: string; created_at: string | Date }): string {
  const head = `#${r.id}  ${when(new Date(r.created_at).toISOString())}  product ${r.product_id} ${r.product}  by ${showUnseen(r.customer)}  ${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}${r.fit ? `  fit: ${r.fit}` : ''}  (${r.locale})`;
  return `${head}\n    ${showUnseen(r.title)}\n    ${showUnseen(r.body, { multiline: true }).replace(/\n/g, '\n    ')}`;
}
