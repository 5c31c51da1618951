// Previous, next and a window of page numbers around the current page.
import { pageWindow } from '../../lib/shop/filter.ts';
import type { ShopKit } from './shop-kit.tsx';

export default function ShopPagination({ query, t, link, page }: ShopKit) {
  return (
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
  );
}
