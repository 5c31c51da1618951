// The product card's one markup. ProductCard.astro renders it at build (no JavaScript shipped) and
// the shop's filter island renders it again in the browser, so both look and read the same.
import type { ReactNode } from 'react';
import { imageSrcset, smallImagePath } from '../../lib/catalogue/images.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { percentOff } from '../../lib/percent.ts';
import { cardImageSizes, type CardLayout, type CardLoading, type CardSource, type CardStrings } from '../../lib/shop/card.ts';
import { fill, stars } from '../../lib/text.ts';
import './product-card.css';

export interface ProductCardProps {
  product: CardSource;
  locale: Locale;
  /** Localized link to the product page. */
  href: string;
  strings: CardStrings;
  layout?: CardLayout;
  /** Grid columns on a wide screen, for the image's `sizes`. */
  columns?: number;
  /** How its picture loads (`cardLoading`): lazily unless the card is on the first screen. */
  loading?: CardLoading;
  /**
   * The shop is filtered by a colour the product is sold in: that colour's full-size picture and
   * name. The card shows it instead of the first picture, and names it, since it is not the one
   * the product is known by.
   */
  color?: { image: string; name: string };
  /** A listing's buttons (CardActions), under the price; a card rendered at build has none. */
  actions?: ReactNode;
  /** The name's id, which the buttons name their product by. */
  nameId?: string;
}

/** An AED amount the page's price script converts to the chosen currency; React keeps its text. */
function Price({ amount, old, locale }: { amount: number; old?: boolean; locale: Locale }) {
  const text = formatPrice(amount, DEFAULT_CURRENCY, locale);
  return old ? (
    <del className="price price--old" data-price-aed={amount} suppressHydrationWarning>
      {text}
    </del>
  ) : (
    <span className="price" data-price-aed={amount} suppressHydrationWarning>
      {text}
    </span>
  );
}

export default function ProductCard({ product, locale, href, strings, layout = 'grid', columns = 3, loading = 'lazy', color, actions, nameId }: ProductCardProps) {
  const inStock = product.stock > 0;
  const image = color?.image ?? product.image;
  const discounted = product.discount > 0 && product.salePrice < product.price;
  return (
    <article className={`product-card product-card--${layout}${inStock ? '' : ' product-card--out'}`}>
      <div className="product-card__media">
        <img
          src={color ? smallImagePath(color.image) : product.thumb}
          srcSet={imageSrcset(image)}
          sizes={cardImageSizes(layout, columns)}
          width={400}
          height={400}
          alt={color ? fill(strings.inColor, { name: product.name, color: color.name }) : ''}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
          fetchPriority={loading === 'first' ? 'high' : 'low'}
        />
        {(discounted || product.new) && (
          <p className="product-card__badges">
            {discounted && (
              <span className="badge badge--sale" dir="ltr">
                {percentOff(product.discount, locale)}
              </span>
            )}
            {product.new && <span className="badge badge--new">{strings.new}</span>}
          </p>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" id={nameId}>
          <a className="product-card__link" href={href}>
            {product.name}
          </a>
        </h3>
        <span className="stars product-card__rating" role="img" aria-label={fill(strings.rating, { rating: product.rating })}>
          {stars(product.rating)}
        </span>
        <p className="product-card__price">
          <Price amount={product.salePrice} locale={locale} />
          {discounted && <Price amount={product.price} old locale={locale} />}
        </p>
        {!inStock && <p className="product-card__stock">{strings.outOfStock}</p>}
        {layout === 'list' && <p className="product-card__description">{product.shortDescription}</p>}
        {actions}
      </div>
    </article>
  );
}
