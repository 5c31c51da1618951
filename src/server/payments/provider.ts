// The payment-provider layer: what checkout, the webhook, the sweep and the operator's refund ask
// of a way to pay. Each way to pay is a module (methods/<id>/) registered in methods/index.ts: its
// id, the configuration it reads, and for a method paid online its provider. Cash on delivery
// places the order at once; an online provider opens a hosted payment page, is asked for its
// state, sends signed events, captures and refunds. Amounts are integer fils.
import type { Locale } from '../../lib/locale.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';

export type Env = Record<string, string | undefined>;

/** A way to pay the order at the door: no provider, nothing to configure beyond the shop's settings. */
export interface OnDeliveryMethod {
  readonly id: PaymentMethod;
  readonly kind: 'on_delivery';
  readonly env: readonly [];
  configure(env: Env): true;
}

/** A way to pay online before the order is placed, offered only when its configuration is set. */
export interface OnlineMethod<C = unknown> {
  readonly id: PaymentMethod;
  readonly kind: 'online';
  /** The environment variables it reads (the first ones required), for the docs and the operator's messages. */
  readonly env: readonly string[];
  /** Its configuration, or undefined when it is not configured (the method is not offered); throws when it is set wrongly. */
  configure(env: Env): C | undefined;
  provider(config: C): OnlinePaymentProvider;
}

export type PaymentMethodModule = OnDeliveryMethod | OnlineMethod<any>;

/** A line of the hosted page: what the shopper pays for, at the unit price in fils. */
export interface PaymentLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** Who pays, and where the order goes: an instalment provider scores the shopper on them. */
export interface Buyer {
  name: string;
  email: string | null;
  /** As typed at checkout, in international form (+9715…). */
  phone: string;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
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
  /** The shopper and the delivery address (null for an order written without one). */
  buyer: Buyer | null;
  /** The VAT the total includes, in fils. */
  taxAmount: number;
  locale: Locale;
  /** /payment-success?order=…: the provider adds how its hosted page names its session (order-query.ts reads it). */
  successUrl: string;
  cancelUrl: string;
  /** The shop's webhook for this provider, for one that takes it with each session (Tamara). */
  notifyUrl: string;
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
  /** The session as the event's body tells it; amount and currency only when the body carries them. */
  session: (Omit<PaymentState, 'amount' | 'currency'> & { amount?: number; currency?: string }) | null;
}

/** An amount a shopper may pay with a provider, before any order is written (checkout's choice). */
export interface Quote {
  amount: number;
  locale: Locale;
  /**
   * The signed-in shopper, for a provider that pre-scores them; absent before anyone has signed in
   * (the product page): the provider answers from its limits alone.
   */
  shopper?: { id: number; email: string | null; phone: string | null; name: string | null; since: Date };
}

/** Whether the provider takes this amount from this shopper, and how it splits it, or why not. */
export type QuoteAnswer =
  | { available: true; instalments?: { count: number; amount: number } }
  | {
      available: false;
      reason: 'below_min' | 'above_max' | 'rejected' | 'unavailable';
      /** The provider's own words for a refusal, in the shopper's language. */
      message?: string;
      min?: number;
      max?: number;
    };

/** Thrown by createPayment when the provider will not take this order (its pre-scoring, its limits). */
export class PaymentRefused extends Error {
  readonly reason: 'below_min' | 'above_max' | 'rejected';
  constructor(reason: 'below_min' | 'above_max' | 'rejected', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Thrown by verifyEvent when the body is not signed by the provider. */
export class EventSignatureError extends Error {}

/** A webhook call as the provider made it: the raw body it signed, and its headers and query. */
export interface WebhookRequest {
  body: string;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}

export interface OnlinePaymentProvider {
  /** The provider's name in the webhook's path and in payment_sessions.provider. */
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<OpenedPayment>;
  readPayment(sessionId: string): Promise<PaymentState>;
  /** Whether it takes this amount from this shopper (limits, pre-scoring); absent: always, in one payment. */
  quote?(quote: Quote): Promise<QuoteAnswer>;
  /** Ends an open session so it can no longer be paid; answers its state (paid if it was too late). */
  expirePayment(sessionId: string): Promise<PaymentState>;
  /** The event a webhook call carries, once its signature holds; throws EventSignatureError otherwise. */
  verifyEvent(request: WebhookRequest): Promise<PaymentEvent>;
  /**
   * Takes an authorised payment (`amount` fils of it). Absent for a provider whose hosted page
   * takes the money itself (Stripe Checkout); the shop captures as soon as the payment is
   * authorised, so the order is placed with its money taken.
   */
  capture?(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /**
   * Tells the provider where to send its webhook (`url`, the shop's /api/payments/{name}/webhook)
   * with what it is checked by; absent for a provider whose webhook is set in its dashboard.
   */
  registerWebhook?(url: string): Promise<void>;
  /** Refunds a payment, in full unless an amount is given; the key makes a retried refund one refund. */
  refund(paymentIntent: string, idempotencyKey: string, amount?: number): Promise<void>;
}
