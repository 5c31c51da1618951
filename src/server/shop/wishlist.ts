// The signed-in shopper's wishlist: one row per (user, variant); adding twice keeps one.
import { sql } from 'drizzle-orm';
import { variants, wishlistItems } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import type { WishlistEntry as WishlistRow, WishlistEntryWithProduct as WishlistEntryRow } from '../../lib/api/types.ts';

export type { WishlistRow, WishlistEntryRow };

export async function addToWishlist(db: Executor, userId: number, variantId: number): Promise<WishlistRow> {
  // The second SELECT runs on the statement's snapshot, so exactly one branch yields the row.
  const row = await firstRow<WishlistRow>(db, sql`
    WITH ins AS (
      INSERT INTO ${wishlistItems} (user_id, variant_id)
      SELECT ${userId}, id FROM ${variants} WHERE id = ${variantId}
      ON CONFLICT (user_id, variant_id) DO NOTHING
      RETURNING id, variant_id
    )
    SELECT id, variant_id FROM ins
    UNION ALL
    SELECT id, variant_id FROM ${wishlistItems} WHERE user_id = ${userId} AND variant_id = ${variantId}`);
  if (!row) throw notFound(`Product variant ${variantId} does not exist.`, { errors: { variant_id: ['Unknown product variant.'] } });
  return row;
}

export async function removeFromWishlist(db: Executor, userId: number, variantId: number): Promise<void> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    DELETE FROM ${wishlistItems} WHERE user_id = ${userId} AND variant_id = ${variantId} RETURNING id`);
  if (rows.length === 0) throw notFound('Item does not exist');
}

export async function clearWishlist(db: Executor, userId: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(db, sql`DELETE FROM ${wishlistItems} WHERE user_id = ${userId} RETURNING id`);
  return rows.length;
}

export async function listWishlist(db: Executor, userId: number): Promise<WishlistEntryRow[]> {
  const rows = await rowsOf<{ id: number; variant_id: number; product_id: number; created_at: Date | string }>(db, sql`
    SELECT w.id, w.variant_id, v.product_id, w.created_at
    FROM ${wishlistItems} w JOIN ${variants} v ON v.id = w.variant_id
    WHERE w.user_id = ${userId} ORDER BY w.id`);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
