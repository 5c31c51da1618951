// The ways to pay the server offers this shopper for the amount checkout shows, asked again when
// the amount changes (a line removed, the delivery now free): cash on delivery has a maximum and a
// fee, an instalment provider its limits and its own yes or no. null until the server first
// answers; the last answer stays shown while the next is asked (checkout's server refuses what the
// order's own amount does not allow).
import { useEffect, useState } from 'react';
import { paymentOptions } from '../../lib/api/checkout.ts';
import type { PaymentOption } from '../../lib/api/types.ts';

export function usePaymentOptions(amount: number | null): PaymentOption[] | null {
  const [options, setOptions] = useState<PaymentOption[] | null>(null);
  useEffect(() => {
    if (amount === null) return;
    let live = true;
    // Not reachable: cash on delivery stays the one way shown, and checkout says so if it fails.
    void paymentOptions(amount).then((result) => live && result.ok && setOptions(result.data));
    return () => {
      live = false;
    };
  }, [amount]);
  return options;
}
