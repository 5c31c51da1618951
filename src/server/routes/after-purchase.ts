// The shopper's after-purchase calls: what an order item still offers, and cancelling before it
// ships. Each reads the request, calls the after-purchase service and shapes the reply; another
// shopper's order or item answers 404, as an unknown one.
import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { readBody, readQuery } from '../http/validate.ts';
import { cancelBody, offersQuery, returnBody } from '../../lib/api/after-purchase-inputs.ts';
import { orderItemQuery } from '../../lib/api/shop-inputs.ts';
import { ORDER_NUMBER } from '../../lib/checkout/placed-order.ts';
import { toMajor } from '../../lib/money.ts';
import type { AfterPurchaseOffers, ApiReply, CancelReply, ProductReviews, ReturnRequestView, TaxDocumentView } from '../../lib/api/types.ts';
import { reviewBody, reviewsQuery } from '../after-purchase/review-inputs.ts';
import { requestLocale } from '../http/locale.ts';
import type { AfterPurchase } from '../after-purchase/service.ts';
import { offersFor, requestView } from '../after-purchase/offers.ts';

export interface AfterPurchaseRouteDeps {
  db: Db;
  afterPurchase: AfterPurchase;
  /** The return_window_days setting. */
  returnWindowDays(): Promise<number>;
}

export function afterPurchaseRoutes({ db, afterPurchase, returnWindowDays }: AfterPurchaseRouteDeps) {
  const app = new Hono<AppEnv>();

  app.get('/order-item/after-purchase', requireUser, async (c) => {
    const { id } = readQuery(c, offersQuery);
    const data = await offersFor(db, c.get('user').id, id, await returnWindowDays());
    return c.json({ success: true, data } satisfies ApiReply<AfterPurchaseOffers>);
  });

  app.post('/orders/:order_number/cancel', requireUser, async (c) => {
    const orderNumber = c.req.param('order_number');
    const body = await readBody(c, cancelBody);
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('order_not_found', 'Order not found');
    const done = await afterPurchase.cancel({ orderNumber, userId: c.get('user').id, itemIds: body.items, reason: body.reason });
    const data: CancelReply = {
      order_number: done.order.order_number,
      cancelled: done.items.map((line) => line.id),
      refunded: done.refund ? toMajor(done.refund.amount) : null,
      // A refund may have changed it (REFUNDED once everything is given back).
      payment_status: done.paymentStatus,
    };
    return c.json({ success: true, message: 'Cancelled', data } satisfies ApiReply<CancelReply>);
  });

  app.post('/order-items/:id/return', requireUser, async (c) => {
    const { id } = orderItemQuery.safeParse({ id: c.req.param('id') }).data ?? { id: 0 };
    const body = await readBody(c, returnBody);
    if (!id) throw notFound('order_not_found', 'Order not found');
    const step = await afterPurchase.requestReturn({
      userId: c.get('user').id,
      itemId: id,
      quantity: body.quantity,
      reason: body.reason,
      kind: body.kind,
      exchangeVariantId: body.exchange_variant_id,
    });
    return c.json({ success: true, message: 'Return requested', data: requestView(step.request) } satisfies ApiReply<ReturnRequestView>, 201);
  });

  // The order's tax invoice and credit notes: as data for the printable page, and as a PDF.
  app.get('/orders/:order_number/invoice', requireUser, async (c) => {
    const orderNumber = c.req.param('order_number');
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('order_not_found', 'Order not found');
    return c.json({ success: true, data: await afterPurchase.taxDocuments(c.get('user').id, orderNumber) } satisfies ApiReply<TaxDocumentView[]>);
  });

  app.get('/orders/:order_number/invoice.pdf', requireUser, async (c) => {
    const orderNumber = c.req.param('order_number');
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound('order_not_found', 'Order not found');
    const { pdf, name } = await afterPurchase.taxDocumentsPdf(c.get('user').id, orderNumber);
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` });
  });

  // A product's approved reviews, for everyone, read live as stock is (the product page asks after paint).
  app.get('/reviews', async (c) => {
    const { product_id, page } = readQuery(c, reviewsQuery);
    return c.json({ success: true, data: await afterPurchase.productReviews(product_id, page) } satisfies ApiReply<ProductReviews>);
  });

  app.post('/reviews', requireUser, async (c) => {
    const body = await readBody(c, reviewBody);
    const written = await afterPurchase.writeReview({
      userId: c.get('user').id,
      productId: body.product_id,
      rating: body.rating,
      title: body.title,
      text: body.text,
      fit: body.fit,
      locale: requestLocale(c),
    });
    return c.json({ success: true, message: 'Thank you: your review will appear once approved.', data: { id: written.id, status: 'pending' } }, 201);
  });

  return app;
}
