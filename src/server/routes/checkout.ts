// /api/checkout: turns the signed-in shopper's cart into a cash-on-delivery order.
import { Hono } from 'hono';
import type { SiteSettings } from '../../lib/settings.ts';
import type { Db } from '../db/client.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { HttpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { readBody } from '../http/validate.ts';
import type { Notifier } from '../notify/index.ts';
import { placeOrder } from '../shop/checkout.ts';
import { checkoutBody, idempotencyKey } from '../shop/inputs.ts';
import { orderPlacedNotice, variantCodesOf } from '../shop/order-notice.ts';
import { itemsOfOrder } from '../shop/order-items.ts';
import { pricingRulesFrom } from '../../lib/pricing.ts';

export type CheckoutDeps = { db: Db; notifier: Notifier; loadSettings: () => Promise<SiteSettings> };

export function checkoutRoutes({ db, notifier, loadSettings }: CheckoutDeps) {
  const app = new Hono<AppEnv>();

  app.post('/', requireUser, async (c) => {
    const key = idempotencyKey.safeParse(c.req.header('Idempotency-Key'));
    if (!key.success) {
      const message = key.error.issues[0]?.message ?? 'Invalid Idempotency-Key header.';
      throw new HttpError(422, message, { errors: { 'Idempotency-Key': [message] } });
    }
    const { address, payment_method } = await readBody(c, checkoutBody);
    const user = c.get('user');
    const locale = requestLocale(c);
    const settings = await loadSettings();
    const placed = await placeOrder(db, {
      userId: user.id,
      address,
      paymentMethod: payment_method,
      idempotencyKey: key.data,
      rules: pricingRulesFrom(settings),
      orderPrefix: settings.order_id_prefix,
      locale,
    });
    const items = await itemsOfOrder(db, placed.id);
    if (!placed.replayed && (user.email || user.phone)) {
      const to = { email: user.email ?? undefined, phone: user.phone ?? undefined };
      // Not awaited: the reply does not wait for the message.
      variantCodesOf(db, placed.id)
        .then((variants) => notifier.send({ to, ...orderPlacedNotice(placed.orderNumber, items, locale, variants) }))
        .catch((error: unknown) => console.error(`[checkout] notifying the shopper of ${placed.orderNumber} failed:`, (error as Error).message));
    }
    const order = items[0]?.order;
    return c.json(
      {
        success: true,
        message: `Thank you! Your order ${placed.orderNumber} has been placed. You will pay on delivery.`,
        data: {
          id: placed.id,
          order_number: placed.orderNumber,
          payment_method: order?.payment_method ?? payment_method,
          payment_status: order?.payment_status ?? 'UNPAID',
          sub_total_amount: order?.sub_total_amount ?? 0,
          offer_amount: order?.offer_amount ?? 0,
          delivery_charge: order?.delivery_charge ?? 0,
          tax_amount: order?.tax_amount ?? 0,
          total_amount: order?.total_amount ?? 0,
          items,
        },
      },
      placed.replayed ? 200 : 201,
    );
  });

  return app;
}
