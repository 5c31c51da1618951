// /api/order-items and /api/order-item: the signed-in shopper's order items (spec section 3).
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { notFound } from '../http/errors.ts';
import { readQuery } from '../http/validate.ts';
import { orderItemQuery, orderItemsQuery } from '../shop/inputs.ts';
import { findOrderItem, listOrderItems } from '../shop/order-items.ts';

export function orderRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();

  app.get('/order-items', requireUser, async (c) => {
    const { page, per_page } = readQuery(c, orderItemsQuery);
    const { data, pagination } = await listOrderItems(db, c.get('user').id, page, per_page);
    return c.json({ success: true, data, pagination });
  });

  app.get('/order-item', requireUser, async (c) => {
    const { id } = readQuery(c, orderItemQuery);
    const item = await findOrderItem(db, c.get('user').id, id);
    if (!item) throw notFound('Order not found');
    return c.json({ success: true, data: item });
  });

  return app;
}
