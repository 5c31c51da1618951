// The filters: search, facet links with their counts and the price range, placed as a sidebar or a
// collapsible top panel as the layout asks, or left out. On a phone they open as a sheet instead.
import { useRef, useState, type FormEvent } from 'react';
import type { FacetKey } from '../../lib/shop/filter.ts';
import type { SidebarPlacement } from '../../lib/shop/layouts.ts';
import { updateShopQuery } from '../../lib/shop/query.ts';
import type { ShopKit } from './shop-kit.tsx';
import * as icons from '../../lib/icons.ts';
import { Icon } from '../Icon.tsx';
import FilterSheet from './FilterSheet.tsx';
import { useMediaQuery } from './use-media-query.ts';

export interface FacetOption {
  value: string;
  label: string;
}

/** Every option of each facet the catalogue uses, labelled in the page's locale. */
export type FacetOptions = Record<FacetKey, FacetOption[]>;

/** Where the sidebar folds away (shop-browser.css): below it the filters are a sheet. */
const PHONE = '(max-width: 900px)';

interface ShopFiltersProps extends ShopKit {
  placement: SidebarPlacement;
  facets: FacetOptions;
}

export default function ShopFilters(props: ShopFiltersProps) {
  const { query, counts, chosen, t, tc, link, go, placement, facets, searchWords } = props;
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE);
  const toggle = useRef<HTMLButtonElement>(null);
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

  const facetList = (key: FacetKey, title: string, swatches = false) => (
    <section className="shop-filter" aria-labelledby={`shop-facet-${key}`}>
      <h2 className="shop-filter__title" id={`shop-facet-${key}`}>{title}</h2>
      <ul className={`shop-filter__list${swatches ? ' shop-filter__list--swatches' : ''}`} role="list">
        {facets[key].map((option) => {
          const active = query[key] === option.value;
          const count = counts[key][option.value] ?? 0;
          // Said as "Black, 12 results" rather than "Black (12)".
          const name = `${option.label}${t('listComma')} ${tc('optionCount', count)}`;
          const content = (
            <>
              {swatches && <span className={`swatch swatch--${option.value}`} aria-hidden="true" />}
              <span>{option.label}</span>
              {/* No "(0)": an option the other filters leave empty is disabled, and says so by its name. */}
              {count > 0 && <span className="shop-filter__count">({count})</span>}
            </>
          );
          return (
            <li key={option.value}>
              {active || count > 0 ? (
                link(updateShopQuery(query, { [key]: active ? null : option.value }), content, {
                  current: active ? 'true' : undefined,
                  label: name,
                  className: 'shop-filter__link',
                })
              ) : (
                // Kept in place, so the list does not jump as counts change; nothing to follow.
                <a role="link" aria-disabled="true" aria-label={name} className="shop-filter__link">
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );

  const filters = (
    <div className="shop-filters">
      {!searchWords && (
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
      )}
      {facetList('category', t('categories'))}
      {facetList('color', t('colors'), true)}
      {facetList('size', t('sizes'))}
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
      {facetList('tag', t('tags'))}
    </div>
  );

  if (placement === 'none') return null;

  const closeSheet = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // The same button on every screen, so a press made before hydration is replayed on it; the build
  // has no sheet, and below the breakpoint CSS shows this button in place of the filters.
  const filtersButton = (
    <button
      ref={toggle}
      type="button"
      className="button button--outline shop__filters-toggle"
      aria-haspopup="dialog"
      aria-label={chosen > 0 ? tc('filtersChosen', chosen) : undefined}
      onClick={() => setOpen(true)}
    >
      {t('filters')}
      {chosen > 0 && <span className="shop__filters-badge" aria-hidden="true">{chosen}</span>}
    </button>
  );
  const sheet = (
    <FilterSheet {...props} open={open && phone} onClose={closeSheet}>
      {filters}
    </FilterSheet>
  );

  if (placement === 'top') {
    return phone ? (
      <div className="shop__top-panel shop__top-panel--phone">
        {filtersButton}
        {sheet}
      </div>
    ) : (
      <details className="shop__top-panel">
        <summary className="button button--outline">{t('filters')}</summary>
        {filters}
      </details>
    );
  }
  return (
    <aside className="shop__sidebar" aria-label={t('filters')}>
      {filtersButton}
      {phone ? sheet : <div className="shop__sidebar-panel">{filters}</div>}
    </aside>
  );
}
