// /api/order-items and /api/order-item: the signed-in shopper's order items (spec section 3);
// /api/orders/{order_number}: one of their orders whole, as checkout answered it (the confirmation
// page reads it, so a reload shows the order again). Another shopper's order is 404, as unknown.
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { notFound } from '../http/errors.ts';
import { readQuery } from '../http/validate.ts';
import { orderItemQuery, orderItemsQuery } from '../../lib/api/shop-inputs.ts';
import { findOrderItem, itemsOfShoppersOrder, listOrderItems } from '../shop/order-items.ts';
import { orderArrival } from '../shop/order-arrival.ts';
import { requestLocale } from '../http/locale.ts';
import { orderReply } from '../shop/checkout.ts';
import { ORDER_NUMBER } from '../../lib/checkout/placed-order.ts';
import type { ApiReply, OrderItem, PlacedOrder } from '../../lib/api/types.ts';

export function orderRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();

  app.get('/order-items', requireUser, async (c) => {
    const { page, per_page } = readQuery(c, orderItemsQuery);
    const { data, pagination } = await listOrderItems(db, c.get('user').id, page, per_page);
    return c.json({ success: true, data, pagination } satisfies ApiReply<OrderItem[]>);
  });

  app.get('/order-item', requireUser, async (c) => {
    const { id } = readQuery(c, orderItemQuery);
    const item = await findOrderItem(db, c.get('user').id, id);
    if (!item) throw notFound('order_not_found', 'Order not found');
    return c.json({ success: true, data: { ...item, arrival: orderArrival(item.order, requestLocale(c)) } } satisfies ApiReply<OrderItem>);
  });

  app.get('/orders/:order_number', requireUser, async (c) => {
    const number = c.req.param('order_number');
    const found = ORDER_NUMBER.test(number) ? await itemsOfShoppersOrder(db, c.get('user').id, number) : undefined;
    if (!found) throw notFound('order_not_found', 'Order not found');
    return c.json({ success: true, data: orderReply(found.orderId, number, found.items) } satisfies ApiReply<PlacedOrder>);
  });

  return app;
}
