// The filters: search, facet links and the price range, placed as a sidebar (a toggled panel on
// small screens) or a collapsible top panel as the layout asks, or left out.
import { useState, type FormEvent } from 'react';
import type { SidebarPlacement } from '../../lib/shop/layouts.ts';
import { updateShopQuery } from '../../lib/shop/query.ts';
import type { ShopKit } from './shop-kit.tsx';
import * as icons from '../../lib/icons.ts';
import { Icon } from '../icon.tsx';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface FacetOptions {
  categories: FacetOption[];
  colors: FacetOption[];
  sizes: FacetOption[];
  tags: FacetOption[];
}

export type FilterKey = 'category' | 'color' | 'size' | 'tag';

interface ShopFiltersProps extends ShopKit {
  placement: SidebarPlacement;
  facets: FacetOptions;
}

export default function ShopFilters({ query, t, link, go, placement, facets }: ShopFiltersProps) {
  const [open, setOpen] = useState(false);
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
          <label htmlFor={'shop-q'}>{t('searchLabel')}</label>
        </h2>
        <form className="shop-search" role="search" method="get" onSubmit={onSearch}>
          <input
            id={'shop-q'}
            key={`q-${query.q}`}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
          />
          <button type="submit" className="icon-button" aria-label={t('searchSubmit')}>
            <Icon drawing={icons.search} size={20} />
          </button>
        </form>
      </section>
      {facetList('category', t('categories'), facets.categories)}
      {facetList('color', t('colors'), facets.colors, true)}
      {facetList('size', t('sizes'), facets.sizes)}
      <section className="shop-filter">
        <h2 className="shop-filter__title" id={'shop-price-title'}>{t('price')}</h2>
        <form className="shop-price" method="get" onSubmit={onPrice} aria-labelledby={'shop-price-title'} key={`p-${query.min}-${query.max}`}>
          <label>
            <span>{t('priceMin')}</span>
            <input name="min" type="number" min={0} step="any" inputMode="decimal" defaultValue={query.min ?? ''} />
          </label>
          <label>
            <span>{t('priceMax')}</span>
            <input name="max" type="number" min={0} step="any" inputMode="decimal" defaultValue={query.max ?? ''} />
          </label>
          <button type="submit" className="button button--outline">{t('applyPrice')}</button>
          <p className="shop-price__note">{t('priceNote')}</p>
        </form>
      </section>
      {facetList('tag', t('tags'), facets.tags)}
    </div>
  );

  const panelId = 'shop-filters-panel';

  if (placement === 'left' || placement === 'right') {
    return (
      <aside className={`shop__sidebar${open ? ' is-open' : ''}`} aria-label={t('filters')}>
        <button type="button" className="button button--outline shop__filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t('filters')}
        </button>
        <div id={panelId} className="shop__sidebar-panel">
          {filters}
        </div>
      </aside>
    );
  }
  return placement === 'top' ? (
    <details className="shop__top-panel">
      <summary className="button button--outline">{t('filters')}</summary>
      {filters}
    </details>
  ) : null;
}
