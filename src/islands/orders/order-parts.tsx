// Pieces both orders pages draw the same way: the order's title, the status badge and the attribute
// tags.
import type { OrderItem } from '../../lib/api/types.ts';
import { localizedNameIn } from '../../lib/catalogue/product-name.ts';
import type { Locale } from '../../lib/locale.ts';
import { latestStatus, UNKNOWN_STATUS } from '../../lib/orders/status.ts';
import { fill, splitAt } from '../../lib/text.ts';
import { attributeName, attributeValue, type Words } from './words.ts';

/** 'Order #{{code}}', the code kept left to right inside a right-to-left sentence. */
export function OrderWithCode({ template, code }: { template: string; code: string }) {
  const [before, after] = splitAt(template, 'code');
  return (
    <>
      {before}
      <bdi dir="ltr">{code}</bdi>
      {after}
    </>
  );
}

/** The latest status of an item, or UNKNOWN when it has none, in the page's language. */
export function StatusBadge({ item, names, unknown }: { item: OrderItem; names: Words; unknown: string }) {
  const status = latestStatus(item.statuses);
  return <span className="badge order-status">{status === UNKNOWN_STATUS ? unknown : (names[status] ?? status)}</span>;
}

/** How the order is paid and whether it is: PAID in green, anything else in the warning colour (spec). */
export function PaymentBadge({ item, names }: { item: OrderItem; names: Words }) {
  const { payment_method: method, payment_status: status } = item.order;
  return (
    <span className="order-payment">
      {names[`method.${method}`] ?? method}{' '}
      <span className={`badge ${status === 'PAID' ? 'badge--ok' : 'badge--warn'}`}>{names[status] ?? status}</span>
    </span>
  );
}

/** 'name: value' per attribute (colour, size), in the page's language. */
export function AttributeTags({ item, template, words }: { item: OrderItem; template: string; words: Words }) {
  if (item.item.attributes.length === 0) return null;
  return (
    <ul className="order-tags" role="list">
      {item.item.attributes.map((attribute) => (
        <li key={attribute.attribute.name} className="order-tag">
          {fill(template, { name: attributeName(attribute, words), value: attributeValue(attribute, words) })}
        </li>
      ))}
    </ul>
  );
}

/** The product's name as it was when bought, in the page's language where the order kept it. */
export function nameOf(item: OrderItem, locale: Locale): string {
  return localizedNameIn(item.item.names, locale, item.item.name);
}

/** The item's own image (its colour's), else the product cover. */
export function imageOf(item: OrderItem): string {
  return item.item.images[0]?.url || item.item.product.cover;
}
