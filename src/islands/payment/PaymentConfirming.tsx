// /payment-success?order=…&session_id=… (or payment_id=, orderId=): back from the hosted payment page, the webhook may not
// have arrived yet. "Confirming your payment…" while the server reads the order (it asks the
// provider itself when the event is late), every 2 seconds, until the order is PAID; then whatever
// the page shows for a paid order (`children`: the order's confirmation, PaymentSuccess.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { orderPayment } from '../../lib/api/payments.ts';
import type { OrderPayment } from '../../lib/api/types.ts';
import { Spinner } from '../orders/Spinner.tsx';
import { failureText } from './payment-messages.ts';
import type { PaymentStrings } from './payment-strings.ts';
import './payment.css';

const POLL_MS = 2_000;
/** After this long the page says the confirmation may take a while (and keeps asking). */
const SLOW_MS = 20_000;
/** And stops asking after this long: My Orders shows the payment when it comes. */
const GIVE_UP_MS = 5 * 60_000;

interface ConfirmingProps {
  orderNumber: string;
  sessionId?: string;
  strings: PaymentStrings;
  /** What to show once the order is paid. */
  children: (payment: OrderPayment) => ReactNode;
}

type State = { kind: 'waiting'; slow: boolean } | { kind: 'paid'; payment: OrderPayment } | { kind: 'failed'; text: string };

export function PaymentConfirming({ orderNumber, sessionId, strings, children }: ConfirmingProps) {
  const [state, setState] = useState<State>({ kind: 'waiting', slow: false });

  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    async function ask() {
      const result = await orderPayment(orderNumber, sessionId);
      const payment = result.ok ? result.data : undefined;
      if (!live) return;
      if (payment?.payment_status === 'PAID') return setState({ kind: 'paid', payment });
      if (payment?.state === 'cancelled') return setState({ kind: 'failed', text: strings.orderCancelled });
      if (!result.ok) {
        // A refusal (not this shopper's order) is final; a lost connection is asked again.
        const text = failureText(result.error, strings);
        if (text !== strings.network && text !== strings.serverError) return setState({ kind: 'failed', text });
      }
      if (!live) return;
      const elapsed = Date.now() - started;
      if (elapsed > SLOW_MS) setState({ kind: 'waiting', slow: true });
      if (elapsed < GIVE_UP_MS) timer = setTimeout(ask, POLL_MS);
    }
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderNumber, sessionId]);

  if (state.kind === 'paid') return <>{children(state.payment)}</>;
  if (state.kind === 'failed') {
    return (
      <p className="payment-note" role="alert">
        {state.text}
      </p>
    );
  }
  return (
    <div>
      <Spinner label={strings.confirming} visibleLabel />
      {state.slow && <p className="payment-note">{strings.confirmingSlow}</p>}
    </div>
  );
}
