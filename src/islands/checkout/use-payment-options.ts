// The ways to pay the server offers this shopper for the amount checkout shows, asked again when
// the amount changes (a line removed, the delivery now free): cash on delivery has a maximum and a
// fee, an instalment provider its limits and its own yes or no. null until the server first
// answers; the last answer stays shown while the next is asked (checkout's server refuses what the
// order's own amount does not allow). The address's phone, once it looks whole, goes with the
// question: an instalment provider pre-scores the shopper on it.
import { useEffect, useRef, useState } from 'react';
import { paymentOptions } from '../../lib/api/checkout.ts';
import type { PaymentOption } from '../../lib/api/types.ts';

export function usePaymentOptions(amount: number | null, phone: string | undefined): PaymentOption[] | null {
  const [options, setOptions] = useState<PaymentOption[] | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (amount === null) return;
    let live = true;
    // The first question at once; later ones (a phone being typed) once the shopper pauses.
    const timer = setTimeout(
      () => {
        asked.current = true;
        // Not reachable: cash on delivery stays the one way shown, and checkout says so if it fails.
        void paymentOptions(amount, phone).then((result) => live && result.ok && setOptions(result.data));
      },
      asked.current ? 500 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [amount, phone]);
  return options;
}
