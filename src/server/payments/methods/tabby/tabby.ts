// Tabby (pay in 4, no interest) through its public REST API: a checkout session per attempt, whose
// hosted page the shopper pays on; the same request, made early, is Tabby's pre-scoring (it answers
// "rejected" with a reason for a shopper or an amount it will not take). Its webhook carries the
// payment as JSON with the header the shop registered (config.ts); the shop reads the payment back,
// captures it in full as soon as it is authorised (the order is then placed), and refunds all or
// part of it. A payment authorised for an order that no longer waits is closed, not captured.
import { timingSafeEqual } from 'node:crypto';
import { fromAedText, toAedText } from '../rest-api.ts';
import { EventSignatureError, PaymentRefused, type OnlinePaymentProvider, type PaymentEvent, type PaymentOrder, type PaymentState, type QuoteAnswer } from '../../provider.ts';
import { tabbyClient, type TabbyPayment } from './client.ts';
import { TABBY_WEBHOOK_HEADER, tabbyWebhookToken, type TabbyConfig } from './config.ts';
import { useTranslations } from '../../../../lib/translations.ts';
import type { Locale } from '../../../../lib/locale.ts';

/** Tabby splits a purchase into four payments. */
export const TABBY_INSTALMENTS = 4;

/** The payment as the shop reads it: paid once authorised (captured or not), ended when rejected, expired or closed unpaid. */
function paymentState(payment: TabbyPayment): PaymentState {
  const status = payment.status.toUpperCase();
  const captured = (payment.captures ?? []).length > 0;
  const paid = status === 'AUTHORIZED' || (status === 'CLOSED' && captured);
  const ended = status === 'REJECTED' || status === 'EXPIRED' || (status === 'CLOSED' && !captured);
  return {
    sessionId: payment.id,
    status: paid ? 'paid' : ended ? 'expired' : 'open',
    paymentIntent: paid ? payment.id : null,
    orderId: null,
    amount: fromAedText(payment.amount),
    currency: payment.currency.toLowerCase(),
  };
}

/** Tabby's rejection reasons, as the shop words them (Tabby's own recommended words, in the shopper's language). */
const REJECTIONS: Record<string, 'above_max' | 'below_min' | 'rejected'> = {
  order_amount_too_high: 'above_max',
  order_amount_too_low: 'below_min',
  not_available: 'rejected',
};

function sessionBody(config: TabbyConfig, order: Omit<PaymentOrder, 'id' | 'attempt' | 'expiresAt' | 'notifyUrl'> & { registeredSince: Date }) {
  const buyer = order.buyer;
  return {
    payment: {
      amount: toAedText(order.totalAmount),
      currency: 'AED',
      description: `Order ${order.orderNumber}`,
      buyer: { name: buyer?.name ?? '', email: buyer?.email ?? order.email ?? '', phone: buyer?.phone ?? '' },
      shipping_address: { city: buyer?.address.city ?? '', address: buyer?.address.street ?? '', zip: buyer?.address.postalCode || '00000' },
      order: {
        reference_id: order.orderNumber,
        tax_amount: toAedText(order.taxAmount),
        shipping_amount: toAedText(order.deliveryCharge),
        discount_amount: '0.00',
        items: order.lines.map((line) => ({ title: line.name, quantity: line.quantity, unit_price: toAedText(line.unitAmount), category: 'Clothing' })),
      },
      buyer_history: { registered_since: order.registeredSince.toISOString(), loyalty_level: 0 },
      order_history: [],
    },
    lang: order.locale === 'ar' ? 'ar' : 'en',
    merchant_code: config.merchantCode,
    merchant_urls: { success: order.successUrl, cancel: order.cancelUrl, failure: order.cancelUrl },
  };
}

export function tabbyProvider(config: TabbyConfig): OnlinePaymentProvider {
  const tabby = tabbyClient(config);
  const token = tabbyWebhookToken(config);
  const words = (locale: Locale) => useTranslations(locale);

  async function read(id: string): Promise<PaymentState> {
    return paymentState(await tabby.getPayment(id));
  }

  return {
    name: 'tabby',

    async quote({ amount, locale, shopper }): Promise<QuoteAnswer> {
      const instalments = { count: TABBY_INSTALMENTS, amount: Math.ceil(amount / TABBY_INSTALMENTS) };
      // Tabby's background pre-scoring is a session opened with the shopper and the amount; it needs
      // their e-mail and phone. Until checkout knows both, Tabby scores them on its own page.
      if (!shopper?.email || !shopper.phone) return { available: true, instalments };
      const session = await tabby.createSession(
        sessionBody(config, {
          orderNumber: 'prescoring',
          lines: [{ name: 'Cart', unitAmount: amount, quantity: 1 }],
          deliveryCharge: 0,
          totalAmount: amount,
          taxAmount: 0,
          email: shopper.email,
          buyer: { name: shopper.name ?? '', email: shopper.email, phone: shopper.phone, address: { street: '', city: '', state: '', postalCode: '', country: '' } },
          locale,
          successUrl: 'about:blank',
          cancelUrl: 'about:blank',
          registeredSince: new Date(shopper.since),
        }),
      );
      if (session.status !== 'rejected') return { available: true, instalments };
      const why = session.configuration?.products?.installments?.rejection_reason ?? 'not_available';
      const reason = REJECTIONS[why] ?? 'rejected';
      return { available: false, reason, message: words(locale)(`payment.tabby.rejection.${reason}`) };
    },

    async createPayment(order) {
      const session = await tabby.createSession(sessionBody(config, { ...order, registeredSince: new Date() }));
      const url = session.configuration?.available_products?.installments?.[0]?.web_url;
      const why = session.configuration?.products?.installments?.rejection_reason ?? 'not_available';
      if (session.status === 'rejected') throw new PaymentRefused(REJECTIONS[why] ?? 'rejected', `tabby: ${order.orderNumber} rejected (${why})`);
      if (!url) throw new Error(`tabby: session for ${order.orderNumber} has no hosted page`);
      return { sessionId: session.payment.id, url, expiresAt: order.expiresAt };
    },

    readPayment: read,

    async expirePayment(id) {
      // Tabby has no way to end a payment the shopper has not finished: the shop stops waiting for
      // it, and should it be authorised later it is closed (refund below).
      const state = await read(id);
      return state.status === 'open' ? { ...state, status: 'expired' } : state;
    },

    async verifyEvent(request): Promise<PaymentEvent> {
      const given = Buffer.from(request.header(TABBY_WEBHOOK_HEADER) ?? '');
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new EventSignatureError(`no or wrong ${TABBY_WEBHOOK_HEADER} header`);
      let payment: TabbyPayment;
      try {
        payment = JSON.parse(request.body) as TabbyPayment;
        if (typeof payment.id !== 'string' || typeof payment.status !== 'string' || typeof payment.amount !== 'string' || typeof payment.currency !== 'string') throw new Error('not a payment');
      } catch (error) {
        throw new EventSignatureError(`tabby: not a payment: ${(error as Error).message}`);
      }
      const status = payment.status.toLowerCase();
      const captured = (payment.captures ?? []).length > 0;
      // One event per state of the payment: a delivery repeated changes nothing twice.
      const id = `tabby:${payment.id}:${status}:${payment.captures?.length ?? 0}:${payment.refunds?.length ?? 0}`;
      const outcome = status === 'authorized' && !captured ? 'paid' : status === 'rejected' || status === 'expired' || (status === 'closed' && !captured) ? 'ended' : 'ignored';
      return { id, type: `payment.${status}`, outcome, session: paymentState(payment) };
    },

    async registerWebhook(url) {
      await tabby.registerWebhook(url, { title: TABBY_WEBHOOK_HEADER, value: token });
    },

    async capture(id, amount, key) {
      const payment = await tabby.getPayment(id);
      if ((payment.captures ?? []).some((c) => c.reference_id === key)) return;
      await tabby.capture(id, toAedText(amount), key);
    },

    async refund(id, key, amount) {
      const payment = await tabby.getPayment(id);
      if ((payment.captures ?? []).length === 0) {
        // Authorised only: nothing was taken, so the payment is closed and the shopper owes nothing.
        if (payment.status.toUpperCase() === 'AUTHORIZED') await tabby.close(id);
        return;
      }
      if ((payment.refunds ?? []).some((r) => r.reference_id === key)) return;
      await tabby.refund(id, toAedText(amount ?? fromAedText(payment.amount)), key);
    },
  };
}
