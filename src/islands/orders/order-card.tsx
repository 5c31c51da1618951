// One order item on My Orders. The whole card opens the order: its title is the link, stretched
// over the card by CSS, so the card works by keyboard as one link; the product image is a link of
// its own, beside (never inside) it, and opens the product instead.
import type { OrderItem } from '../../lib/api/types.ts';
import { smallImagePath } from '../../lib/catalogue/images.ts';
import { fill } from '../../lib/text.ts';
import { AttributeTags, imageOf, OrderWithCode, PaymentBadge, StatusBadge } from './order-parts.tsx';
import type { OrderListStrings } from './strings.ts';
import { localiseWords, type Words } from './words.ts';

interface Props {
  item: OrderItem;
  strings: OrderListStrings;
  words: Words;
  statusNames: Words;
  /** Localized paths holding `{id}`. */
  orderHref: string;
  productHref: string;
  eager: boolean;
}

export function OrderCard({ item, strings, words, statusNames, orderHref, productHref, eager }: Props) {
  const product = item.item.product;
  return (
    <li className="order-card">
      <div className="order-card__head">
        <h2 className="order-card__title">
          <a className="order-card__link" href={orderHref.replace('{id}', String(item.id))}>
            <OrderWithCode template={strings.orderWithCode} code={item.code} />
          </a>
        </h2>
        <StatusBadge item={item} names={statusNames} unknown={strings.unknownStatus} />
      </div>
      <div className="order-card__body">
        <a className="order-card__image" href={productHref.replace('{id}', String(product.id))}>
          <img
            src={smallImagePath(imageOf(item))}
            alt={fill(strings.viewProduct, { name: product.name })}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </a>
        <div className="order-card__text">
          <p className="order-card__name">{item.item.name}</p>
          <p className="order-card__variant">{localiseWords(item.item.variant_name, words)}</p>
          <AttributeTags item={item} template={strings.attribute} words={words} />
          <PaymentBadge item={item} names={statusNames} />
        </div>
      </div>
    </li>
  );
}
