// Importing products from a Shopify product CSV (docs/DESIGN.md, "Import"): a dry run reports every
// row's problems and what each product would become (a new product, or an update of the one with
// its SKU) and writes nothing; an import with any problem writes nothing either. Otherwise the
// photos are fetched from their addresses and checked as uploads are, and every product is written
// in one transaction, then published once.
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';
import { sql } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import type { Actor } from '../office/audit.ts';
import type { Product } from '../../lib/catalogue/schema.ts';
import { MAX_IMAGES } from '../../lib/catalogue/constants.ts';
import { asCell, importProblem, type ImportProblem } from '../../lib/catalogue/import-problems.ts';
import { MAX_PHOTO_BYTES, PhotoError, storePhoto } from './photos.ts';
import { createProduct, setHidden, updateProduct, type QueuePublish } from './products.ts';
import { parseShopifyCsv, type ImportedProduct, type RowReport } from './shopify-csv.ts';

export type ImportRow = RowReport & { action?: 'create' | 'update'; id?: number; name?: string };
export interface ImportReport {
  rows: ImportRow[];
  valid: number;
  invalid: number;
  written: boolean;
}

/** Fetches a photo from its address (Shopify's CDN, for a shop moving here). */
export type FetchPhoto = (url: string) => Promise<Buffer>;

const FETCH_TIMEOUT_MS = 30_000;
/** The photos' column, as Shopify's classic export names it. */
const IMAGE_COLUMN = 'Image Src';

export const fetchPhoto: FetchPhoto = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok) throw new Error(`the address answered ${res.status}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_PHOTO_BYTES) throw new PhotoError('photo_too_large', 'This photo is larger than 20 MB.');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoError('photo_too_large', 'This photo is larger than 20 MB.');
  return bytes;
};

export interface ImportOptions {
  dryRun: boolean;
  actor: Actor;
  photosDir: string;
  fetchPhoto: FetchPhoto;
  queue: QueuePublish;
}

function summary(rows: ImportRow[], written: boolean): ImportReport {
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, written };
}

export async function importProducts(db: Db, csv: string, o: ImportOptions): Promise<ImportReport> {
  const parsed = parseShopifyCsv(csv);
  const rows: ImportRow[] = parsed.rows.map((r) => ({ ...r, problems: [...r.problems] }));
  const rowAt = new Map(rows.map((r) => [r.line, r]));
  const bySku = new Map(
    (await rowsOf<{ id: number; sku: string; document: Product; version: number }>(db, sql`
      SELECT id, document->>'sku' AS sku, document, version FROM ${products} WHERE document IS NOT NULL AND source <> 'deleted'`))
      .map((p) => [p.sku, p]),
  );
  const problem = (p: ImportedProduct, found: ImportProblem) => rowAt.get(p.lines[0]!)?.problems.push(found);
  const seenSkus = new Map<string, string>();
  for (const p of parsed.products) {
    const existing = bySku.get(p.document.sku);
    for (const line of p.lines) Object.assign(rowAt.get(line)!, { action: existing ? 'update' : 'create', id: existing?.id, name: p.document.name.en });
    if (p.document.images.length === 0) problem(p, importProblem('photo_missing', { column: IMAGE_COLUMN }));
    if (p.document.images.length > MAX_IMAGES) problem(p, importProblem('too_many_photos', { column: IMAGE_COLUMN, max: MAX_IMAGES, count: p.document.images.length }));
    const other = seenSkus.get(p.document.sku);
    if (other) problem(p, importProblem('sku_repeated', { column: 'Variant SKU', sku: asCell(p.document.sku), handle: asCell(other) }));
    seenSkus.set(p.document.sku, p.handle);
  }
  if (o.dryRun || rows.some((r) => r.problems.length > 0)) return summary(rows, false);

  // The photos, fetched and checked once per address (a photo shared by products is stored once).
  const stored = new Map<string, string>();
  for (const p of parsed.products) {
    for (const image of p.document.images) {
      if (stored.has(image.src)) continue;
      try {
        stored.set(image.src, (await storePhoto(o.photosDir, await o.fetchPhoto(image.src))).path);
      } catch (error) {
        // A photo refused as an upload would be (not an image, too large, too small), or not fetched.
        const reason = (error as Error).message;
        problem(
          p,
          error instanceof PhotoError
            ? importProblem('photo_refused', { column: IMAGE_COLUMN, url: image.src, photo: error.code, reason })
            : importProblem('photo_unreachable', { column: IMAGE_COLUMN, url: image.src, reason }),
        );
      }
    }
  }
  if (rows.some((r) => r.problems.length > 0)) return summary(rows, false);

  const noQueue: QueuePublish = async () => {};
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    for (const p of parsed.products) {
      const { images: given, variation, ...fields } = p.document;
      // Two addresses of one photo are one image.
      const images = given.filter((image, i) => given.findIndex((other) => stored.get(other.src) === stored.get(image.src)) === i);
      const paths = images.map((image) => stored.get(image.src)!);
      const imageOf = (src: string | undefined) => (src && stored.get(src)) || paths[0]!;
      const alts = images.some((image) => image.alt) ? images.map((image) => ({ en: image.alt || fields.name.en })) : undefined;
      const document = {
        ...fields,
        image: paths,
        ...(alts && { imageAlt: alts }),
        ...(variation && { variation: variation.map((v) => ({ ...v, image: imageOf(v.image) })) }),
      };
      const existing = bySku.get(p.document.sku);
      if (existing) {
        // What Shopify does not know stays: the other languages' words, the rating and sales.
        const e = existing.document;
        const merged = {
          ...document,
          name: { ...e.name, en: document.name.en },
          shortDescription: { ...e.shortDescription, en: document.shortDescription.en },
          fullDescription: { ...e.fullDescription, en: document.fullDescription.en },
          rating: e.rating,
          saleCount: e.saleCount,
          new: e.new,
        };
        const saved = await updateProduct(inTx, existing.id, merged, existing.version, o.actor, noQueue);
        if (saved && saved.hidden !== p.hidden) await setHidden(inTx, existing.id, p.hidden, saved.version, o.actor, noQueue);
        ids.push(existing.id);
      } else {
        const created = await createProduct(inTx, document, o.actor, noQueue);
        if (p.hidden) await setHidden(inTx, created.id, true, created.version, o.actor, noQueue);
        for (const line of p.lines) rowAt.get(line)!.id = created.id;
        ids.push(created.id);
      }
    }
    await o.queue(tx, 'import', ids, o.actor);
  });
  return summary(rows, true);
}
