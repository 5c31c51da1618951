// Previous, next and a window of page numbers around the current page. A Previous or Next with
// nowhere to go is a link with no href marked aria-disabled, so it is still seen and announced.
import { pageWindow } from '../../lib/shop/filter.ts';
import type { ShopKit } from './shop-kit.tsx';

export default function ShopPagination({ query, t, link, page }: ShopKit) {
  return (
    <nav className="shop-pagination" aria-label={t('pagination')}>
      <ul role="list">
        <li>
          {page.page > 1 ? (
            link({ ...query, page: page.page - 1 }, t('previous'), { className: 'shop-pagination__step' })
          ) : (
            <a role="link" className="shop-pagination__step" aria-disabled="true">{t('previous')}</a>
          )}
        </li>
        {pageWindow(page.page, page.pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="shop-pagination__gap" aria-hidden="true">…</span>
            ) : (
              link({ ...query, page: n }, n, { current: n === page.page ? 'page' : undefined, label: t('goToPage', { n }) })
            )}
          </li>
        ))}
        <li>
          {page.page < page.pageCount ? (
            link({ ...query, page: page.page + 1 }, t('next'), { className: 'shop-pagination__step' })
          ) : (
            <a role="link" className="shop-pagination__step" aria-disabled="true">{t('next')}</a>
          )}
        </li>
      </ul>
    </nav>
  );
}
