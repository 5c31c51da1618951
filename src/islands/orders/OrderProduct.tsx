// The product details of an order item (spec section 2): image, name linking to the product,
// variant, attributes, unit price, quantity and total.
import type { OrderItem } from '../../lib/api/types.ts';
import { smallImagePath } from '../../lib/catalogue/images.ts';
import type { Locale } from '../../lib/locale.ts';
import { Money } from './Money.tsx';
import { AttributeTags, imageOf, nameOf } from './order-parts.tsx';
import { Fact } from './order-detail-summary.tsx';
import type { OrderDetailStrings } from './strings.ts';
import { variantWords, type Words } from './words.ts';

interface Props {
  locale: Locale;
  item: OrderItem;
  strings: OrderDetailStrings;
  words: Words;
  productHref: string;
}

export function OrderProduct({ locale, item, strings, words, productHref }: Props) {
  const href = productHref.replace('{id}', String(item.item.product.id));
  return (
    <section className="order-box" aria-labelledby="order-product-heading">
      <h3 id="order-product-heading" className="order-box__title">
        {strings.productDetails}
      </h3>
      <div className="order-product">
        <img className="order-product__image" src={smallImagePath(imageOf(item))} alt="" width={400} height={400} />
        <div className="order-product__text">
          <p className="order-product__name">
            <a href={href}>{nameOf(item, locale)}</a>
          </p>
          <AttributeTags item={item} template={strings.attribute} words={words} />
          <dl className="order-facts">
            <Fact label={strings.variant}>{variantWords(item.item, words)}</Fact>
            <Fact label={strings.unitPrice}>
              <Money locale={locale} amount={item.unit_price} charged={strings.charged} />
            </Fact>
            <Fact label={strings.quantity}>{item.quantity}</Fact>
            <Fact label={strings.total}>
              <Money locale={locale} amount={item.total_price} charged={strings.charged} />
            </Fact>
          </dl>
        </div>
      </div>
    </section>
  );
}
