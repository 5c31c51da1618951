// Where a shipped item is: the carrier and tracking number the operator gave with SHIPPED, and a
// link to the carrier's tracking page when it has a known one (src/lib/orders/carriers.ts).
// Nothing before the item ships.
import type { OrderItemStatus } from '../../lib/api/types.ts';
import { trackingLink } from '../../lib/orders/carriers.ts';
import { splitAt } from '../../lib/text.ts';
import type { OrderDetailStrings } from './strings.ts';

interface Props {
  /** Latest first. */
  statuses: OrderItemStatus[];
  strings: OrderDetailStrings;
}

export function OrderTracking({ statuses, strings }: Props) {
  const shipped = statuses.find((entry) => entry.tracking_number);
  if (!shipped?.tracking_number) return null;
  const { tracking_number: number, carrier } = shipped;
  const link = trackingLink(carrier, number);
  // The carrier's name sits inside the sentence wherever the language puts it.
  const [before, after] = splitAt(strings.trackParcel, 'carrier');
  return (
    <section className="order-box" aria-labelledby="order-tracking-heading">
      <h3 id="order-tracking-heading" className="order-box__title">
        {strings.tracking}
      </h3>
      <dl className="order-facts">
        {carrier && (
          <div className="order-facts__row">
            <dt>{strings.carrier}</dt>
            <dd>
              <bdi>{carrier}</bdi>
            </dd>
          </div>
        )}
        <div className="order-facts__row">
          <dt>{strings.trackingNumber}</dt>
          <dd>
            <bdi dir="ltr">{number}</bdi>
          </dd>
        </div>
      </dl>
      {link && carrier && (
        <p className="order-tracking__link">
          <a href={link} target="_blank" rel="noopener noreferrer">
            {before}
            <bdi>{carrier}</bdi>
            {after}
            <span className="visually-hidden">{` (${strings.trackOpensNewTab})`}</span>
          </a>
        </p>
      )}
    </section>
  );
}
