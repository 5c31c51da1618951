// Each variant's stock, as the office lists and changes it. A change names the stock it started
// from: an order (or a colleague) that changed it meanwhile makes it refused, never overwritten.
// The shop's pages read stock live (GET /api/stock), so a change shows at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, variants } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';
import { record, escapeLike, type Actor } from './audit.ts';

export const STOCK_SORTS = ['stock', 'product', 'sku'] as const;
/** Stock a variant may be given in the office. */
export const STOCK_MAX = 100_000;

export interface StockRow {
  id: number;
  product_id: number;
  /** The product's English name, and its names per locale for the office to show in its language. */
  product: string;
  names: LocalizedName | null;
  /** The catalogue's codes (`brown`, `m`), worded by the office. */
  color: string | null;
  size: string | null;
  sku: string;
  stock: number;
}

export interface StockQuery {
  q?: string;
  /** Only variants with this many or fewer. */
  low?: number;
  product_id?: number;
  sort: (typeof STOCK_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const SORTS: Record<StockQuery['sort'], SQL> = { stock: sql`v.stock`, product: sql`p.name`, sku: sql`v.sku` };

export async function listStock(db: Executor, q: StockQuery): Promise<{ rows: StockRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.low !== undefined) where.push(sql`v.stock <= ${q.low}`);
  if (q.product_id !== undefined) where.push(sql`v.product_id = ${q.product_id}`);
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    where.push(sql`(lower(p.name) LIKE ${like} OR lower(v.sku) LIKE ${like} OR lower(coalesce(p.names::text, '')) LIKE ${like})`);
  }
  const condition = sql.join(where, sql` AND `);
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await rowsOf<StockRow>(db, sql`
    SELECT v.id, v.product_id, p.name AS product, p.names, v.color, v.size, v.sku, v.stock
    FROM ${variants} v JOIN ${products} p ON p.id = v.product_id
    WHERE ${condition} ORDER BY ${SORTS[q.sort]} ${direction}, v.id ASC
    LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${variants} v JOIN ${products} p ON p.id = v.product_id WHERE ${condition}`);
  return { rows, total: total?.n ?? 0 };
}

export async function stockRow(db: Executor, id: number): Promise<StockRow | undefined> {
  return firstRow<StockRow>(db, sql`
    SELECT v.id, v.product_id, p.name AS product, p.names, v.color, v.size, v.sku, v.stock
    FROM ${variants} v JOIN ${products} p ON p.id = v.product_id WHERE v.id = ${id}`);
}

export class StaleStockError extends Error {
  readonly current: number;
  constructor(sku: string, current: number) {
    super(`The stock of ${sku} changed to ${current} since you opened it (an order, or a colleague): look at it again.`);
    this.name = 'StaleStockError';
    this.current = current;
  }
}

/** Sets a variant's stock when it still is `expected`; undefined when there is no such variant. */
export async function setStock(db: Db, id: number, stock: number, expected: number, actor: Actor): Promise<StockRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await firstRow<StockRow>(tx, sql`
      SELECT v.id, v.product_id, p.name AS product, p.names, v.color, v.size, v.sku, v.stock
      FROM ${variants} v JOIN ${products} p ON p.id = v.product_id WHERE v.id = ${id} FOR UPDATE OF v`);
    if (!row) return undefined;
    if (row.stock !== expected) throw new StaleStockError(row.sku, row.stock);
    if (stock !== row.stock) {
      await tx.execute(sql`UPDATE ${variants} SET stock = ${stock} WHERE id = ${id}`);
      await record(tx, actor, { action: 'stock.set', target: { type: 'variant', id: row.sku }, before: { stock: row.stock }, after: { stock } });
    }
    return { ...row, stock };
  });
}
