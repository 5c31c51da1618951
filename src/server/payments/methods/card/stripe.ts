// Stripe Checkout through the official SDK: a hosted page per attempt (cards, and Apple Pay and
// Google Pay where Stripe offers them), its state, its signed events and refunds. STRIPE_API_BASE
// points the SDK at another host (a local stand-in in tests); no card data ever reaches the shop.
import type Stripe from 'stripe';
import type { Locale } from '../../../../lib/locale.ts';
import { EventSignatureError, type OnlinePaymentProvider, type PaymentEvent, type PaymentOrder, type PaymentState } from '../../provider.ts';
import type { StripeConfig } from './config.ts';

/** Stripe Checkout speaks English, French and German; it has no Arabic, so it picks from the browser. */
const CHECKOUT_LOCALES: Partial<Record<Locale, 'en' | 'fr' | 'de'>> = { en: 'en', fr: 'fr', de: 'de' };

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const ENDED_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/** The session's state as the shop reads it. A completed session still waiting for a bank transfer is open. */
function sessionState(session: Stripe.Checkout.Session, failed = false): PaymentState {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const intent = session.payment_intent;
  const orderId = Number(session.metadata?.order_id);
  return {
    sessionId: session.id,
    status: paid ? 'paid' : session.status === 'expired' || failed ? 'expired' : 'open',
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toLowerCase(),
  };
}

/** The Checkout Session's parameters for an order: every amount in fils, adding up to its total. */
export function sessionParams(order: PaymentOrder): Stripe.Checkout.SessionCreateParams {
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = order.lines.map((line) => ({
    price_data: { currency: 'aed', unit_amount: line.unitAmount, product_data: { name: line.name } },
    quantity: line.quantity,
  }));
  if (order.deliveryCharge > 0) {
    lineItems.push({ price_data: { currency: 'aed', unit_amount: order.deliveryCharge, product_data: { name: 'Delivery' } }, quantity: 1 });
  }
  const sum = order.lines.reduce((total, line) => total + line.unitAmount * line.quantity, 0) + order.deliveryCharge;
  // The lines carry the discounted prices, so they meet the total; should they not, nobody pays a wrong amount.
  if (sum !== order.totalAmount) throw new Error(`stripe: the lines of ${order.orderNumber} add up to ${sum}, not its total ${order.totalAmount}`);
  const metadata = { order_id: String(order.id), order_number: order.orderNumber };
  return {
    mode: 'payment',
    currency: 'aed',
    line_items: lineItems,
    client_reference_id: order.orderNumber,
    metadata,
    payment_intent_data: { metadata },
    ...(order.email ? { customer_email: order.email } : {}),
    expires_at: Math.floor(order.expiresAt.getTime() / 1000),
    locale: CHECKOUT_LOCALES[order.locale] ?? 'auto',
    // {CHECKOUT_SESSION_ID} is filled in by Stripe.
    success_url: `${order.successUrl}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: order.cancelUrl,
  };
}

export function stripeProvider(config: StripeConfig): OnlinePaymentProvider {
  // The SDK is loaded on first use, so that a process (the operator's command) that never pays
  // online starts without it.
  let loading: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const client = () =>
    (loading ??= import('stripe').then(({ default: sdk }) => ({
      sdk,
      stripe: new sdk(config.secretKey, {
        ...config.api,
        // A checkout waits for this answer: fail in seconds, and let the shopper's retry try again.
        timeout: 15_000,
        maxNetworkRetries: 1,
        telemetry: false,
      }),
    })));

  return {
    name: 'stripe',

    async createPayment(order) {
      const { stripe } = await client();
      const session = await stripe.checkout.sessions.create(sessionParams(order), {
        idempotencyKey: `order-${order.id}-attempt-${order.attempt}`,
      });
      if (!session.url) throw new Error(`stripe: session ${session.id} has no url`);
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async readPayment(sessionId) {
      const { stripe } = await client();
      return sessionState(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expirePayment(sessionId) {
      const { sdk, stripe } = await client();
      try {
        return sessionState(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Only an open session can be expired: one already paid or expired answers 400.
        if (error instanceof sdk.errors.StripeInvalidRequestError) return this.readPayment(sessionId);
        throw error;
      }
    },

    async verifyEvent(request): Promise<PaymentEvent> {
      const signature = request.header('stripe-signature');
      if (!config.webhookSecret || !signature) throw new EventSignatureError('no signature, or no STRIPE_WEBHOOK_SECRET to check it with');
      const { stripe } = await client();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch (error) {
        throw new EventSignatureError((error as Error).message);
      }
      const object = event.data?.object as { object?: string } | undefined;
      const session = object?.object === 'checkout.session' ? (object as Stripe.Checkout.Session) : null;
      const outcome = !session ? 'ignored' : PAID_EVENTS.has(event.type) ? 'paid' : ENDED_EVENTS.has(event.type) ? 'ended' : 'ignored';
      return {
        id: event.id,
        type: event.type,
        outcome,
        session: session && sessionState(session, event.type === 'checkout.session.async_payment_failed'),
      };
    },

    async refund(paymentIntent, idempotencyKey, amount) {
      const { stripe } = await client();
      await stripe.refunds.create({ payment_intent: paymentIntent, ...(amount === undefined ? {} : { amount }) }, { idempotencyKey });
    },
  };
}
