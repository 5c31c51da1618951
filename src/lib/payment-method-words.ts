// Each way to pay in the page's language, keyed by its id (src/lib/api/payment-methods.ts): its
// short name on the order pages (`paymentMethod.<id>`), its label and sentence on checkout
// (`checkout.method.<id>`, `checkout.method.<id>.text`), and what paying that way is, as a verb
// phrase for /payment-failed's sentences (`payment.payWith.<id>`: "pay with Tabby"). A page builds
// them at build time from its dictionary and hands the islands only these words.
import { PAYMENT_METHODS, type PaymentMethod } from './api/payment-methods.ts';

export interface MethodWords {
  /** 'Card', 'Tabby': on the order pages and in the notices. */
  name: string;
  /** 'Card (Visa, Mastercard, Apple Pay, Google Pay)': checkout's choice. */
  label: string;
  /** What choosing it means, under the label. */
  text: string;
}

export type PaymentMethodWords = Record<PaymentMethod, MethodWords>;

/**
 * The short names alone, under `method.<id>`: the key the order pages' word maps use; `method.other`
 * names a method an order recorded that the shop no longer has (never its id).
 */
export function paymentMethodNames(t: (key: string) => string): Record<string, string> {
  return Object.fromEntries([...PAYMENT_METHODS.map((id) => [`method.${id}`, t(`paymentMethod.${id}`)]), ['method.other', t('paymentMethod.other')]]);
}

/** "pay by card", "pay with Tabby": each method's verb phrase, by id. */
export function payWithWords(t: (key: string) => string): Record<PaymentMethod, string> {
  return Object.fromEntries(PAYMENT_METHODS.map((id) => [id, t(`payment.payWith.${id}`)])) as Record<PaymentMethod, string>;
}

export function paymentMethodWords(t: (key: string) => string): PaymentMethodWords {
  return Object.fromEntries(
    PAYMENT_METHODS.map((id) => [id, { name: t(`paymentMethod.${id}`), label: t(`checkout.method.${id}`), text: t(`checkout.method.${id}.text`) }]),
  ) as PaymentMethodWords;
}
