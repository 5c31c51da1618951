// One order item on My Orders. The whole card opens the order: its title is the link, stretched
// over the card by CSS, so the card works by keyboard as one link; the product image is a link of
// its own, beside (never inside) it, and opens the product instead. Beside the product: when it was
// ordered, how many and what the line came to.
import type { OrderItem } from '../../lib/api/types.ts';
import { smallImagePath } from '../../lib/catalogue/images.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import { fill } from '../../lib/text.ts';
import { Money } from './Money.tsx';
import { AttributeTags, imageOf, nameOf, OrderWithCode, PaymentBadge, StatusBadge } from './order-parts.tsx';
import type { OrderListStrings } from './strings.ts';
import { variantWords, type Words } from './words.ts';

interface Props {
  locale: Locale;
  item: OrderItem;
  strings: OrderListStrings;
  words: Words;
  /** The words the page says dates in (src/build/date-words.ts): an order's in full, with the time. */
  dates: DatesByStyle;
  statusNames: Words;
  /** Localized paths holding `{id}`. */
  orderHref: string;
  productHref: string;
  eager: boolean;
}

export function OrderCard({ locale, item, strings, words, dates, statusNames, orderHref, productHref, eager }: Props) {
  const product = item.item.product;
  const name = nameOf(item, locale);
  return (
    <li className="order-card">
      <div className="order-card__head">
        <h2 className="order-card__title">
          <a className="order-card__link" href={orderHref.replace('{id}', String(item.id))} data-prefetch>
            <OrderWithCode template={strings.orderWithCode} code={item.code} />
          </a>
        </h2>
        <StatusBadge item={item} names={statusNames} unknown={strings.unknownStatus} />
      </div>
      <div className="order-card__body">
        <a className="order-card__image" href={productHref.replace('{id}', String(product.id))}>
          <img
            src={smallImagePath(imageOf(item))}
            alt={fill(strings.viewProduct, { name })}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </a>
        <div className="order-card__text">
          <p className="order-card__name">{name}</p>
          <p className="order-card__variant">{variantWords(item.item, words)}</p>
          <AttributeTags item={item} template={strings.attribute} words={words} />
          <PaymentBadge item={item} names={statusNames} />
          <dl className="order-card__facts">
            <div>
              <dt>{strings.orderDate}</dt>
              <dd>
                <time dateTime={item.created_at}>{formatDate(item.created_at, dates.longWithTime)}</time>
              </dd>
            </div>
            <div>
              <dt>{strings.quantity}</dt>
              <dd>{item.quantity}</dd>
            </div>
            <div>
              <dt>{strings.total}</dt>
              <dd>
                <Money locale={locale} amount={item.total_price} charged={strings.charged} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </li>
  );
}
