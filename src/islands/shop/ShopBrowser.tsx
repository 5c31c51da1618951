// The shop's filter island: sidebar (or top panel), toolbar, product grid and pagination. The build
// renders it with the unfiltered first page, so crawlers and visitors without JavaScript get real
// products and real links; once hydrated it reads the query from the URL, filters the catalogue
// index with the same pure functions as the build, and keeps the URL in step with what is shown.
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { IndexedProduct } from '../../lib/catalogue/catalogue-index.ts';
import { loadCatalogueIndex } from '../../lib/catalogue-client.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import type { CardSource, CardStrings } from '../../lib/shop/card.ts';
import { fill } from '../../lib/shop/card.ts';
import { applyShopQuery, pageWindow, type ShopPage } from '../../lib/shop/filter.ts';
import type { ShopLayout } from '../../lib/shop/layouts.ts';
import {
  EMPTY_QUERY,
  SORT_KEYS,
  clearFilters,
  hasFilters,
  isStaticView,
  parseShopQuery,
  shopQueryString,
  updateShopQuery,
  type ShopQuery,
  type SortKey,
} from '../../lib/shop/query.ts';
import ProductCard from './product-card.tsx';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface ShopBrowserProps {
  locale: Locale;
  layout: ShopLayout;
  /** This page's localized path: the link for the unfiltered first page. */
  basePath: string;
  /** Localized prefix of product links, e.g. '/fr/product/'. */
  productPath: string;
  /** The unfiltered first page, rendered at build. */
  initial: { items: CardSource[]; total: number; pageCount: number };
  facets: { categories: FacetOption[]; colors: FacetOption[]; sizes: FacetOption[]; tags: FacetOption[] };
  /** shop.* strings by key, translated at build. */
  strings: Record<string, string>;
  cardStrings: CardStrings;
}

type FilterKey = 'category' | 'color' | 'size' | 'tag';

const SORT_LABELS: Record<SortKey, string> = {
  default: 'shop.sortDefault',
  'price-desc': 'shop.sortPriceDesc',
  'price-asc': 'shop.sortPriceAsc',
  newest: 'shop.sortNewest',
  rating: 'shop.sortRating',
};

/** A plain left click, which the island handles itself; any other click keeps the browser's behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function ShopBrowser({ locale, layout, basePath, productPath, initial, facets, strings, cardStrings }: ShopBrowserProps) {
  const [query, setQuery] = useState<ShopQuery>(EMPTY_QUERY);
  const [catalogue, setCatalogue] = useState<IndexedProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const t = (key: string, values?: Record<string, string | number>) => (values ? fill(strings[key] ?? key, values) : (strings[key] ?? key));

  // The URL is the state: read it once hydrated, and again when the shopper goes back or forward.
  useEffect(() => {
    const read = () => setQuery(parseShopQuery(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const needsCatalogue = !isStaticView(query);
  useEffect(() => {
    if (!needsCatalogue || catalogue) return;
    let cancelled = false;
    setFailed(false);
    loadCatalogueIndex(locale).then(
      (index) => !cancelled && setCatalogue(index.products),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [needsCatalogue, catalogue, locale]);

  const page: ShopPage<CardSource> = useMemo(() => {
    if (needsCatalogue && catalogue) return applyShopQuery(catalogue, query);
    const shown = initial.items.length;
    return { items: initial.items, page: 1, pageCount: initial.pageCount, total: initial.total, from: shown ? 1 : 0, to: shown };
  }, [needsCatalogue, catalogue, query, initial]);
  const loading = needsCatalogue && !catalogue && !failed;

  // New markup carries AED amounts: let the page's price script convert them to the chosen currency.
  useEffect(() => {
    resultsRef.current?.dispatchEvent(new Event('prices:render', { bubbles: true }));
  }, [page]);

  const href = (next: ShopQuery) => shopQueryString(next) || basePath;
  const go = (next: ShopQuery) => {
    const pageChanged = next.page !== query.page;
    window.history.pushState(null, '', `${window.location.pathname}${shopQueryString(next)}`);
    setQuery(next);
    if (pageChanged) resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const follow = (next: ShopQuery) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(next);
  };
  // A real link (it works before hydration and in a new tab) that the island follows itself.
  const link = (to: ShopQuery, children: ReactNode, options: { current?: 'page' | 'true'; label?: string; className?: string } = {}) => (
    <a href={href(to)} onClick={follow(to)} aria-current={options.current} aria-label={options.label} className={options.className}>
      {children}
    </a>
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    go(updateShopQuery(query, { q }));
  };
  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = (name: string) => {
      const raw = String(data.get(name) ?? '').trim();
      const n = Number(raw);
      return raw !== '' && Number.isFinite(n) && n >= 0 ? n : null;
    };
    go(updateShopQuery(query, { min: amount('min'), max: amount('max') }));
  };

  const view = query.view ?? layout.view;
  const columns = view === 'list' ? layout.listColumns : layout.gridColumns;
  const plural = new Intl.PluralRules(LOCALE_TAGS[locale]).select(page.total) === 'one' ? 'one' : 'other';

  const facetList = (key: FilterKey, title: string, options: FacetOption[], swatches = false) => (
    <section className="shop-filter">
      <h2 className="shop-filter__title">{title}</h2>
      <ul className={`shop-filter__list${swatches ? ' shop-filter__list--swatches' : ''}`} role="list">
        {options.map((option) => {
          const active = query[key] === option.value;
          return (
            <li key={option.value}>
              {link(
                updateShopQuery(query, { [key]: active ? null : option.value }),
                <>
                  {swatches && <span className={`swatch swatch--${option.value}`} aria-hidden="true" />}
                  <span>{option.label}</span>
                  <span className="shop-filter__count">({option.count})</span>
                </>,
                { current: active ? 'true' : undefined, className: 'shop-filter__link' },
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );

  const filters = (
    <div className="shop-filters">
      <section className="shop-filter">
        <h2 className="shop-filter__title">
          <label htmlFor={'shop-q'}>{t('shop.searchLabel')}</label>
        </h2>
        <form className="shop-search" role="search" method="get" onSubmit={onSearch}>
          <input
            id={'shop-q'}
            key={`q-${query.q}`}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('shop.searchPlaceholder')}
            autoComplete="off"
          />
          <button type="submit" className="icon-button" aria-label={t('shop.searchSubmit')}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </button>
        </form>
      </section>
      {facetList('category', t('shop.categories'), facets.categories)}
      {facetList('color', t('shop.colors'), facets.colors, true)}
      {facetList('size', t('shop.sizes'), facets.sizes)}
      <section className="shop-filter">
        <h2 className="shop-filter__title" id={'shop-price-title'}>{t('shop.price')}</h2>
        <form className="shop-price" method="get" onSubmit={onPrice} aria-labelledby={'shop-price-title'} key={`p-${query.min}-${query.max}`}>
          <label>
            <span>{t('shop.priceMin')}</span>
            <input name="min" type="number" min={0} step="any" inputMode="decimal" defaultValue={query.min ?? ''} />
          </label>
          <label>
            <span>{t('shop.priceMax')}</span>
            <input name="max" type="number" min={0} step="any" inputMode="decimal" defaultValue={query.max ?? ''} />
          </label>
          <button type="submit" className="button button--outline">{t('shop.applyPrice')}</button>
          <p className="shop-price__note">{t('shop.priceNote')}</p>
        </form>
      </section>
      {facetList('tag', t('shop.tags'), facets.tags)}
    </div>
  );

  const labelOf = (key: FilterKey, value: string) => {
    const list = { category: facets.categories, color: facets.colors, size: facets.sizes, tag: facets.tags }[key];
    return list.find((o) => o.value === value)?.label ?? value;
  };
  const chips: { label: string; to: ShopQuery }[] = [];
  for (const key of ['category', 'color', 'size', 'tag'] as const) {
    const value = query[key];
    if (value) chips.push({ label: labelOf(key, value), to: updateShopQuery(query, { [key]: null }) });
  }
  if (query.q) chips.push({ label: `“${query.q}”`, to: updateShopQuery(query, { q: '' }) });
  if (query.min !== null || query.max !== null) {
    chips.push({ label: `${t('shop.price')}: ${query.min ?? 0}–${query.max ?? '∞'}`, to: updateShopQuery(query, { min: null, max: null }) });
  }

  const sidebar = layout.sidebar === 'left' || layout.sidebar === 'right';
  const panelId = 'shop-filters-panel';

  return (
    <div className={`shop shop--sidebar-${layout.sidebar}`}>
      {sidebar && (
        <aside className={`shop__sidebar${filtersOpen ? ' is-open' : ''}`} aria-label={t('shop.filters')}>
          <button type="button" className="button button--outline shop__filters-toggle" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen(!filtersOpen)}>
            {t('shop.filters')}
          </button>
          <div id={panelId} className="shop__sidebar-panel">
            {filters}
          </div>
        </aside>
      )}
      {layout.sidebar === 'top' && (
        <details className="shop__top-panel">
          <summary className="button button--outline">{t('shop.filters')}</summary>
          {filters}
        </details>
      )}
      <section className="shop__main" ref={resultsRef} aria-labelledby="shop-products-title" aria-busy={loading}>
        <h2 id="shop-products-title" className="visually-hidden">{t('shop.products')}</h2>
        <div className="shop-toolbar">
          <p className="shop-toolbar__count" aria-live="polite">
            {loading ? t('shop.loading') : page.total > 0 ? t(`shop.showing_${plural}`, { from: page.from, to: page.to, count: page.total }) : ''}
          </p>
          <label className="shop-toolbar__sort">
            <span>{t('shop.sortLabel')}</span>
            <select value={query.sort} onChange={(event) => go(updateShopQuery(query, { sort: event.currentTarget.value as SortKey }))}>
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_LABELS[key])}
                </option>
              ))}
            </select>
          </label>
          <div className="shop-toolbar__views" role="group" aria-label={t('shop.viewLabel')}>
            {link(
              { ...query, view: layout.view === 'grid' ? null : 'grid' },
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true" focusable="false">
                <rect x="4" y="4" width="7" height="7" /><rect x="13" y="4" width="7" height="7" /><rect x="4" y="13" width="7" height="7" /><rect x="13" y="13" width="7" height="7" />
              </svg>,
              { current: view === 'grid' ? 'true' : undefined, label: t('shop.viewGrid'), className: 'icon-button' },
            )}
            {link(
              { ...query, view: layout.view === 'list' ? null : 'list' },
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" aria-hidden="true" focusable="false">
                <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
              </svg>,
              { current: view === 'list' ? 'true' : undefined, label: t('shop.viewList'), className: 'icon-button' },
            )}
          </div>
        </div>
        {chips.length > 0 && (
          <div className="shop-chips">
            <h3 className="visually-hidden">{t('shop.activeFilters')}</h3>
            <ul role="list">
              {chips.map((chip) => (
                <li key={chip.label}>
                  {link(
                    chip.to,
                    <>
                      <span>{chip.label}</span>
                      <span aria-hidden="true">×</span>
                    </>,
                    { label: t('shop.removeFilter', { label: chip.label }), className: 'shop-chip' },
                  )}
                </li>
              ))}
              <li>
                {link(clearFilters(query), t('shop.clearFilters'), { className: 'shop-chips__clear' })}
              </li>
            </ul>
          </div>
        )}
        {failed ? (
          <p className="shop-empty" role="alert">{t('shop.loadFailed')}</p>
        ) : page.total === 0 && !loading ? (
          <div className="shop-empty">
            <h3>{t('shop.noResultsTitle')}</h3>
            <p>{t('shop.noResultsText')}</p>
            {hasFilters(query) && link(clearFilters(query), t('shop.clearFilters'), { className: 'button' })}
          </div>
        ) : (
          <ul className={`shop-grid shop-grid--${view} shop-grid--cols-${columns}`} role="list">
            {page.items.map((product, i) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  locale={locale}
                  href={`${productPath}${product.id}`}
                  strings={cardStrings}
                  layout={view}
                  columns={columns}
                  eager={i < (view === 'list' ? 1 : 2)}
                />
              </li>
            ))}
          </ul>
        )}
        {page.pageCount > 1 && !failed && (
          <nav className="shop-pagination" aria-label={t('shop.pagination')}>
            <ul role="list">
              <li>
                {page.page > 1 ? (
                  link({ ...query, page: page.page - 1 }, t('shop.previous'), { className: 'shop-pagination__step' })
                ) : (
                  <span className="shop-pagination__step" aria-disabled="true">{t('shop.previous')}</span>
                )}
              </li>
              {pageWindow(page.page, page.pageCount).map((n, i) => (
                <li key={n ?? `gap-${i}`}>
                  {n === null ? (
                    <span className="shop-pagination__gap" aria-hidden="true">…</span>
                  ) : (
                    link({ ...query, page: n }, n, { current: n === page.page ? 'page' : undefined, label: t('shop.goToPage', { n }) })
                  )}
                </li>
              ))}
              <li>
                {page.page < page.pageCount ? (
                  link({ ...query, page: page.page + 1 }, t('shop.next'), { className: 'shop-pagination__step' })
                ) : (
                  <span className="shop-pagination__step" aria-disabled="true">{t('shop.next')}</span>
                )}
              </li>
            </ul>
          </nav>
        )}
      </section>
    </div>
  );
}
