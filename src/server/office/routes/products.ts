// /api/office/products and /api/office/publishes: the catalogue as the office edits it, and each
// publish that made a save live (docs/DESIGN.md, "The catalogue at 10,000 products").
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, unprocessable, type FieldProblems } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { CATEGORIES } from '../../../lib/catalogue/constants.ts';
import {
  createProduct, deleteProduct, getProduct, InvalidProductError, listProducts, OrderedProductError, PRODUCT_SORTS, PUBLISH_STATUSES, setHidden,
  StaleProductError, updateProduct,
} from '../../catalogue/products.ts';
import { listPublishes, queuePublish, type Publisher } from '../../catalogue/publish.ts';
import type { DocumentProblem } from '../../catalogue/documents.ts';
import { importProducts, type FetchPhoto } from '../../catalogue/import.ts';
import { apiBodyLimit } from '../../http/body-limit.ts';
import { filterText, idParam, listQuery, listReply, type OfficeEnv } from '../http.ts';

/** The import's own body limit (the API's is 64 KB): a Shopify export of 10,000 rows. */
export const IMPORT_PATH = '/api/office/products/import';
const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
const importQuery = z.object({ dry_run: z.enum(['true', 'false']).default('true') });
const importBody = z.object({ csv: z.string().min(1, 'The file is empty.') });

const productQuery = listQuery(PRODUCT_SORTS, {
  q: filterText,
  category: z.enum(CATEGORIES).optional(),
  status: z.enum(['visible', 'hidden']).optional(),
  untranslated: z.enum(['true', 'false']).optional(),
  publish: z.enum(PUBLISH_STATUSES).optional(),
});
const publishQuery = listQuery(['id'], {});

const expectedVersion = z.number({ error: 'expected_version: the version the edit started from is required.' }).int().positive();
const documentBody = z.object({ document: z.record(z.string(), z.unknown()) });
const saveBody = documentBody.extend({ expected_version: expectedVersion });
const hiddenBody = z.object({ hidden: z.boolean(), expected_version: expectedVersion });

/** Each path's problems in the build's words; in data, each with its rule and parameters, for the office to word in its language. */
function invalid(problems: DocumentProblem[]): never {
  const fields: FieldProblems = {};
  for (const p of problems) (fields[p.path] ??= []).push({ code: 'invalid_product', message: p.message });
  throw unprocessable('invalid_product', fields, `This product cannot be saved: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`, {
    data: { problems },
  });
}

/** The catalogue's domain errors as replies. */
async function catalogueAttempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidProductError) invalid(error.problems);
    if (error instanceof StaleProductError) throw conflict('stale_record', error.message, { data: error.current });
    if (error instanceof OrderedProductError) throw conflict('product_ordered', error.message);
    throw error;
  }
}

const missing = (id: number) => notFound('product_not_found', `There is no product ${id}.`);

export function productRoutes({ db, publisher, photosDir, fetchPhoto }: { db: Db; publisher?: Publisher; photosDir: string; fetchPhoto: FetchPhoto }) {
  const app = new Hono<OfficeEnv>();
  const published = () => void publisher?.kick();

  app.post('/import', apiBodyLimit(MAX_IMPORT_BYTES), async (c) => {
    const { dry_run } = readQuery(c, importQuery);
    const { csv } = await readBody(c, importBody);
    const report = await catalogueAttempt(() => importProducts(db, csv, { dryRun: dry_run === 'true', actor: c.get('actor'), photosDir, fetchPhoto, queue: queuePublish }));
    if (dry_run === 'false' && !report.written) {
      throw unprocessable('import_invalid', {}, `Nothing was imported: ${report.invalid} row${report.invalid === 1 ? ' has' : 's have'} problems to fix first.`, { data: report });
    }
    if (report.written) published();
    const products = new Set(report.rows.map((r) => r.id)).size;
    const message = report.written ? `${products} product${products === 1 ? '' : 's'} imported; the site shows them once published.` : `${report.valid} of ${report.rows.length} rows are ready to import.`;
    return c.json({ success: true, message, data: report });
  });

  app.get('/', async (c) => {
    const q = readQuery(c, productQuery);
    const { rows, total } = await listProducts(db, { ...q, untranslated: q.untranslated === 'true', perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });

  app.get('/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const product = await getProduct(db, id);
    if (!product) throw missing(id);
    return c.json({ success: true, data: product });
  });

  app.post('/', async (c) => {
    const { document } = await readBody(c, documentBody);
    const product = await catalogueAttempt(() => createProduct(db, document, c.get('actor'), queuePublish));
    published();
    return c.json({ success: true, message: `Product ${product.id} created; it goes on the site once published.`, data: product }, 201);
  });

  app.put('/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const { document, expected_version } = await readBody(c, saveBody);
    const product = await catalogueAttempt(() => updateProduct(db, id, document, expected_version, c.get('actor'), queuePublish));
    if (!product) throw missing(id);
    published();
    return c.json({ success: true, message: `Product ${id} saved; the site shows it once published.`, data: product });
  });

  app.patch('/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const { hidden, expected_version } = await readBody(c, hiddenBody);
    const product = await catalogueAttempt(() => setHidden(db, id, hidden, expected_version, c.get('actor'), queuePublish));
    if (!product) throw missing(id);
    published();
    return c.json({ success: true, message: hidden ? `Product ${id} is hidden once published.` : `Product ${id} is shown once published.`, data: product });
  });

  app.delete('/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const deleted = await catalogueAttempt(() => deleteProduct(db, id, c.get('actor'), queuePublish));
    if (!deleted) throw missing(id);
    published();
    return c.json({ success: true, message: `Product ${id} deleted.` });
  });

  return app;
}

export function publishRoutes({ db }: { db: Db }) {
  const app = new Hono<OfficeEnv>();
  app.get('/', async (c) => {
    const q = readQuery(c, publishQuery);
    const { rows, total } = await listPublishes(db, q.page, q.per_page);
    return c.json(listReply(rows, total, q.page, q.per_page));
  });
  return app;
}
