// /payment-success?order=NUMBER&id=ITEM: the order just placed, read from the API for the signed-in
// shopper (GET /orders/{order_number}), so a reload shows it again; a guest is asked to sign in and
// then sees it without a reload. Back from the card payment page (?session_id=…&order=…), the
// payment is confirmed first (PaymentConfirming: the webhook may come after the shopper), then the
// same order. Without a well-formed order number in the query the page keeps its static thanks.
// The view itself is OrderConfirmation, which takes the order as props.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { PlacedOrder } from '../../lib/api/types.ts';
import { fetchOrder } from '../../lib/api/orders.ts';
import type { ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import type { Locale } from '../../lib/locale.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { readPaymentQuery } from '../payment/order-query.ts';
import { PaymentConfirming } from '../payment/PaymentConfirming.tsx';
import type { PaymentStrings } from '../payment/payment-strings.ts';
import { OrdersSignIn } from './OrdersSignIn.tsx';
import { OrderConfirmation, type ConfirmationLinks } from './OrderConfirmation.tsx';
import type { ConfirmationStrings } from './confirmation-strings.ts';
import { Spinner } from './Spinner.tsx';
import { useSessionView } from './use-session-view.ts';
import type { Words } from './words.ts';

interface Props extends ConfirmationLinks {
  locale: Locale;
  strings: ConfirmationStrings;
  paymentStrings: PaymentStrings;
  words: Words;
  calendar: ArrivalCalendar;
}

type Query = ReturnType<typeof readPaymentQuery>;

export default function PaymentSuccess({ paymentStrings, ...props }: Props) {
  const { view, token } = useSessionView();
  // Read after hydration: the page is built without a query.
  const [query, setQuery] = useState<Query | null>(null);
  useEffect(() => setQuery(readPaymentQuery(window.location.search)), []);

  // The order, or the payment being confirmed, replaces the static thanks (written for cash on
  // delivery) and its buttons in the same frame.
  const replacesShell = view === 'user' && Boolean(query);
  useLayoutEffect(() => setShellStateHidden(replacesShell), [replacesShell]);

  if (view === 'pending' || query === null) return null;
  if (view === 'guest') return <OrdersSignIn intro={props.strings.signIn} />;
  if (!query) return null;
  const order = <PlacedOrderView key={token} orderNumber={query.orderNumber} {...props} />;
  if (!query.sessionId) return order;
  return (
    <PaymentConfirming orderNumber={query.orderNumber} sessionId={query.sessionId} strings={paymentStrings}>
      {() => (
        <>
          <p className="payment-outcome__text" role="status">
            {paymentStrings.paidConfirmed}
          </p>
          {order}
        </>
      )}
    </PaymentConfirming>
  );
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'not-found' } | { status: 'ready'; order: PlacedOrder };

function PlacedOrderView({ orderNumber, locale, strings, words, calendar, ...links }: Omit<Props, 'paymentStrings'> & { orderNumber: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void fetchOrder(orderNumber).then((result) => {
      if (!current) return;
      if (!result.ok) setLoad({ status: result.error.status === 404 ? 'not-found' : 'failed' });
      else setLoad(result.data.data ? { status: 'ready', order: result.data.data } : { status: 'not-found' });
    });
    return () => {
      current = false;
    };
  }, [orderNumber]);

  if (load.status === 'loading') return <Spinner label={strings.loading} visibleLabel />;
  if (load.status === 'ready') return <OrderConfirmation locale={locale} order={load.order} strings={strings} words={words} calendar={calendar} {...links} />;
  return (
    <p className="confirmation__problem" role="alert">
      {load.status === 'failed' ? strings.failed : strings.notFound}
    </p>
  );
}
