// /api/stock: live stock of one product's variants, for everyone.
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../auth/middleware.ts';
import { readQuery } from '../http/validate.ts';
import { stockQuery } from '../../lib/api/shop-inputs.ts';
import { stockOfProduct } from '../shop/stock.ts';
import type { ApiReply, VariantStock } from '../../lib/api/types.ts';

export function stockRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { product_id } = readQuery(c, stockQuery);
    return c.json({ success: true, data: await stockOfProduct(db, product_id) } satisfies ApiReply<VariantStock[]>);
  });
  return app;
}
