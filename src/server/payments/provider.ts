// The payment-provider layer: what checkout, the webhook, the sweep and the operator's refund ask
// of a way to pay. Cash on delivery places the order at once; an online provider (Stripe Checkout
// today; Tap, Checkout.com or Razorpay would be one more module) opens a hosted payment page, is
// asked for its state, sends signed events and refunds. Amounts are integer fils.
import type { Locale } from '../../lib/locale.ts';

/** A line of the hosted page: what the shopper pays for, at the unit price in fils. */
export interface PaymentLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** What a hosted payment page is opened for: the order as the server wrote it. */
export interface PaymentOrder {
  id: number;
  orderNumber: string;
  /** The order's attempts at paying, from 1: one provider request (and idempotency key) per attempt. */
  attempt: number;
  lines: PaymentLine[];
  deliveryCharge: number;
  /** The order's total; the lines and delivery add up to it exactly. */
  totalAmount: number;
  email: string | null;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

interface OpenedPayment {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A session as the provider reports it: open (not yet paid), paid, or expired (ended unpaid). */
export interface PaymentState {
  sessionId: string;
  status: 'open' | 'paid' | 'expired';
  /** The payment to refund, once there is one. */
  paymentIntent: string | null;
  /** The order the session was opened for, as the provider echoes it back (null when it does not). */
  orderId: number | null;
  /** What the session charges, in fils, and its currency (ISO 4217, lower case), as the provider reports them. */
  amount: number;
  currency: string;
}

/** A verified provider event, reduced to what the shop does with it. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** paid: the session completed (paid, unless its payment is still on its way); ended: it will never pay; ignored: nothing to do. */
  outcome: 'paid' | 'ended' | 'ignored';
  session: PaymentState | null;
}

/** Thrown by verifyEvent when the body is not signed by the provider. */
export class EventSignatureError extends Error {}

export interface OnlinePaymentProvider {
  /** The provider's name in the webhook's path and in payment_sessions.provider. */
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<OpenedPayment>;
  readPayment(sessionId: string): Promise<PaymentState>;
  /** Ends an open session so it can no longer be paid; answers its state (paid if it was too late). */
  expirePayment(sessionId: string): Promise<PaymentState>;
  /** The event in a webhook's raw body, once its signature holds; throws EventSignatureError otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined): PaymentEvent;
  /** Refunds a payment, in full unless an amount is given; the key makes a retried refund one refund. */
  refund(paymentIntent: string, idempotencyKey: string, amount?: number): Promise<void>;
}
