// /api/payments: what the payment pages ask (the ways to pay, an order's payment, "try again",
// "pay cash on delivery instead") and the providers' webhooks. A webhook reads its body raw, as
// the provider signed it, and answers 400 changing nothing when the signature fails.
import { Hono, type Context } from 'hono';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { hit } from '../auth/rate-limit.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound, serviceUnavailable, tooManyRequests } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { readBody, readQuery } from '../http/validate.ts';
import { EventSignatureError } from '../payments/provider.ts';
import type { PaymentOrderRow } from '../payments/order-payments.ts';
import type { PaymentProviders } from '../payments/registry.ts';
import type { Payments, ReturnTo } from '../payments/service.ts';
import { orderReply } from '../shop/checkout.ts';
import { instalmentsQuery, paymentOptionsQuery, paymentOrderBody, paymentStatusQuery } from '../../lib/api/shop-inputs.ts';
import { toMinor } from '../../lib/money.ts';
import { itemsOfOrder } from '../shop/order-items.ts';
import type { ApiReply, InstalmentOffers, OrderPayment, PaymentMethods, PaymentOptions, PaymentPage, PlacedOrder } from '../../lib/api/types.ts';

/**
 * The shop origin a hosted payment page returns to: the page's own origin when it is one of the
 * shop's configured origins (PUBLIC_SITE_URL, CORS_ORIGINS), otherwise the first of them. Never
 * taken from the request's Host or target, which a client chooses.
 */
export function returnTo(c: Context, shopOrigins: string[]): ReturnTo {
  const origin = c.req.header('origin');
  return { origin: origin && shopOrigins.includes(origin) ? origin : shopOrigins[0]!, locale: requestLocale(c) };
}

/**
 * "Try again" opens a new hosted payment page each time (a Checkout Session at the provider): a
 * shopper gets a generous number of them, a script pressing it in a loop does not.
 */
export const PAYMENT_PAGE_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

/** An order's payment as the shopper's pages read it. */
function paymentReply(order: PaymentOrderRow): OrderPayment {
  return {
    order_number: order.order_number,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    /** awaiting_payment: unpaid card order, still held; placed; cancelled. */
    state: order.awaiting ? 'awaiting_payment' : order.cancelled ? 'cancelled' : 'placed',
    first_item_id: order.first_item_id,
  };
}

export function paymentRoutes({ db, payments, providers, shopOrigins }: { db: Db; payments: Payments; providers: PaymentProviders; shopOrigins: string[] }) {
  const app = new Hono<AppEnv>();

  app.get('/methods', (c) => c.json({ success: true, data: { methods: payments.methods() } } satisfies ApiReply<PaymentMethods>));

  // For anyone: the product page's "4 payments of …" line, asked after paint. A minute in any cache,
  // as the server keeps the providers' answers.
  app.get('/instalments', async (c) => {
    const { amount } = readQuery(c, instalmentsQuery);
    const instalments = await payments.instalments(toMinor(amount), requestLocale(c));
    c.header('cache-control', 'public, max-age=60');
    return c.json({ success: true, data: { instalments } } satisfies ApiReply<InstalmentOffers>);
  });

  app.get('/options', requireUser, async (c) => {
    const { amount, phone } = readQuery(c, paymentOptionsQuery);
    const options = await payments.options(c.get('user').id, toMinor(amount), requestLocale(c), phone);
    return c.json({ success: true, data: { options } } satisfies ApiReply<PaymentOptions>);
  });

  app.get('/status', requireUser, async (c) => {
    const { order, session_id } = readQuery(c, paymentStatusQuery);
    return c.json({ success: true, data: paymentReply(await payments.status(c.get('user').id, order, session_id)) } satisfies ApiReply<OrderPayment>);
  });

  app.post('/retry', requireUser, async (c) => {
    const { order } = await readBody(c, paymentOrderBody);
    const allowance = await hit(db, `payment-page:${c.get('user').id}`, PAYMENT_PAGE_LIMIT);
    if (!allowance.allowed) {
      const seconds = Math.ceil(allowance.retryAfterMs / 1000);
      throw tooManyRequests('too_many_attempts', 'You have asked for several payment pages already. Please try again in a few minutes.', seconds, {
        code: 'too_many_attempts',
        retry_in: seconds,
      });
    }
    const url = await payments.retry(c.get('user').id, order, returnTo(c, shopOrigins));
    return c.json({ success: true, message: 'A new payment page is ready.', data: { payment_url: url } } satisfies ApiReply<PaymentPage>);
  });

  app.post('/cash', requireUser, async (c) => {
    const { order } = await readBody(c, paymentOrderBody);
    const switched = await payments.payInCash(c.get('user').id, order);
    const items = await itemsOfOrder(db, switched.id);
    return c.json({
      success: true,
      message: `Thank you! Your order ${switched.order_number} has been placed. You will pay on delivery.`,
      data: orderReply(switched.id, switched.order_number, items, switched.payment_method),
    } satisfies ApiReply<PlacedOrder>);
  });

  app.post('/:provider/webhook', async (c) => {
    const provider = providers.byName(c.req.param('provider'));
    if (!provider) throw notFound('not_found');
    const body = await c.req.text();
    let event;
    try {
      event = await provider.verifyEvent({ body, header: (name) => c.req.header(name), query: (name) => c.req.query(name) });
    } catch (error) {
      if (error instanceof EventSignatureError) throw badRequest('invalid_signature', 'The event signature does not match.');
      throw error;
    }
    try {
      const outcome = await payments.handleEvent(event);
      return c.json({ received: true, outcome });
    } catch (error) {
      // The provider sends the event again later; nothing is recorded as handled.
      console.error(`[payments] event ${event.type} not handled: ${(error as Error).message}`);
      throw serviceUnavailable('event_not_handled', 'The event could not be handled now; send it again later.');
    }
  });

  return app;
}
