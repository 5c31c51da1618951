// Reviews from real buyers: a shopper whose item of a product was delivered reviews that product
// once; the review waits for the owner's approval (as blog comments do) and is then shown with the
// buyer's first name, newest first. The product's stars and count come from approved reviews only.
import { sql } from 'drizzle-orm';
import { orderItemStatuses, orderItems, orders, products, reviews, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { firstRow, isUniqueViolation, rowsOf, type Executor } from '../db/sql.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { AFTER_DELIVERY, type Fit } from '../../lib/orders/item-states.ts';
import type { Locale } from '../../lib/locale.ts';
import type { ProductReviews, ReviewView } from '../../lib/api/types.ts';
import { record, type Actor } from '../office/audit.ts';

export const REVIEWS_PER_PAGE = 10;

const DELIVERED = ['DELIVERED', ...AFTER_DELIVERY];

/** The shopper's delivered item of this product (the newest), or why they cannot review it. */
async function deliveredItem(db: Executor, userId: number, productId: number): Promise<number> {
  const rows = await rowsOf<{ id: number; latest: string }>(db, sql`
    SELECT i.id, (SELECT s.status FROM ${orderItemStatuses} s WHERE s.order_item_id = i.id ORDER BY s.id DESC LIMIT 1) AS latest
    FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id
    WHERE o.user_id = ${userId} AND i.product_id = ${productId}
    ORDER BY i.id DESC`);
  const delivered = rows.find((row) => DELIVERED.includes(row.latest));
  if (delivered) return delivered.id;
  if (rows.length > 0) throw conflict('not_delivered', 'You can review this product once your order of it has been delivered.');
  throw forbidden('review_not_allowed', 'Only shoppers who bought this product can review it.');
}

export interface ReviewInput {
  userId: number;
  productId: number;
  rating: number;
  title: string;
  text: string;
  fit?: Fit | null;
  locale: Locale;
}

/** Whether this shopper may review this product now: 'yes', or the refusal's code. */
export async function reviewStanding(db: Executor, userId: number, productId: number): Promise<{ status: 'can' | 'pending' | 'approved' | 'rejected' }> {
  const mine = await firstRow<{ status: string }>(db, sql`SELECT status FROM ${reviews} WHERE product_id = ${productId} AND user_id = ${userId}`);
  return { status: (mine?.status as 'pending' | 'approved' | 'rejected' | undefined) ?? 'can' };
}

export async function writeReview(db: Db, input: ReviewInput): Promise<{ id: number }> {
  const product = await firstRow(db, sql`SELECT 1 AS found FROM ${products} WHERE id = ${input.productId}`);
  if (!product) throw notFound('product_not_found', `Product ${input.productId} does not exist.`);
  const itemId = await deliveredItem(db, input.userId, input.productId);
  try {
    const row = await firstRow<{ id: number }>(db, sql`
      INSERT INTO ${reviews} (product_id, user_id, order_item_id, rating, title, body, fit, locale)
      VALUES (${input.productId}, ${input.userId}, ${itemId}, ${input.rating}, ${input.title}, ${input.text}, ${input.fit ?? null}, ${input.locale})
      RETURNING id`);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_product_user')) throw conflict('already_reviewed', 'You have reviewed this product already.');
    throw error;
  }
}

type ReviewRow = { id: number; first_name: string | null; rating: number; title: string; body: string; fit: Fit | null; locale: string; created_at: string | Date };
type SummaryRow = { count: number; average: number | null; small: number; true_size: number; large: number; rows: ReviewRow[] | null };

/** A product's approved reviews, newest first, a page at a time, with their summary: one statement. */
export async function productReviews(db: Executor, productId: number, page = 1): Promise<ProductReviews> {
  const row = await firstRow<SummaryRow>(db, sql`
    SELECT count(*)::int AS count, round(avg(r.rating)::numeric, 1)::float AS average,
      count(*) FILTER (WHERE r.fit = 'small')::int AS small,
      count(*) FILTER (WHERE r.fit = 'true')::int AS true_size,
      count(*) FILTER (WHERE r.fit = 'large')::int AS large,
      (SELECT json_agg(x ORDER BY x.id DESC) FROM (
         SELECT r2.id, nullif(split_part(trim(u.name), ' ', 1), '') AS first_name, r2.rating, r2.title, r2.body, r2.fit, r2.locale, r2.created_at
         FROM ${reviews} r2 JOIN ${users} u ON u.id = r2.user_id
         WHERE r2.product_id = ${productId} AND r2.status = 'approved'
         ORDER BY r2.id DESC LIMIT ${REVIEWS_PER_PAGE} OFFSET ${(page - 1) * REVIEWS_PER_PAGE}) x) AS rows
    FROM ${reviews} r WHERE r.product_id = ${productId} AND r.status = 'approved'`);
  const count = row?.count ?? 0;
  return {
    count,
    average: row?.average ?? null,
    fit: { small: row?.small ?? 0, true: row?.true_size ?? 0, large: row?.large ?? 0 },
    reviews: (row?.rows ?? []).map(
      (r): ReviewView => ({
        id: r.id,
        name: r.first_name,
        rating: r.rating,
        title: r.title,
        text: r.body,
        fit: r.fit,
        locale: r.locale,
        created_at: new Date(r.created_at).toISOString(),
        verified: true,
      }),
    ),
    pages: Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE)),
  };
}

export type PendingReview = { id: number; product_id: number; product: string; customer: string; rating: number; title: string; body: string; fit: string | null; locale: string; created_at: string | Date };

/** Reviews waiting for the owner, oldest first. */
export function pendingReviews(db: Executor, limit = 100): Promise<PendingReview[]> {
  return rowsOf<PendingReview>(db, sql`
    SELECT r.id, r.product_id, p.name AS product, coalesce(u.email, u.phone, u.name, 'user ' || u.id) AS customer,
           r.rating, r.title, r.body, r.fit, r.locale, r.created_at
    FROM ${reviews} r JOIN ${products} p ON p.id = r.product_id JOIN ${users} u ON u.id = r.user_id
    WHERE r.status = 'pending' ORDER BY r.id LIMIT ${limit}`);
}

export type ReviewVerdict = 'approved' | 'rejected';

/**
 * Approves or rejects a pending review, written to the audit log with it (the office's and the
 * command's alike): 'done', or why not — no such review, or one decided already (by someone else
 * meanwhile: a decision is never overwritten).
 */
export async function moderateReview(db: Db, id: number, verdict: ReviewVerdict, actor: Actor): Promise<'done' | 'not_found' | 'decided'> {
  return db.transaction(async (tx) => {
    const before = await firstRow<{ status: string }>(tx, sql`SELECT status FROM ${reviews} WHERE id = ${id} FOR UPDATE`);
    if (!before) return 'not_found';
    if (before.status !== 'pending') return 'decided';
    await tx.execute(sql`UPDATE ${reviews} SET status = ${verdict}, moderated_at = now() WHERE id = ${id}`);
    await record(tx, actor, { action: verdict === 'approved' ? 'review.approve' : 'review.reject', target: { type: 'review', id }, before: { status: before.status }, after: { status: verdict } });
    return 'done';
  });
}
