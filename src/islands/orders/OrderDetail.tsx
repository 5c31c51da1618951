// Order Detail (/order-detail/{id}, spec section 2): 'Loading order details...'; 'Failed to load
// order details' or 'Order not found', each with Back to Orders; else the header, product details,
// status timeline, order summary and shipping information. Nothing is asked of the API without a
// token (spec section 5): a guest gets the sign-in form, then the order.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useDrawnCopy } from '../use-drawn-copy.ts';
import { fetchOrderItem } from '../../lib/api/orders.ts';
import type { OrderItem } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { OrdersSignIn } from './OrdersSignIn.tsx';
import { orderIdFromPath } from './order-id.ts';
import { OrderWithCode, StatusBadge } from './order-parts.tsx';
import { OrderProduct } from './OrderProduct.tsx';
import { OrderDetailSummary, ShippingInformation } from './order-detail-summary.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { Spinner } from './Spinner.tsx';
import type { OrderDetailStrings } from './strings.ts';
import { useSessionView } from './use-session-view.ts';
import { OrderOffers } from '../after-purchase/OrderOffers.tsx';
import type { AfterStrings } from '../after-purchase/after-strings.ts';
import type { Words } from './words.ts';
import './orders.css';

// The order's other items are drawn by code loaded only for an order that has some (most orders
// are of one item): this page's JavaScript stays within the per-shopper budget.
const OtherItems = lazy(() => import('./OtherItems.tsx').then(({ OtherItems }) => ({ default: OtherItems })));
// Likewise the parcel's tracking (and the carriers' table), only once the item has shipped.
const OrderTracking = lazy(() => import('./OrderTracking.tsx').then(({ OrderTracking }) => ({ default: OrderTracking })));

// With JavaScript the island shows every state itself (the sign-in form included): the page's
// static text goes as this code runs, before the island's first render could push it down.
if (typeof document !== 'undefined') setShellStateHidden(true);

interface Props {
  locale: Locale;
  strings: OrderDetailStrings;
  words: Words;
  /** The words the page says dates in (src/build/date-words.ts): an order's in full, with the time. */
  dates: DatesByStyle;
  /** Status code, payment method and timeline kind (description.<kind>) → its words in this language. */
  statusNames: Words;
  /** Country code → its name in this locale. */
  countryNames: Record<string, string>;
  ordersHref: string;
  /** Holds `{id}`. */
  productHref: string;
  /** Holds `{id}`: another item's detail. */
  detailHref: string;
  /** The after-purchase offers' words (cancel, return, review, invoice). */
  afterStrings: AfterStrings;
  /** The tax invoice page (/invoice in this locale). */
  invoiceHref: string;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'not-found' } | { status: 'ready'; item: OrderItem };

const LOADING: Load = { status: 'loading' };

export default function OrderDetail({ locale, strings, words, dates, statusNames, countryNames, ordersHref, productHref, detailHref, afterStrings, invoiceHref }: Props) {
  const { view, token } = useSessionView();
  const [load, setLoad] = useState<Load>(LOADING);
  // Bumped when the shopper changes the item (a cancel, a return): it is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (view !== 'user') return;
    const id = orderIdFromPath(window.location.pathname);
    // No order can have an id that is not a positive whole number: nothing to ask the API.
    if (id === null) {
      setLoad({ status: 'not-found' });
      return;
    }
    let current = true;
    if (version === 0) setLoad(LOADING);
    void fetchOrderItem(id).then((result) => {
      if (!current) return;
      // 404: no such order item among this shopper's, which is the spec's "no data".
      if (!result.ok) setLoad({ status: result.error.status === 404 ? 'not-found' : 'failed' });
      else setLoad(result.data.data ? { status: 'ready', item: result.data.data } : { status: 'not-found' });
    });
    return () => {
      current = false;
    };
  }, [view, token, version]);

  const drawn = useDrawnCopy<HTMLElement>('order', view === 'guest' || (view === 'user' && load.status !== 'loading'));

  // Before hydration nothing: a browser without JavaScript keeps the shell's own text.
  if (view === 'pending') return null;
  if (view === 'guest') return <OrdersSignIn intro={strings.guestIntro} />;
  if (load.status === 'loading') return <Spinner label={strings.loading} visibleLabel />;

  const back = (
    <p className="order-detail__back">
      <a className="button button--outline" href={ordersHref}>
        {strings.backToOrders}
      </a>
    </p>
  );
  if (load.status !== 'ready') {
    return (
      <div className="order-detail order-detail--problem">
        <p className="order-detail__problem" role="alert">
          {load.status === 'failed' ? strings.loadFailed : strings.notFound}
        </p>
        {back}
      </div>
    );
  }

  const { item } = load;
  return (
    <article className="order-detail" ref={drawn} aria-labelledby="order-detail-heading">
      <header className="order-detail__header">
        <div>
          <h2 id="order-detail-heading" className="order-detail__title">
            <OrderWithCode template={strings.orderWithCode} code={item.code} />
          </h2>
          <p className="order-detail__placed">
            {strings.placedOn}{' '}
            <time dateTime={item.order.created_at}>{formatDate(item.order.created_at, dates.longWithTime)}</time>
          </p>
        </div>
        <StatusBadge item={item} names={statusNames} unknown={strings.unknownStatus} />
      </header>
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <OrderProduct locale={locale} item={item} strings={strings} words={words} productHref={productHref} />
          <OrderOffers locale={locale} item={item} strings={afterStrings} words={words} dates={dates} invoiceHref={invoiceHref} onChanged={() => setVersion((n) => n + 1)} />
          {item.other_items && item.other_items.length > 0 && (
            <Suspense fallback={null}>
              <OtherItems locale={locale} items={item.other_items} strings={strings} words={words} statusNames={statusNames} detailHref={detailHref} />
            </Suspense>
          )}
          {item.statuses.some((entry) => entry.tracking_number) && (
            <Suspense fallback={null}>
              <OrderTracking statuses={item.statuses} strings={strings} />
            </Suspense>
          )}
          <OrderTimeline dates={dates} statuses={item.statuses} names={statusNames} strings={strings} />
        </div>
        <div className="order-detail__side">
          <OrderDetailSummary locale={locale} dates={dates} item={item} names={statusNames} strings={strings} />
          <ShippingInformation item={item} strings={strings} countryNames={countryNames} />
        </div>
      </div>
      {back}
    </article>
  );
}
