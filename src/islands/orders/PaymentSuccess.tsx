// /payment-success?order=NUMBER&id=ITEM: the order just placed, read from the API for the signed-in
// shopper (GET /orders/{order_number}), so a reload shows it again; a guest is asked to sign in and
// then sees it without a reload. Without a well-formed order number in the query the page keeps its
// static thanks. The view itself is OrderConfirmation, which takes the order as props.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { PlacedOrder } from '../../lib/api/checkout.ts';
import { apiFailure } from '../../lib/api/client.ts';
import { fetchOrder } from '../../lib/api/orders.ts';
import { readPlacedOrder } from '../../lib/checkout/placed-order.ts';
import type { HolidayCalendar } from '../../lib/delivery/estimate.ts';
import type { Locale } from '../../lib/locale.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { GuestSignIn } from './guest-sign-in.tsx';
import { OrderConfirmation, type ConfirmationLinks } from './OrderConfirmation.tsx';
import type { ConfirmationStrings } from './confirmation-strings.ts';
import { Spinner } from './spinner.tsx';
import { useSessionView } from './use-session-view.ts';
import type { Words } from './words.ts';

interface Props extends ConfirmationLinks {
  locale: Locale;
  strings: ConfirmationStrings;
  words: Words;
  holidays: HolidayCalendar;
}

type Load = { status: 'no-order' } | { status: 'loading' } | { status: 'failed' } | { status: 'not-found' } | { status: 'ready'; order: PlacedOrder };

export default function PaymentSuccess({ locale, strings, words, holidays, ...links }: Props) {
  const { view, token } = useSessionView();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (view !== 'user') return;
    const placed = readPlacedOrder(new URLSearchParams(window.location.search));
    if (!placed) {
      setLoad({ status: 'no-order' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    fetchOrder(placed.orderNumber)
      .then((reply) => current && setLoad(reply.data ? { status: 'ready', order: reply.data } : { status: 'not-found' }))
      .catch((error: unknown) => current && setLoad({ status: apiFailure(error).status === 404 ? 'not-found' : 'failed' }));
    return () => {
      current = false;
    };
  }, [view, token]);

  // The order replaces the static thanks and its buttons in the same frame (nothing moves).
  const ready = view === 'user' && load.status === 'ready';
  useLayoutEffect(() => setShellStateHidden(ready), [ready]);

  if (view === 'pending') return null;
  if (view === 'guest') return <GuestSignIn intro={strings.signIn} />;
  if (load.status === 'no-order') return null;
  if (load.status === 'loading') return <Spinner label={strings.loading} visibleLabel />;
  if (load.status === 'ready') return <OrderConfirmation locale={locale} order={load.order} strings={strings} words={words} holidays={holidays} {...links} />;
  return (
    <p className="confirmation__problem" role="alert">
      {load.status === 'failed' ? strings.failed : strings.notFound}
    </p>
  );
}
