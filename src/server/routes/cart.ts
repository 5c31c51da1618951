// /api/cart: the signed-in shopper's cart (spec section 7 and 4).
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { readBody, readQuery } from '../http/validate.ts';
import { addToCart, clearCart, listCart, removeFromCart } from '../shop/cart.ts';
import { cartAddBody, cartRemoveQuery } from '../../lib/api/shop-inputs.ts';
import type { ApiReply, CartLine, CartLineWithStock } from '../../lib/api/types.ts';

export function cartRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => c.json({ success: true, data: await listCart(db, c.get('user').id) } satisfies ApiReply<CartLineWithStock[]>));

  app.post('/', async (c) => {
    const { variant_id, quantity } = await readBody(c, cartAddBody);
    const line = await addToCart(db, c.get('user').id, variant_id, quantity);
    return c.json({ success: true, message: 'Added To Cart', data: line } satisfies ApiReply<CartLine>);
  });

  app.delete('/clear', async (c) => {
    await clearCart(db, c.get('user').id);
    return c.json({ success: true, message: 'Removed All From Cart' } satisfies ApiReply);
  });

  app.delete('/', async (c) => {
    const { variant_id, quantity } = readQuery(c, cartRemoveQuery);
    const result = await removeFromCart(db, c.get('user').id, variant_id, quantity);
    if (result.removed) return c.json({ success: true, message: 'Removed From Cart' } satisfies ApiReply);
    return c.json({ success: true, message: 'Cart Updated', data: result.line } satisfies ApiReply<CartLine>);
  });

  return app;
}
