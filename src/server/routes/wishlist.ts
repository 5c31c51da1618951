// /api/wishlist: the signed-in shopper's wishlist.
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { readBody, readQuery } from '../http/validate.ts';
import { wishlistBody } from '../../lib/api/shop-inputs.ts';
import { addToWishlist, clearWishlist, listWishlist, removeFromWishlist } from '../shop/wishlist.ts';
import type { ApiReply, WishlistEntry, WishlistEntryWithProduct } from '../../lib/api/types.ts';

export function wishlistRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => c.json({ success: true, data: await listWishlist(db, c.get('user').id) } satisfies ApiReply<WishlistEntryWithProduct[]>));

  app.post('/', async (c) => {
    const { variant_id } = await readBody(c, wishlistBody);
    const entry = await addToWishlist(db, c.get('user').id, variant_id);
    return c.json({ success: true, message: 'Added To Wishlist', data: entry } satisfies ApiReply<WishlistEntry>);
  });

  app.delete('/clear', async (c) => {
    await clearWishlist(db, c.get('user').id);
    return c.json({ success: true, message: 'Removed All From Wishlist' } satisfies ApiReply);
  });

  app.delete('/', async (c) => {
    const { variant_id } = readQuery(c, wishlistBody);
    await removeFromWishlist(db, c.get('user').id, variant_id);
    return c.json({ success: true, message: 'Removed From Wishlist' } satisfies ApiReply);
  });

  return app;
}
