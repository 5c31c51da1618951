// Order detail's "Also in this order": the order's other items (GET /order-item's other_items), each
// with its picture, name, variant, quantity, total and status, linking to its own detail, so the
// order's totals beside it are explained.
import type { OrderItem } from '../../lib/api/types.ts';
import { smallImagePath } from '../../lib/catalogue/images.ts';
import type { Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import { Money } from './Money.tsx';
import { StatusBadge, imageOf, nameOf } from './order-parts.tsx';
import type { OrderDetailStrings } from './strings.ts';
import { variantWords, type Words } from './words.ts';

interface Props {
  locale: Locale;
  items: OrderItem[];
  strings: OrderDetailStrings;
  words: Words;
  statusNames: Words;
  /** Holds `{id}`. */
  detailHref: string;
}

export function OtherItems({ locale, items, strings, words, statusNames, detailHref }: Props) {
  return (
    <section className="order-box" aria-labelledby="order-other-items-heading">
      <h3 id="order-other-items-heading" className="order-box__title">
        {strings.otherItems}
      </h3>
      <p className="order-others__note">{strings.otherItemsNote}</p>
      <ul className="order-others">
        {items.map((item) => (
          <li key={item.id} className="order-others__item">
            <img className="order-others__image" src={smallImagePath(imageOf(item))} alt="" width={64} height={64} loading="lazy" />
            <div className="order-others__text">
              <p className="order-others__name">
                <a href={detailHref.replace('{id}', String(item.id))}>{nameOf(item, locale)}</a>
              </p>
              <p className="order-others__facts">
                {variantWords(item.item, words)} · {fill(strings.quantityTimes, { quantity: item.quantity })} ·{' '}
                <Money locale={locale} amount={item.total_price} charged={strings.charged} />
              </p>
            </div>
            <StatusBadge item={item} names={statusNames} unknown={strings.unknownStatus} />
          </li>
        ))}
      </ul>
    </section>
  );
}
