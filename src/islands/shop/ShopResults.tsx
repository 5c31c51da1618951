// A listing's products: the toolbar (count, sort, view), the filters in force, the grid or list of
// cards and the pagination, or what to do when nothing is listed. The shop's island and the search
// page's both draw their results with it.
import type { ReactNode, Ref } from 'react';
import { cardLoading, colorPicture, type CardStrings, type ShopCard } from '../../lib/shop/card.ts';
import type { View } from '../../lib/shop/query.ts';
import ActiveFilters from './ActiveFilters.tsx';
import ProductCard from './ProductCard.tsx';
import ShopPagination from './ShopPagination.tsx';
import type { FacetOptions } from './ShopFilters.tsx';
import ShopToolbar from './ShopToolbar.tsx';
import type { ShopKit } from './shop-kit.tsx';

interface ShopResultsProps extends ShopKit {
  resultsRef: Ref<HTMLElement>;
  facets: FacetOptions;
  /** The layout's own view, which the URL leaves out, and its columns per view. */
  layoutView: View;
  columns: number;
  /** Localized prefix of product links, e.g. '/fr/product/'. */
  productPath: string;
  cardStrings: CardStrings;
  failed: boolean;
  /** What shows when nothing is listed and nothing is loading. */
  empty: ReactNode;
  /** A card's buttons, when the listing has them. */
  actions?: (product: ShopCard, nameId: string) => ReactNode;
  /** The colour whose picture the cards show when none is chosen: the one a search's words name ("black shayla"). */
  pictureColor?: string | null;
}

export default function ShopResults(props: ShopResultsProps) {
  const { resultsRef, facets, layoutView, columns, productPath, cardStrings, failed, empty, actions, pictureColor = null, ...kit } = props;
  const { query, page, loading, view, t, locale } = kit;
  // Under a colour filter each card shows that colour's picture, the one the shopper asked for.
  const shownColor = query.color ?? pictureColor;
  const colorName = facets.color.find((option) => option.value === shownColor)?.label;
  return (
    <section className="shop__main" ref={resultsRef} aria-labelledby="shop-products-title" aria-busy={loading}>
      <h2 id="shop-products-title" className="visually-hidden">{t('products')}</h2>
      <ShopToolbar {...kit} layoutView={layoutView} />
      <ActiveFilters {...kit} facets={facets} />
      {failed ? (
        <p className="shop-empty" role="alert">{t('loadFailed')}</p>
      ) : page.total === 0 && !loading ? (
        empty
      ) : (
        <ul className={`shop-grid shop-grid--${view} shop-grid--cols-${columns}`} role="list">
          {page.items.map((product, i) => {
            const image = colorPicture(product, shownColor);
            const nameId = `card-name-${product.id}`;
            return (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  locale={locale}
                  href={`${productPath}${product.id}`}
                  strings={cardStrings}
                  layout={view}
                  columns={columns}
                  loading={cardLoading(view, i)}
                  color={image && colorName ? { image, name: colorName } : undefined}
                  nameId={actions && nameId}
                  actions={actions?.(product, nameId)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {page.pageCount > 1 && !failed && <ShopPagination {...kit} />}
    </section>
  );
}
