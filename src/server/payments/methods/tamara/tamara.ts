// Tamara (pay in 4, no interest) through its REST API: its payment types say whether an amount is
// within its limits; a checkout session per attempt, whose hosted page the shopper pays on; its
// "order approved" notification, checked with the notification token (an HS256 JWT, as Tamara
// signs it, in the Authorization header or the tamaraToken query); then the shop reads the order
// back, authorises it and captures it in full before placing the order, and refunds all or part
// of it. An order approved after the shop stopped waiting for it is cancelled, not captured.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EventSignatureError, PaymentRefused, type OnlinePaymentProvider, type PaymentEvent, type PaymentState, type QuoteAnswer } from '../../provider.ts';
import { fromAedText } from '../rest-api.ts';
import { tamaraClient, type TamaraMoney, type TamaraOrder } from './client.ts';
import type { TamaraConfig } from './config.ts';

export const TAMARA_INSTALMENTS = 4;
/** The shop sells in AED: Tamara's country for it. */
const COUNTRY = 'AE';
const PAID = new Set(['approved', 'authorised', 'partially_captured', 'fully_captured', 'partially_refunded', 'fully_refunded']);
const ENDED = new Set(['declined', 'expired', 'canceled']);

const aed = (fils: number): TamaraMoney => ({ amount: fils / 100, currency: 'AED' });

function orderState(order: TamaraOrder): PaymentState {
  const status = order.status.toLowerCase();
  return {
    sessionId: order.order_id,
    status: PAID.has(status) ? 'paid' : ENDED.has(status) ? 'expired' : 'open',
    paymentIntent: PAID.has(status) ? order.order_id : null,
    orderId: null,
    amount: fromAedText(order.total_amount.amount),
    currency: order.total_amount.currency.toLowerCase(),
  };
}

/** The notification token's check of a JWT: HS256, signed with it, not expired. */
function verifyJwt(token: string, secret: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string }).alg;
    if (alg !== 'HS256') return false;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
    return claims.exp === undefined || claims.exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

export function tamaraProvider(config: TamaraConfig): OnlinePaymentProvider {
  const tamara = tamaraClient(config);
  const read = async (id: string) => orderState(await tamara.getOrder(id));

  return {
    name: 'tamara',

    async quote({ amount, shopper }): Promise<QuoteAnswer> {
      const types = await tamara.paymentTypes(COUNTRY, 'AED', amount / 100, shopper?.phone ?? undefined);
      const plan = types.find((t) => t.name === 'PAY_BY_INSTALMENTS');
      const four = plan?.supported_instalments?.find((i) => i.instalments === TAMARA_INSTALMENTS) ?? plan;
      if (!four) return { available: false, reason: 'unavailable' };
      const min = fromAedText(four.min_limit.amount);
      const max = fromAedText(four.max_limit.amount);
      if (amount < min) return { available: false, reason: 'below_min', min, max };
      if (amount > max) return { available: false, reason: 'above_max', min, max };
      return { available: true, instalments: { count: TAMARA_INSTALMENTS, amount: Math.ceil(amount / TAMARA_INSTALMENTS) } };
    },

    async createPayment(order) {
      // Within its limits first: outside them Tamara refuses the session, and the shopper chooses again.
      const limits = await this.quote!({ amount: order.totalAmount, locale: order.locale, shopper: { id: 0, email: order.email, phone: order.buyer?.phone ?? null, name: null, since: new Date() } });
      if (!limits.available && limits.reason !== 'unavailable') throw new PaymentRefused(limits.reason, `tamara: ${order.orderNumber} is ${limits.reason}`);
      const buyer = order.buyer;
      const [first, ...rest] = (buyer?.name ?? '').trim().split(/\s+/);
      const person = { first_name: first ?? '', last_name: rest.join(' ') || first || '', phone_number: buyer?.phone ?? '' };
      const checkout = await tamara.createCheckout({
        order_reference_id: `${order.orderNumber}-${order.attempt}`,
        order_number: order.orderNumber,
        total_amount: aed(order.totalAmount),
        shipping_amount: aed(order.deliveryCharge),
        tax_amount: aed(order.taxAmount),
        description: `Order ${order.orderNumber}`,
        country_code: COUNTRY,
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: TAMARA_INSTALMENTS,
        locale: order.locale === 'ar' ? 'ar_SA' : 'en_US',
        items: order.lines.map((line, n) => ({
          reference_id: `${order.orderNumber}-${n + 1}`,
          type: 'Physical',
          name: line.name,
          sku: `${order.orderNumber}-${n + 1}`,
          quantity: line.quantity,
          unit_price: aed(line.unitAmount),
          total_amount: aed(line.unitAmount * line.quantity),
        })),
        consumer: { ...person, email: buyer?.email ?? order.email ?? '' },
        shipping_address: { ...person, line1: buyer?.address.street ?? '', city: buyer?.address.city ?? '', country_code: buyer?.address.country || COUNTRY },
        merchant_url: { success: order.successUrl, failure: order.cancelUrl, cancel: order.cancelUrl, notification: order.notifyUrl },
        expires_in_minutes: Math.max(1, Math.round((order.expiresAt.getTime() - Date.now()) / 60_000)),
      });
      return { sessionId: checkout.order_id, url: checkout.checkout_url, expiresAt: order.expiresAt };
    },

    readPayment: read,

    async expirePayment(id) {
      // A checkout the shopper has not finished cannot be ended from the shop: it stops waiting for
      // it, and an approval that comes later is cancelled (refund below).
      const state = await read(id);
      return state.status === 'open' ? { ...state, status: 'expired' } : state;
    },

    async verifyEvent(request): Promise<PaymentEvent> {
      const bearer = /^Bearer (.+)$/.exec(request.header('authorization') ?? '')?.[1];
      const token = bearer ?? request.query('tamaraToken');
      if (!token || !verifyJwt(token, config.notificationToken)) throw new EventSignatureError('no tamaraToken, or not signed with TAMARA_NOTIFICATION_TOKEN');
      let body: { order_id?: unknown; event_type?: unknown };
      try {
        body = JSON.parse(request.body) as typeof body;
      } catch {
        throw new EventSignatureError('tamara: the notification is not JSON');
      }
      if (typeof body.order_id !== 'string' || typeof body.event_type !== 'string') throw new EventSignatureError('tamara: no order_id or event_type');
      const type = body.event_type;
      const outcome = type === 'order_approved' ? 'paid' : type === 'order_declined' || type === 'order_expired' ? 'ended' : 'ignored';
      return {
        id: `tamara:${body.order_id}:${type}`,
        type,
        outcome,
        session: { sessionId: body.order_id, status: outcome === 'paid' ? 'paid' : 'expired', paymentIntent: body.order_id, orderId: null },
      };
    },

    async capture(id, amount) {
      const order = await tamara.getOrder(id);
      const status = order.status.toLowerCase();
      if (status === 'fully_captured') return;
      // Tamara takes an approved order only once the merchant has authorised it.
      if (status === 'approved') await tamara.authorise(id);
      await tamara.capture({ order_id: id, total_amount: aed(amount), shipping_info: { shipped_at: new Date().toISOString(), shipping_company: 'Shop courier' } });
    },

    async refund(id, key, amount) {
      const order = await tamara.getOrder(id);
      const status = order.status.toLowerCase();
      if (status === 'approved' || status === 'authorised') {
        // Nothing was taken: the order is cancelled and the shopper owes nothing.
        if (status === 'approved') await tamara.authorise(id);
        await tamara.cancel(id, order.total_amount);
        return;
      }
      // Tamara's refund takes no idempotency key: a retry whose first try went through (its answer
      // lost) finds the key among the order's refunds and refunds nothing twice.
      if ((order.transactions?.refunds ?? []).some((r) => r.merchant_refund_id === key)) return;
      await tamara.refund(id, aed(amount ?? fromAedText(order.total_amount.amount)), key);
    },
  };
}
