// The shop's filter island: sidebar (or top panel), toolbar, product grid and pagination. The build
// renders it with the unfiltered first page, so crawlers and visitors without JavaScript get real
// products and real links; once hydrated it reads the query from the URL, filters the catalogue
// index with the same pure functions as the build, and keeps the URL in step with what is shown.
import { useEffect } from 'react';
import type { Locale } from '../../lib/locale.ts';
import { categoryOfQuery } from '../../lib/shop/categories.ts';
import type { CardStrings } from '../../lib/shop/card.ts';
import type { ShopLayout } from '../../lib/shop/layouts.ts';
import { clearFilters, hasFilters, type ShopQuery } from '../../lib/shop/query.ts';
import { useShopState, type InitialPage } from './use-shop-state.ts';
import { countTranslator, shopLink, translator, type ShopKit } from './shop-kit.tsx';
import type { ShopPlurals, ShopStrings } from './shop-strings.ts';
import './shop-browser.css';
import ShopFilters, { type FacetOptions } from './ShopFilters.tsx';
import ShopResults from './ShopResults.tsx';
import { listingActions, type ListingActions } from './CardActions.tsx';
import type { CardActionStrings } from './card-action-strings.ts';

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
  actionStrings: CardActionStrings;
  miniCart: ListingActions['miniCart'];
}

export default function ShopBrowser(props: ShopBrowserProps) {
  const { locale, layout, basePath, productPath, initial, facets, strings, plurals, cardStrings, headings, siteTitle, preset, shopPath, actionStrings, miniCart } = props;
  const { resultsRef, failed, variants, ...state } = useShopState(locale, initial, preset, shopPath);
  const { query, go } = state;
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
  const link = shopLink(basePath, go);
  const kit: ShopKit = { ...state, locale, view, t, tc: countTranslator(plurals, locale), link };

  return (
    <>
      <h1 className="shop__heading">{heading}</h1>
      <div className={`shop shop--sidebar-${layout.sidebar}`}>
        <ShopFilters {...kit} placement={layout.sidebar} facets={facets} />
        <ShopResults
          {...kit}
          resultsRef={resultsRef}
          facets={facets}
          layoutView={layout.view}
          columns={columns}
          productPath={productPath}
          cardStrings={cardStrings}
          failed={failed}
          actions={listingActions({ locale, productPath, facets, variants, strings: actionStrings, listComma: strings.listComma, miniCart }, query)}
          empty={
            <div className="shop-empty">
              <h3>{t('noResultsTitle')}</h3>
              <p>{t('noResultsText')}</p>
              {hasFilters(query) && link(clearFilters(query), t('clearFilters'), { className: 'button' })}
            </div>
          }
        />
      </div>
    </>
  );
}
