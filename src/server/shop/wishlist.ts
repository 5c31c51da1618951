// The signed-in shopper's wishlist: one row per (user, variant); adding twice keeps one.
import { sql } from 'drizzle-orm';
import { variants, wishlistItems } from '../db/schema/index.ts';
import { notFound, problem } from '../http/errors.ts';
import { firstPreparedRow, prepared, preparedRows, rowsOf, type Executor } from '../db/sql.ts';
import type { Db } from '../db/client.ts';
import type { WishlistEntry as WishlistRow, WishlistEntryWithProduct as WishlistEntryRow } from '../../lib/api/types.ts';

export type { WishlistRow, WishlistEntryRow };

/** The values each wishlist statement is run with; each statement is planned once (db/sql.ts). */
const param = { userId: sql.placeholder('userId'), variantId: sql.placeholder('variantId') };

// The second SELECT runs on the statement's snapshot, so exactly one branch yields the row.
const ADD = prepared('wishlist_add', sql`
    WITH ins AS (
      INSERT INTO ${wishlistItems} (user_id, variant_id)
      SELECT ${param.userId}, id FROM ${variants} WHERE id = ${param.variantId}
      ON CONFLICT (user_id, variant_id) DO NOTHING
      RETURNING id, variant_id
    )
    SELECT id, variant_id FROM ins
    UNION ALL
    SELECT id, variant_id FROM ${wishlistItems} WHERE user_id = ${param.userId} AND variant_id = ${param.variantId}`);

const REMOVE = prepared('wishlist_remove', sql`
    DELETE FROM ${wishlistItems} WHERE user_id = ${param.userId} AND variant_id = ${param.variantId} RETURNING id`);

const LIST = prepared('wishlist_list', sql`
    SELECT w.id, w.variant_id, v.product_id, w.created_at
    FROM ${wishlistItems} w JOIN ${variants} v ON v.id = w.variant_id
    WHERE w.user_id = ${param.userId} ORDER BY w.id`);

export async function addToWishlist(db: Db, userId: number, variantId: number): Promise<WishlistRow> {
  const row = await firstPreparedRow<WishlistRow>(db, ADD, { userId, variantId });
  if (!row) throw notFound('variant_not_found', `Product variant ${variantId} does not exist.`, { fields: problem('variant_id', 'variant_not_found', 'Unknown product variant.') });
  return row;
}

export async function removeFromWishlist(db: Db, userId: number, variantId: number): Promise<void> {
  const rows = await preparedRows<{ id: number }>(db, REMOVE, { userId, variantId });
  if (rows.length === 0) throw notFound('item_not_found', 'Item does not exist');
}

export async function clearWishlist(db: Executor, userId: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(db, sql`DELETE FROM ${wishlistItems} WHERE user_id = ${userId} RETURNING id`);
  return rows.length;
}

export async function listWishlist(db: Db, userId: number): Promise<WishlistEntryRow[]> {
  const rows = await preparedRows<{ id: number; variant_id: number; product_id: number; created_at: Date | string }>(db, LIST, { userId });
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
