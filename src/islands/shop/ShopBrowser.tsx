// The shop's filter island: sidebar (or top panel), toolbar, product grid and pagination. The build
// renders it with the unfiltered first page, so crawlers and visitors without JavaScript get real
// products and real links; once hydrated it reads the query from the URL, filters the catalogue
// index with the same pure functions as the build, and keeps the URL in step with what is shown.
import { useEffect } from 'react';
import type { Locale } from '../../lib/locale.ts';
import { categoryOfQuery } from '../../lib/shop/categories.ts';
import { cardLoading, colorPicture, type CardStrings } from '../../lib/shop/card.ts';
import type { ShopLayout } from '../../lib/shop/layouts.ts';
import { clearFilters, hasFilters, type ShopQuery } from '../../lib/shop/query.ts';
import { useShopState, type InitialPage } from './use-shop-state.ts';
import { countTranslator, shopLink, translator, type ShopKit } from './shop-kit.tsx';
import type { ShopPlurals, ShopStrings } from './shop-strings.ts';
import './shop-browser.css';
import ProductCard from './ProductCard.tsx';
import ShopFilters, { type FacetOptions } from './ShopFilters.tsx';
import ActiveFilters from './ActiveFilters.tsx';
import ShopPagination from './ShopPagination.tsx';
import ShopToolbar from './ShopToolbar.tsx';

export type { FacetOption } from './ShopFilters.tsx';

export interface ShopBrowserProps {
  locale: Locale;
  layout: ShopLayout;
  /** This page's localized path: the link for the unfiltered first page. */
  basePath: string;
  /** Localized prefix of product links, e.g. '/fr/product/'. */
  productPath: string;
  /** The unfiltered first page, rendered at build. */
  initial: InitialPage;
  facets: FacetOptions;
  strings: ShopStrings;
  plurals: ShopPlurals;
  cardStrings: CardStrings;
  /** The page's heading, and each shop category's name by slug, shown when the query is that category. */
  headings: { page: string; categories: Record<string, string> };
  /** The tab title's first part, '{brand} | …'. */
  siteTitle: string;
  /** A category page's own filter, which its URL does not repeat. */
  preset?: Partial<ShopQuery>;
  /** Localized path of the shop, where a change of a category page's own filter leads. */
  shopPath?: string;
}

export default function ShopBrowser(props: ShopBrowserProps) {
  const { locale, layout, basePath, productPath, initial, facets, strings, plurals, cardStrings, headings, siteTitle, preset, shopPath } = props;
  const { resultsRef, failed, ...state } = useShopState(locale, initial, preset, shopPath);
  const { query, page, loading, go } = state;
  // The heading and the tab title name what is listed: "Shaylas" for ?tag=shayla, as on /category/shaylas,
  // and "Women" for ?category=women, a catalogue category without a page of its own.
  const category = categoryOfQuery(query);
  const catalogueCategory = query.category && !query.tag ? facets.category.find((option) => option.value === query.category) : undefined;
  const heading = (category && headings.categories[category.slug]) || catalogueCategory?.label || headings.page;
  useEffect(() => {
    document.title = `${siteTitle} | ${heading}`;
  }, [siteTitle, heading]);
  const view = query.view ?? layout.view;
  const columns = view === 'list' ? layout.listColumns : layout.gridColumns;
  const t = translator(strings);
  // Under a colour filter each card shows that colour's picture, the one the shopper asked for.
  const colorName = facets.color.find((option) => option.value === query.color)?.label;
  const link = shopLink(basePath, go);
  const kit: ShopKit = { ...state, locale, view, t, tc: countTranslator(plurals, locale), link };

  return (
    <>
      <h1 className="shop__heading">{heading}</h1>
      <div className={`shop shop--sidebar-${layout.sidebar}`}>
        <ShopFilters {...kit} placement={layout.sidebar} facets={facets} />
        <section className="shop__main" ref={resultsRef} aria-labelledby="shop-products-title" aria-busy={loading}>
          <h2 id="shop-products-title" className="visually-hidden">{t('products')}</h2>
          <ShopToolbar {...kit} layoutView={layout.view} />
          <ActiveFilters {...kit} facets={facets} />
          {failed ? (
            <p className="shop-empty" role="alert">{t('loadFailed')}</p>
          ) : page.total === 0 && !loading ? (
            <div className="shop-empty">
              <h3>{t('noResultsTitle')}</h3>
              <p>{t('noResultsText')}</p>
              {hasFilters(query) && link(clearFilters(query), t('clearFilters'), { className: 'button' })}
            </div>
          ) : (
            <ul className={`shop-grid shop-grid--${view} shop-grid--cols-${columns}`} role="list">
              {page.items.map((product, i) => {
                const image = colorPicture(product, query.color);
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
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {page.pageCount > 1 && !failed && <ShopPagination {...kit} />}
        </section>
      </div>
    </>
  );
}
