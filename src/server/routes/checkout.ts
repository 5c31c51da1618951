// /api/checkout: turns the signed-in shopper's cart into an order, paid in cash on delivery or by
// card (the reply then names the hosted payment page).
import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { requestLocale } from '../http/locale.ts';
import { readBody, readHeaders } from '../http/validate.ts';
import { checkOut, type CheckoutDeps } from '../shop/checkout.ts';
import { checkoutBody, checkoutHeaders } from '../../lib/api/shop-inputs.ts';
import { returnTo } from './payments.ts';
import type { ApiReply, PlacedOrder } from '../../lib/api/types.ts';

export type { CheckoutDeps };

export function checkoutRoutes(deps: CheckoutDeps & { shopOrigins: string[] }) {
  const app = new Hono<AppEnv>();

  app.post('/', requireUser, async (c) => {
    const { 'Idempotency-Key': idempotencyKey } = readHeaders(c, checkoutHeaders);
    const { address, payment_method } = await readBody(c, checkoutBody);
    const user = c.get('user');
    const placed = await checkOut(deps, {
      user,
      address,
      paymentMethod: payment_method,
      idempotencyKey,
      locale: requestLocale(c),
      returnTo: returnTo(c, deps.shopOrigins),
    });
    return c.json({ success: true, message: placed.message, data: placed.data } satisfies ApiReply<PlacedOrder>, placed.replayed ? 200 : 201);
  });

  return app;
}
