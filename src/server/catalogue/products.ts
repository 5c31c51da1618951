// The catalogue as the office edits it (docs/DESIGN.md, "The catalogue at 10,000 products"): each
// product's document as last saved is the truth; a save names the version it started from and
// queues a publish, and only a publish changes what the site shows and what checkout charges.
// Stock is live data: a product's existing variants keep theirs (the office's Stock screen changes
// it, checked against orders), a new variant starts with the stock its document gives.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cataloguePublishes, orderItems, products, variants } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { escapeLike, record, type Actor } from '../office/audit.ts';
import type { Product } from '../../lib/catalogue/schema.ts';
import { CATEGORIES } from '../../lib/catalogue/constants.ts';
import { variantIdOf } from '../../lib/catalogue/variants.ts';
import { toMinor } from '../../lib/money.ts';
import { LOCALES } from '../../lib/locale.ts';
import { checkDocument, missingTranslations, type DocumentProblem } from './documents.ts';

export const PRODUCT_SORTS = ['id', 'name', 'price', 'stock', 'updated_at'] as const;

export interface ProductQuery {
  q?: string;
  category?: (typeof CATEGORIES)[number];
  status?: 'visible' | 'hidden';
  untranslated?: boolean;
  publish?: PublishStatus;
  sort: (typeof PRODUCT_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  names: Product['name'];
  price: number;
  discount: number;
  hidden: boolean;
  stock: number;
  cover: string | null;
  version: number;
  published: boolean;
  missing: string[];
  updated_at: string;
  publish: PublishState;
}

export const PUBLISH_STATUSES = ['published', 'queued', 'running', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
/**
 * Where the product's saved version stands: published (live), queued (waiting for a publish),
 * running (in the publish being built) or failed (the last publish that carried it failed, with the
 * build's reason; the next publish carries it again). At is when its last publish queued, started
 * or ended. Null for a product published as the seed made it, which no publish has carried.
 */
export type PublishState = { status: PublishStatus; error: string | null; at: string | null } | null;
export type ProductDetail = ProductRow & { document: Product };

/** A document the schema refuses: each problem with its path, as the build names it. */
export class InvalidProductError extends Error {
  readonly problems: DocumentProblem[];
  constructor(problems: DocumentProblem[]) {
    super(`This product cannot be saved: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}.`);
    this.name = 'InvalidProductError';
    this.problems = problems;
  }
}

export class StaleProductError extends Error {
  readonly current: ProductDetail;
  constructor(current: ProductDetail) {
    super(`Product ${current.id} was changed by someone else since you opened it (now version ${current.version}): look at it again before saving.`);
    this.name = 'StaleProductError';
    this.current = current;
  }
}

export class OrderedProductError extends Error {
  constructor(id: number) {
    super(`Product ${id} has been ordered, so it stays on record for those orders: hide it instead.`);
    this.name = 'OrderedProductError';
  }
}

/** Queues a publish of these products, in the caller's transaction (publish.ts runs it). */
export type QueuePublish = (db: Executor, reason: string, productIds: number[], actor: Actor) => Promise<void>;

type Stored = {
  id: number;
  document: Product;
  version: number;
  published_version: number;
  hide_requested: boolean;
  stock: number;
  updated_at: string;
  publish_status: PublishStatus;
  last_status: PublishStatus | null;
  last_error: string | null;
  last_at: string | null;
};

const translated = (field: string) =>
  sql.join(LOCALES.map((locale) => sql`p.document->${field} ? ${locale}`), sql` AND `);
/** Every photo's alt text, where the product gives them, is written in every language too. */
const ALTS_TRANSLATED = sql`NOT EXISTS (
  SELECT 1 FROM jsonb_array_elements(coalesce(p.document->'imageAlt', '[]'::jsonb)) alt
  WHERE NOT (${sql.join(LOCALES.map((locale) => sql`alt.value ? ${locale}`), sql` AND `)}))`;
/** What missingTranslations (documents.ts) finds nothing missing in. */
const FULLY_TRANSLATED = sql`(${translated('name')} AND ${translated('shortDescription')} AND ${translated('fullDescription')} AND ${ALTS_TRANSLATED})`;

const SORTS: Record<ProductQuery['sort'], SQL> = {
  id: sql`p.id`,
  name: sql`lower(p.document->'name'->>'en')`,
  price: sql`(p.document->>'price')::numeric`,
  stock: sql`stock`,
  updated_at: sql`p.updated_at`,
};

/** The last publish that carried each product p, as latest. */
const WITH_LAST_PUBLISH = sql`
  LEFT JOIN LATERAL (
    SELECT c.status, c.error, coalesce(c.finished_at, c.started_at, c.queued_at) AS at FROM ${cataloguePublishes} c
    WHERE c.product_ids @> jsonb_build_array(p.id) ORDER BY c.id DESC LIMIT 1) latest ON true`;
/** The product's PublishStatus: a saved version not live waits for the publish that takes it, or is in it, or was in one that failed. */
const PUBLISH_STATUS = sql`CASE WHEN p.published_version = p.version THEN 'published' WHEN latest.status IN ('running', 'failed') THEN latest.status ELSE 'queued' END`;

const SELECT_STORED = sql`
  SELECT p.id, p.document, p.version, p.published_version, p.hide_requested, p.updated_at,
         coalesce((SELECT sum(v.stock) FROM ${variants} v WHERE v.product_id = p.id AND NOT v.retired), 0)::int AS stock,
         ${PUBLISH_STATUS} AS publish_status, latest.status AS last_status, latest.error AS last_error, latest.at AS last_at
  FROM ${products} p ${WITH_LAST_PUBLISH}`;

function rowOf(s: Stored): ProductRow {
  const d = s.document;
  return {
    id: s.id,
    sku: d.sku,
    name: d.name.en,
    names: d.name,
    price: d.price,
    discount: d.discount,
    hidden: s.hide_requested,
    // A product not yet published has no variants: its document's stock is what it will start with.
    stock: s.published_version === 0 ? documentStock(d) : s.stock,
    cover: d.image[0] ?? null,
    version: s.version,
    published: s.published_version === s.version,
    missing: missingTranslations(d),
    updated_at: new Date(s.updated_at).toISOString(),
    publish:
      s.last_status === null && s.publish_status === 'published'
        ? null
        : { status: s.publish_status, error: s.publish_status === 'failed' ? s.last_error : null, at: s.last_at && new Date(s.last_at).toISOString() },
  };
}

function documentStock(d: Product): number {
  return d.variation ? d.variation.reduce((n, v) => n + v.size.reduce((m, s) => m + s.stock, 0), 0) : d.stock;
}

export async function listProducts(db: Executor, q: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const where: SQL[] = [sql`p.source <> 'deleted'`, sql`p.document IS NOT NULL`];
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    where.push(sql`(p.id::text = ${q.q.trim()} OR lower(p.document->>'sku') LIKE ${like} OR lower((p.document->'name')::text) LIKE ${like})`);
  }
  if (q.category) where.push(sql`p.document->'category' ? ${q.category}`);
  if (q.status) where.push(q.status === 'hidden' ? sql`p.hide_requested` : sql`NOT p.hide_requested`);
  if (q.untranslated) where.push(sql`NOT ${FULLY_TRANSLATED}`);
  if (q.publish) where.push(sql`${PUBLISH_STATUS} = ${q.publish}`);
  const condition = sql.join(where, sql` AND `);
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const stored = await rowsOf<Stored>(db, sql`
    SELECT * FROM (${SELECT_STORED} WHERE ${condition}) p
    ORDER BY ${SORTS[q.sort]} ${direction}, p.id ASC
    LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${products} p ${WITH_LAST_PUBLISH} WHERE ${condition}`);
  return { rows: stored.map(rowOf), total: total?.n ?? 0 };
}

/** The document with each existing variant's live stock in place of the stock it was saved with. */
async function withLiveStock(db: Executor, s: Stored): Promise<Product> {
  if (s.published_version === 0) return s.document;
  const live = new Map(
    (await rowsOf<{ id: number; stock: number }>(db, sql`SELECT id, stock FROM ${variants} WHERE product_id = ${s.id} AND NOT retired`))
      .map((v) => [v.id, v.stock]),
  );
  const d = s.document;
  if (!d.variation) return { ...d, stock: live.get(variantIdOf(s.id)) ?? d.stock };
  return {
    ...d,
    variation: d.variation.map((v) => ({
      ...v,
      size: v.size.map((size) => ({ ...size, stock: live.get(variantIdOf(s.id, v.color, size.name)) ?? size.stock })),
    })),
  };
}

async function stored(db: Executor, id: number, lock = false): Promise<Stored | undefined> {
  return firstRow<Stored>(db, sql`${SELECT_STORED} WHERE p.id = ${id} AND p.source <> 'deleted' AND p.document IS NOT NULL ${lock ? sql`FOR UPDATE OF p` : sql``}`);
}

async function detailOf(db: Executor, s: Stored): Promise<ProductDetail> {
  const document = await withLiveStock(db, s);
  return { ...rowOf(s), document };
}

export async function getProduct(db: Executor, id: number): Promise<ProductDetail | undefined> {
  const s = await stored(db, id);
  return s && detailOf(db, s);
}

/**
 * What the office's save means beyond the schema: a sale given an end still to come and no start
 * starts now (a start is what makes the discount stop at the end; see src/lib/catalogue/sale.ts).
 * An end already past without a start is the catalogue's old kind of offer, kept as it is.
 */
function officeDocument(input: unknown, id: string, now: Date): Product {
  const candidate = typeof input === 'object' && input !== null ? { ...(input as Record<string, unknown>), id } : input;
  const checked = checkDocument(candidate);
  if ('problems' in checked) throw new InvalidProductError(checked.problems);
  const p = checked.product;
  if (p.discount > 0 && p.offerEnd && !p.offerStart && Date.parse(p.offerEnd) > now.getTime()) return { ...p, offerStart: now.toISOString() };
  return p;
}

const CATALOGUE_LOCK = 7_202_611_232;

export async function createProduct(db: Db, input: unknown, actor: Actor, queue: QueuePublish, now = new Date()): Promise<ProductDetail> {
  return db.transaction(async (tx) => {
    // Ids are numbers given in order; one creation at a time takes the next.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const next = await firstRow<{ id: number }>(tx, sql`SELECT coalesce(max(id), 0) + 1 AS id FROM ${products}`);
    const id = next!.id;
    const p = officeDocument(input, String(id), now);
    const cover = p.image[0] ?? '';
    // Not on the site and not sold until its first publish (published_version 0, hidden).
    await tx.execute(sql`
      INSERT INTO ${products} (id, name, names, sku, price, discount, cover, images, returnable, hidden, document, version,
                               published_version, source, hide_requested, updated_at)
      VALUES (${id}, ${p.name.en}, ${JSON.stringify(p.name)}::jsonb, ${p.sku}, ${toMinor(p.price)}, ${p.discount}, ${cover},
              ${JSON.stringify(p.image)}::jsonb, ${p.returnable ?? true}, true, ${JSON.stringify(p)}::jsonb, 1, 0, 'office', false, ${now.toISOString()})`);
    await record(tx, actor, { action: 'product.create', target: { type: 'product', id }, after: { name: p.name.en, price: p.price } });
    await queue(tx, 'save', [id], actor);
    return detailOf(tx, (await stored(tx, id))!);
  });
}

/** What an edit changed, for the audit log: the top-level fields whose value differs. */
function changedFields(before: Product, after: Product): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify((before as Record<string, unknown>)[k]) !== JSON.stringify((after as Record<string, unknown>)[k])).sort();
}

export async function updateProduct(db: Db, id: number, input: unknown, expectedVersion: number, actor: Actor, queue: QueuePublish, now = new Date()): Promise<ProductDetail | undefined> {
  return db.transaction(async (tx) => {
    const s = await stored(tx, id, true);
    if (!s) return undefined;
    if (s.version !== expectedVersion) throw new StaleProductError(await detailOf(tx, s));
    const p = officeDocument(input, String(id), now);
    const fields = changedFields(s.document, p);
    if (fields.length === 0) return detailOf(tx, s);
    await tx.execute(sql`
      UPDATE ${products} SET document = ${JSON.stringify(p)}::jsonb, version = version + 1, source = 'office', updated_at = ${now.toISOString()}
      WHERE id = ${id}`);
    await record(tx, actor, {
      action: 'product.update',
      target: { type: 'product', id },
      before: Object.fromEntries(fields.map((f) => [f, (s.document as Record<string, unknown>)[f] ?? null])),
      after: Object.fromEntries(fields.map((f) => [f, (p as Record<string, unknown>)[f] ?? null])),
    });
    await queue(tx, 'save', [id], actor);
    return detailOf(tx, (await stored(tx, id))!);
  });
}

export async function setHidden(db: Db, id: number, hidden: boolean, expectedVersion: number, actor: Actor, queue: QueuePublish, now = new Date()): Promise<ProductDetail | undefined> {
  return db.transaction(async (tx) => {
    const s = await stored(tx, id, true);
    if (!s) return undefined;
    if (s.version !== expectedVersion) throw new StaleProductError(await detailOf(tx, s));
    if (s.hide_requested === hidden) return detailOf(tx, s);
    await tx.execute(sql`
      UPDATE ${products} SET hide_requested = ${hidden}, version = version + 1, source = 'office', updated_at = ${now.toISOString()}
      WHERE id = ${id}`);
    await record(tx, actor, { action: hidden ? 'product.hide' : 'product.show', target: { type: 'product', id } });
    await queue(tx, hidden ? 'hide' : 'save', [id], actor);
    return detailOf(tx, (await stored(tx, id))!);
  });
}

/**
 * Deletes a product never ordered. Its row stays as a tombstone (source 'deleted', no document) so
 * that the seed never brings back a product of content/products the owner deleted.
 */
export async function deleteProduct(db: Db, id: number, actor: Actor, queue: QueuePublish, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const s = await stored(tx, id, true);
    if (!s) return false;
    const ordered = await firstRow(tx, sql`SELECT 1 FROM ${orderItems} WHERE product_id = ${id} LIMIT 1`);
    if (ordered) throw new OrderedProductError(id);
    await tx.execute(sql`DELETE FROM ${variants} WHERE product_id = ${id}`);
    await tx.execute(sql`
      UPDATE ${products} SET source = 'deleted', document = NULL, hide_requested = true, version = version + 1, updated_at = ${now.toISOString()}
      WHERE id = ${id}`);
    await record(tx, actor, { action: 'product.delete', target: { type: 'product', id }, before: { name: s.document.name.en } });
    await queue(tx, 'delete', [id], actor);
    return true;
  });
}
