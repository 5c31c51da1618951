// Live stock per variant of one product, for product pages (public, no sign-in).
import { sql } from 'drizzle-orm';
import { products, variants } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { rowsOf, type Executor } from '../db/sql.ts';

export type StockRow = { variant_id: number; stock: number };

export async function stockOfProduct(db: Executor, productId: number): Promise<StockRow[]> {
  const rows = await rowsOf<{ variant_id: number | null; stock: number | null }>(db, sql`
    SELECT v.id AS variant_id, CASE WHEN p.hidden OR v.retired THEN 0 ELSE v.stock END AS stock
    FROM ${products} p LEFT JOIN ${variants} v ON v.product_id = p.id
    WHERE p.id = ${productId} ORDER BY v.id`);
  if (rows.length === 0) throw notFound('product_not_found', `Product ${productId} does not exist.`);
  return rows.filter((r): r is StockRow => r.variant_id !== null && r.stock !== null);
}
