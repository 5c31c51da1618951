// "Or 4 payments of AED 37.00 with Tabby or Tamara at checkout": under the cart's total, once the
// server has said which instalment providers it offers (GET /payments/methods, asked once per page
// after the cart has drawn). Nothing from the providers themselves is loaded: their limits and their
// yes or no come at checkout, where the choice says why one is unavailable.
import { useEffect, useState } from 'react';
import { call } from '../../lib/api/client.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { ApiReply, PaymentMethods } from '../../lib/api/types.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import { fill } from '../../lib/text.ts';

/** The ways to pay in four, with their names, as the page's words give them. */
const PAY_IN_FOUR: readonly PaymentMethod[] = ['tabby', 'tamara'];
export const INSTALMENT_COUNT = 4;

let offered: Promise<PaymentMethod[]> | undefined;
const offeredMethods = () =>
  (offered ??= call<ApiReply<PaymentMethods>>('/payments/methods').then((result) => (result.ok ? (result.data.data?.methods ?? []) : [])));

interface Props {
  locale: Locale;
  /** The order's total, fils. */
  total: number;
  /** With {{count}}, {{amount}} and {{providers}}. */
  template: string;
  /** With {{first}} and {{second}}: both providers named (no Intl list formatting in the browser: it loads ICU's data). */
  either: string;
  /** Each method's name by id (`paymentMethod.<id>`). */
  names: Partial<Record<PaymentMethod, string>>;
}

export function InstalmentLine({ locale, total, template, either, names }: Props) {
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    let live = true;
    void offeredMethods().then((list) => live && setMethods(list.filter((m) => PAY_IN_FOUR.includes(m))));
    return () => {
      live = false;
    };
  }, []);
  if (methods.length === 0 || total <= 0) return null;
  const [first, second] = methods.map((m) => names[m] ?? m);
  const providers = second ? fill(either, { first: first!, second }) : first!;
  const amount = formatPrice(toMajor(Math.ceil(total / INSTALMENT_COUNT)), DEFAULT_CURRENCY, locale);
  return <p className="instalment-line">{fill(template, { count: INSTALMENT_COUNT, amount, providers })}</p>;
}
