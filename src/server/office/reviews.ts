// Product reviews as the office lists them for moderation: each with its product (named per
// locale), its buyer and its status, newest or oldest first. Approving or rejecting is the
// after-purchase service's (src/server/after-purchase/reviews.ts), shared with the command.
import { sql, type SQL } from 'drizzle-orm';
import { products, reviews, users } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface OfficeReview {
  id: number;
  product_id: number;
  /** The product's English name, and its names per locale. */
  product: string;
  names: LocalizedName | null;
  /** The buyer as the shop knows them: name, else e-mail, else phone. */
  customer: string;
  rating: number;
  title: string;
  text: string;
  fit: string | null;
  /** The language the buyer wrote in. */
  locale: string;
  status: ReviewStatus;
  created_at: string;
}

export interface ReviewQuery {
  status?: ReviewStatus;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const COLUMNS = sql`r.id, r.product_id, p.name AS product, p.names, coalesce(nullif(u.name, ''), u.email, u.phone, 'user ' || u.id) AS customer,
  r.rating, r.title, r.body AS text, r.fit, r.locale, r.status, r.created_at`;
const FROM = sql`${reviews} r JOIN ${products} p ON p.id = r.product_id JOIN ${users} u ON u.id = r.user_id`;

type Row = Omit<OfficeReview, 'created_at'> & { created_at: string | Date };
const reply = (row: Row): OfficeReview => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function listReviews(db: Executor, q: ReviewQuery): Promise<{ rows: OfficeReview[]; total: number }> {
  const where: SQL = q.status ? sql`r.status = ${q.status}` : sql`true`;
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await rowsOf<Row>(db, sql`
    SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}
    ORDER BY r.created_at ${direction}, r.id ${direction}
    LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${reviews} r WHERE ${where}`);
  return { rows: rows.map(reply), total: total?.n ?? 0 };
}

export async function reviewById(db: Executor, id: number): Promise<OfficeReview | undefined> {
  const row = await firstRow<Row>(db, sql`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = ${id}`);
  return row && reply(row);
}
