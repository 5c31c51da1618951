// /payment-failed?order=NUMBER: back from the hosted payment page by its Cancel link (or, with
// &payment=not_started, checkout could not open that page). A cancelled payment is not a failure:
// nothing was charged and the order is kept with its items, so the page is calm (its heading,
// breadcrumb and title are set before the first paint by the page's own script) and offers to pay
// again the way the order chose, named (a new page for the SAME order), or cash on delivery instead
// (the same order, placed now, then its confirmation). An order that cannot be paid online
// (another shopper's or unknown, paid already, cash, cancelled) says why.
import { useEffect, useState } from 'react';
import { orderPayment, payInCash, retryPayment } from '../../lib/api/payments.ts';
import type { OrderPayment } from '../../lib/api/types.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import { fill } from '../../lib/text.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { $signedIn } from '../../stores/session.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { failureText, paymentBlock } from './payment-messages.ts';
import type { PaymentStrings } from './payment-strings.ts';
import type { Locale } from '../../lib/locale.ts';
import { readPaymentQuery } from './order-query.ts';
import './payment.css';

interface Props {
  locale: Locale;
  strings: PaymentStrings;
  /** "pay by card", "pay with Tabby": how the order's own way to pay is named in its sentences. */
  payWith: Record<PaymentMethod, string>;
  /** /payment-success, in this page's language. */
  successHref: string;
  /** /order-detail/, in this page's language (the first item's id follows). */
  detailHref: string;
  myOrdersHref: string;
}

/** The page's heading, the breadcrumb's last step and the title (after the brand) say `words`. */
function retitle(words: string): void {
  const heading = document.querySelector('h1');
  const before = heading?.textContent;
  if (heading) heading.textContent = words;
  const crumb = document.querySelector('.breadcrumb [aria-current="page"]');
  if (crumb) crumb.textContent = words;
  if (before) document.title = document.title.replace(before, words);
}

type View =
  | { kind: 'loading' }
  | { kind: 'awaiting'; payment: OrderPayment }
  | { kind: 'blocked'; text: string; payment?: OrderPayment };

export default function PaymentFailed({ locale, strings, payWith, successHref, detailHref, myOrdersHref }: Props) {
  const [query] = useState(() => readPaymentQuery(window.location.search));
  const signedIn = useHydratedStore($signedIn, false);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The page's script has already said "Payment cancelled"; an order that is no longer waiting for
  // its payment (paid, cash, cancelled, not this shopper's) is about something else.
  useEffect(() => {
    if (query && view.kind === 'blocked') retitle(strings.aboutOrderHeading);
  }, [query, view.kind]);

  useEffect(() => {
    if (!query || !signedIn) return;
    void orderPayment(query.orderNumber).then((result) => {
      if (!result.ok) return setView({ kind: 'blocked', text: failureText(result.error, strings) });
      const payment = result.data;
      const blocked = paymentBlock(payment, strings);
      setView(blocked ? { kind: 'blocked', text: blocked, payment } : { kind: 'awaiting', payment });
    });
  }, [query, signedIn]);

  if (!query) return null;
  if (!signedIn) {
    // Signing in (the header's login modal) brings the order here: the page follows the session.
    return (
      <div className="payment-outcome">
        <p className="payment-note">{strings.signInToSee}</p>
        <p className="payment-outcome__actions">
          <button type="button" className="button button--accent" onClick={() => openAuthModal()}>
            {strings.signIn}
          </button>
        </p>
      </div>
    );
  }
  if (view.kind === 'loading') return <p role="status">{strings.loading}</p>;
  if (view.kind === 'blocked') {
    return (
      <div className="payment-outcome">
        <p className="payment-note" role="alert">
          {view.text}
        </p>
        <p className="payment-outcome__actions">
          {view.payment && view.payment.state !== 'cancelled' && (
            <a className="button button--accent" href={`${detailHref}${view.payment.first_item_id}`}>
              {strings.viewOrder}
            </a>
          )}
          <a className="button button--outline" href={myOrdersHref}>
            {strings.myOrders}
          </a>
        </p>
      </div>
    );
  }

  const { payment } = view;
  async function act(action: 'retry' | 'cash') {
    setBusy(true);
    setError(null);
    if (action === 'retry') {
      const result = await retryPayment(payment.order_number);
      if (result.ok) return window.location.assign(result.data.payment_url);
      setError(failureText(result.error, strings, locale));
    } else {
      const result = await payInCash(payment.order_number);
      if (result.ok) {
        const next = new URLSearchParams({ order: payment.order_number });
        const firstItem = result.data.data?.items[0]?.id;
        if (firstItem !== undefined) next.set('id', String(firstItem));
        return window.location.assign(`${successHref}?${next}`);
      }
      setError(failureText(result.error, strings, locale));
    }
    setBusy(false);
  }

  const text = fill(query.notStarted ? strings.notStartedText : strings.cancelledText, { payWith: payWith[payment.payment_method] });
  const [before = '', after = ''] = text.split('{{number}}');
  return (
    <div className="payment-outcome" aria-busy={busy}>
      <p className="payment-outcome__text">
        {before}
        <bdi dir="ltr">
          <strong>{payment.order_number}</strong>
        </bdi>
        {after}
      </p>
      <p className="payment-note">{strings.itemsInOrder}</p>
      {error && (
        <p className="payment-note" role="alert">
          {error}
        </p>
      )}
      <p className="payment-outcome__actions">
        <button type="button" className="button button--accent" disabled={busy} onClick={() => act('retry')}>
          {busy ? strings.working : strings.tryAgain}
        </button>
        <button type="button" className="button button--outline" disabled={busy} onClick={() => act('cash')}>
          {strings.payCashInstead}
        </button>
        <a className="button button--outline" href={myOrdersHref}>
          {strings.myOrders}
        </a>
      </p>
    </div>
  );
}
