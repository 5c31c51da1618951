// Above the products: how many are shown, the sort, and the grid/list switch.
import { LOCALE_TAGS } from '../../lib/locale.ts';
import { SORT_KEYS, updateShopQuery, type SortKey, type View } from '../../lib/shop/query.ts';
import type { ShopKit } from './shop-kit.tsx';

const SORT_LABELS: Record<SortKey, string> = {
  default: 'shop.sortDefault',
  'price-desc': 'shop.sortPriceDesc',
  'price-asc': 'shop.sortPriceAsc',
  newest: 'shop.sortNewest',
  rating: 'shop.sortRating',
};

interface ShopToolbarProps extends ShopKit {
  /** The layout's own view, which the URL leaves out. */
  layoutView: View;
}

export default function ShopToolbar({ query, t, link, go, locale, layoutView, view, page, loading }: ShopToolbarProps) {
  const plural = new Intl.PluralRules(LOCALE_TAGS[locale]).select(page.total) === 'one' ? 'one' : 'other';
  return (
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
          { ...query, view: layoutView === 'grid' ? null : 'grid' },
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true" focusable="false">
            <rect x="4" y="4" width="7" height="7" /><rect x="13" y="4" width="7" height="7" /><rect x="4" y="13" width="7" height="7" /><rect x="13" y="13" width="7" height="7" />
          </svg>,
          { current: view === 'grid' ? 'true' : undefined, label: t('shop.viewGrid'), className: 'icon-button' },
        )}
        {link(
          { ...query, view: layoutView === 'list' ? null : 'list' },
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
          </svg>,
          { current: view === 'list' ? 'true' : undefined, label: t('shop.viewList'), className: 'icon-button' },
        )}
      </div>
    </div>
  );
}
