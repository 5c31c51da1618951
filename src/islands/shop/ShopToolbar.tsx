// Above the products: how many are shown, the sort, and the grid/list switch.
import { SORT_KEYS, updateShopQuery, type SortKey, type View } from '../../lib/shop/query.ts';
import type { ShopKit } from './shop-kit.tsx';
import type { ShopStrings } from './shop-strings.ts';
import { Icon } from '../Icon.tsx';
import * as icons from '../../lib/icons.ts';

const SORT_LABELS: Record<SortKey, keyof ShopStrings> = {
  default: 'sortDefault',
  'price-desc': 'sortPriceDesc',
  'price-asc': 'sortPriceAsc',
  newest: 'sortNewest',
  rating: 'sortRating',
};

interface ShopToolbarProps extends ShopKit {
  /** The layout's own view, which the URL leaves out. */
  layoutView: View;
}

export default function ShopToolbar({ query, t, tc, link, go, layoutView, view, page, loading }: ShopToolbarProps) {
  return (
    <div className="shop-toolbar">
      <p className="shop-toolbar__count" aria-live="polite">
        {loading ? t('loading') : page.total > 0 ? tc('showing', page.total, { from: page.from, to: page.to }) : ''}
      </p>
      {/* A GET form, so the sort is a real control before and without JavaScript: the page it
          leads to carries ?sort=, which the island reads on load. */}
      <form className="shop-toolbar__sort" method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="shop-sort">{t('sortLabel')}</label>
        <select id="shop-sort" name="sort" value={query.sort} onChange={(event) => go(updateShopQuery(query, { sort: event.currentTarget.value as SortKey }))}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(SORT_LABELS[key])}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button--outline">{t('applySort')}</button>
        </noscript>
      </form>
      <div className="shop-toolbar__views" role="group" aria-label={t('viewLabel')}>
        {link(
          { ...query, view: layoutView === 'grid' ? null : 'grid' },
          <Icon drawing={icons.grid} size={20} />,
          { current: view === 'grid' ? 'true' : undefined, label: t('viewGrid'), className: 'icon-button' },
        )}
        {link(
          { ...query, view: layoutView === 'list' ? null : 'list' },
          <Icon drawing={icons.list} size={20} />,
          { current: view === 'list' ? 'true' : undefined, label: t('viewList'), className: 'icon-button' },
        )}
      </div>
    </div>
  );
}
