// What the shopper can still do with an order item, under the order detail: cancel it (or the rest
// of the order) until it ships; once delivered, return or exchange it within the window, unless it
// is a hygiene item; review the product once delivered; and how each request is going. It asks the API what the item offers once the
// order is drawn, and loads each form only when the shopper opens it, so the page's own code stays
// small.
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchOffers } from '../../lib/api/after-purchase.ts';
import type { AfterPurchaseOffers, OrderItem } from '../../lib/api/types.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import type { Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import type { Words } from '../orders/words.ts';
import type { AfterStrings } from './after-strings.ts';
import './after-purchase.css';

const CancelForm = lazy(() => import('./CancelForm.tsx'));
const ReturnForm = lazy(() => import('./ReturnForm.tsx'));
const ReviewForm = lazy(() => import('./ReviewForm.tsx'));
// How return requests are going, only for an item that has some (most have none).
const ReturnRequests = lazy(() => import('./ReturnRequests.tsx').then(({ ReturnRequests }) => ({ default: ReturnRequests })));

interface Props {
  locale: Locale;
  item: OrderItem;
  strings: AfterStrings;
  /** Colour names by code (`color.<code>`), as the order page words the variant. */
  words: Words;
  dates: DatesByStyle;
  /** The invoice page's address in this locale (/invoice, /ar/invoice). */
  invoiceHref: string;
  /** The item changed (cancelled, returned): the page reads it again. */
  onChanged(): void;
}

type Open = null | 'cancel-item' | 'cancel-order' | 'return' | 'review';

export function OrderOffers({ locale, item, strings, words, dates, invoiceHref, onChanged }: Props) {
  const [offers, setOffers] = useState<AfterPurchaseOffers | null>(null);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    let current = true;
    void fetchOffers(item.id).then((result) => {
      if (current && result.ok && result.data.data) setOffers(result.data.data);
    });
    return () => {
      current = false;
    };
  }, [item]);

  if (!offers) return null;
  const { returns, review } = offers;
  if (!offers.cancel && !offers.non_returnable && !returns && !review && !offers.invoice && offers.requests.length === 0) return null;
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const close = () => setOpen(null);
  const until = returns && formatDate(returns.until, dates.long);

  return (
    <section className="order-box after" aria-labelledby="after-heading">
      <h3 id="after-heading" className="order-box__title">
        {strings.heading}
      </h3>
      {offers.cancel && <p className="after__note">{strings.cancelNote}</p>}
      {offers.non_returnable && <p className="after__note">{strings.nonReturnable}</p>}
      {returns && returns.open && returns.quantity_left > 0 && <p className="after__note">{fill(strings.returnUntil, { date: until! })}</p>}
      {returns && !returns.open && <p className="after__note">{fill(strings.returnClosed, { date: until! })}</p>}
      {returns && returns.open && returns.quantity_left === 0 && <p className="after__note">{strings.allRequested}</p>}
      {review?.status === 'pending' && <p className="after__note">{strings.reviewPending}</p>}
      {review?.status === 'approved' && <p className="after__note">{strings.reviewPublished}</p>}
      {offers.requests.length > 0 && (
        <Suspense fallback={null}>
          <ReturnRequests requests={offers.requests} strings={strings} words={words} />
        </Suspense>
      )}
      {open ? (
        <Suspense fallback={null}>
          {open === 'review' ? (
            <ReviewForm productId={review!.product_id} strings={strings} onDone={done} onClose={close} />
          ) : open === 'return' ? (
            <ReturnForm offers={offers} strings={strings} words={words} onDone={done} onClose={close} />
          ) : (
            <CancelForm locale={locale} offers={offers} whole={open === 'cancel-order'} strings={strings} onDone={done} onClose={close} />
          )}
        </Suspense>
      ) : (
        <div className="after__actions">
          {offers.cancel && (
            <button type="button" className="button button--outline" onClick={() => setOpen('cancel-item')}>
              {strings.cancel}
            </button>
          )}
          {offers.cancel_order > 1 && (
            <button type="button" className="button button--outline" onClick={() => setOpen('cancel-order')}>
              {fill(strings.cancelOrder, { count: offers.cancel_order })}
            </button>
          )}
          {returns && returns.open && returns.quantity_left > 0 && (
            <button type="button" className="button button--outline" onClick={() => setOpen('return')}>
              {strings.returnOrExchange}
            </button>
          )}
          {offers.invoice && (
            <a className="button button--outline" href={`${invoiceHref}?order=${encodeURIComponent(offers.order_number)}`}>
              {strings.invoice}
            </a>
          )}
          {review?.status === 'can' && (
            <button type="button" className="button button--outline" onClick={() => setOpen('review')}>
              {strings.review}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
