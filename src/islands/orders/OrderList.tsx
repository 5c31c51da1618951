// My Orders (/my-orders, spec section 2): a spinner while loading; 'No orders found' with Shop Now;
// otherwise one card per order item and, above one page, the pagination. The page lives in the
// address (?page=2), so reload and Back keep it. A guest gets the sign-in form, then the orders.
import { useCallback, useEffect, useState } from 'react';
import { fetchOrderItems } from '../../lib/api/orders.ts';
import type { OrderItem, Pagination } from '../../lib/api/types.ts';
import type { DatesByStyle } from '../../lib/dates/date-words.ts';
import type { Locale } from '../../lib/locale.ts';
import { pageFromSearch, pageLinks, searchForPage } from '../../lib/orders/pagination.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { OrdersSignIn } from './OrdersSignIn.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderPagination } from './OrderPagination.tsx';
import { Spinner } from './Spinner.tsx';
import type { OrderListStrings } from './strings.ts';
import { useSessionView } from './use-session-view.ts';
import { useDrawnCopy } from '../use-drawn-copy.ts';
import type { Words } from './words.ts';
import './orders.css';

// With JavaScript the island shows every state itself (the sign-in form included): the page's
// static text goes as this code runs, before the island's first render could push it down.
if (typeof document !== 'undefined') setShellStateHidden(true);

interface Props {
  locale: Locale;
  strings: OrderListStrings;
  /** English catalogue words → this page's language. */
  words: Words;
  /** The words the page says dates in (src/build/date-words.ts): an order's in full, with the time. */
  dates: DatesByStyle;
  /** Status code → its name in this language. */
  statusNames: Words;
  /** Localized paths; orderHref and productHref hold `{id}`. */
  listHref: string;
  orderHref: string;
  productHref: string;
  shopHref: string;
}

type List = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; items: OrderItem[]; pagination: Pagination };

const LOADING: List = { status: 'loading' };
const EMPTY: List = { status: 'empty' };

export default function OrderList({ locale, strings, words, dates, statusNames, listHref, orderHref, productHref, shopHref }: Props) {
  const { view, token } = useSessionView();
  // Null until mounted: the build does not know the address's ?page=.
  const [page, setPage] = useState<number | null>(null);
  const [list, setList] = useState<List>(LOADING);
  // The list's top: scrolled to on a new page, and kept as the next visit's first paint.
  const top = useDrawnCopy<HTMLDivElement>('orders', view === 'guest' || (view === 'user' && list.status !== 'loading'));

  useEffect(() => {
    const read = () => setPage(pageFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const goTo = useCallback((next: number, how: 'push' | 'replace' = 'push') => {
    const url = `${window.location.pathname}${searchForPage(window.location.search, next)}`;
    if (how === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  }, []);

  useEffect(() => {
    if (view !== 'user' || page === null) return;
    let current = true;
    setList(LOADING);
    void fetchOrderItems(page).then((result) => {
      if (!current) return;
      if (!result.ok) {
        // Spec section 8: an order list failure is only logged, and the list stays empty.
        console.error('My Orders: the order list could not be loaded.', result.error);
        setList(EMPTY);
        return;
      }
      const items = result.data.data ?? [];
      const pagination = result.data.pagination;
      // An address past the last page (orders since fewer, or a hand-typed ?page=) shows the last.
      if (items.length === 0 && pagination && pagination.total > 0 && page > pagination.last_page) {
        goTo(pagination.last_page, 'replace');
        return;
      }
      setList(items.length > 0 && pagination ? { status: 'ready', items, pagination } : EMPTY);
    });
    return () => {
      current = false;
    };
  }, [view, token, page, goTo]);

  // Before hydration nothing: a browser without JavaScript keeps the shell's own text.
  if (view === 'pending') return null;
  if (view === 'guest') return <OrdersSignIn intro={strings.guestIntro} />;
  if (list.status === 'loading') return <Spinner label={strings.loading} />;
  if (list.status === 'empty') {
    return (
      <div className="orders-empty">
        <p className="orders-empty__text">{strings.empty}</p>
        <a className="button" href={shopHref}>
          {strings.shopNow}
        </a>
      </div>
    );
  }

  const links = pageLinks(list.pagination);
  return (
    <div className="orders" ref={top}>
      <ul className="orders__list" role="list">
        {list.items.map((item, index) => (
          <OrderCard key={item.id} locale={locale} item={item} strings={strings} words={words} dates={dates} statusNames={statusNames} orderHref={orderHref} productHref={productHref} eager={index < 4} />
        ))}
      </ul>
      {links && <OrderPagination links={links} strings={strings} hrefOf={(n) => `${listHref}${searchForPage('', n)}`} onPage={goTo} />}
    </div>
  );
}
