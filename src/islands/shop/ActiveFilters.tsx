// The filters in force as removable chips, with a link that clears them all.
import { updateShopQuery, type ShopQuery } from '../../lib/shop/query.ts';
import { FACET_KEYS } from '../../lib/shop/filter.ts';
import type { FacetOptions } from './ShopFilters.tsx';
import { clearedQuery, type ShopKit } from './shop-kit.tsx';

export default function ActiveFilters({ query, searchWords, t, link, facets }: ShopKit & { facets: FacetOptions }) {
  const chips: { label: string; to: ShopQuery }[] = [];
  for (const key of FACET_KEYS) {
    const value = query[key];
    if (value) chips.push({ label: facets[key].find((o) => o.value === value)?.label ?? value, to: updateShopQuery(query, { [key]: null }) });
  }
  if (query.q && !searchWords) chips.push({ label: `“${query.q}”`, to: updateShopQuery(query, { q: '' }) });
  if (query.min !== null || query.max !== null) {
    chips.push({ label: `${t('price')}: ${query.min ?? 0}–${query.max ?? '∞'}`, to: updateShopQuery(query, { min: null, max: null }) });
  }
  if (chips.length === 0) return null;

  return (
    <div className="shop-chips">
      <h3 className="visually-hidden">{t('activeFilters')}</h3>
      <ul role="list">
        {chips.map((chip) => (
          <li key={chip.label}>
            {link(
              chip.to,
              <>
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </>,
              { label: t('removeFilter', { label: chip.label }), className: 'shop-chip' },
            )}
          </li>
        ))}
        <li>
          {link(clearedQuery({ query, searchWords }), t('clearFilters'), { className: 'shop-chips__clear' })}
        </li>
      </ul>
    </div>
  );
}
