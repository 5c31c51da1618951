// The products API from the office (docs/DESIGN.md, "The catalogue at 10,000 products"): a product
// saved whole with the version it started from (a colleague's save meanwhile is refused with
// 409 stale_record), hidden or shown, its photos uploaded, a Shopify CSV checked and imported.
// The schema's refusals come back at their paths in the document, each with its rule; here they
// become the form's fields, in the staff member's language.
import { call, OfficeError } from '../api.ts';
import { schemaRuleWords, type ImportProblemReport, type SchemaProblemReport } from '../problem-words.ts';
import { documentToSave, formErrors, type ProductDetail, type ProductDocument } from './product-document.ts';

/** The schema's refusals by path, each in the staff member's language ("discount": "لا يزيد على 50"). */
function schemaErrors(problems: (SchemaProblemReport & { path: string })[]): Record<string, string> {
  const byPath = new Map<string, string[]>();
  for (const problem of problems) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), schemaRuleWords(problem)]);
  return Object.fromEntries([...byPath].map(([path, words]) => [path, words.join(' ')]));
}

/** The server's problems moved beside the form's own fields ("document.variation.0.size.1.stock"). */
function atFormFields(error: unknown): unknown {
  if (!(error instanceof OfficeError)) return error;
  const body = error.body as { errors?: Record<string, string> } | undefined;
  const problems = error.code === 'invalid_product' ? (error.data as { problems?: (SchemaProblemReport & { path: string })[] } | undefined)?.problems : undefined;
  if (body && problems) body.errors = schemaErrors(problems);
  if (body?.errors) body.errors = formErrors(body.errors);
  return error;
}

export async function createProduct(document: ProductDocument): Promise<ProductDetail> {
  try {
    return (await call<ProductDetail>('/products', { method: 'POST', body: { document: documentToSave(document) } })).data;
  } catch (error) {
    throw atFormFields(error);
  }
}

export async function updateProduct(id: number, document: ProductDocument, expectedVersion: number): Promise<ProductDetail> {
  try {
    return (await call<ProductDetail>(`/products/${id}`, { method: 'PUT', body: { document: documentToSave(document), expected_version: expectedVersion } })).data;
  } catch (error) {
    throw atFormFields(error);
  }
}

/** Hidden products are off the site (no page, listing, search or sitemap) and not sold. */
export async function setHidden(id: number, hidden: boolean, expectedVersion: number): Promise<ProductDetail> {
  return (await call<ProductDetail>(`/products/${id}`, { method: 'PATCH', body: { hidden, expected_version: expectedVersion } })).data;
}

export async function productDetail(id: number): Promise<ProductDetail> {
  return (await call<ProductDetail>(`/products/${id}`)).data;
}

export type UploadedPhoto = { path: string; width: number; height: number };

/** A photo uploaded as it is; the server checks it is an image, small enough and large enough. */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.set('file', file);
  return (await call<UploadedPhoto>('/photos', { method: 'POST', body })).data;
}

/** A row of the file: what it would do (a row with a problem does nothing) and its problems. */
export type ImportRow = { line: number; handle: string; id?: number; name?: string; action?: 'create' | 'update'; problems: ImportProblemReport[] };
export type ImportResult = { rows: ImportRow[]; valid: number; invalid: number; written: boolean };

/**
 * A Shopify product CSV checked (`dryRun`) or imported. An import with any problem writes nothing
 * and is refused with the same rows (422 import_invalid), which are answered here as a result.
 */
export async function importProducts(csv: string, dryRun: boolean): Promise<ImportResult> {
  try {
    return (await call<ImportResult>('/products/import', { method: 'POST', query: { dry_run: String(dryRun) }, body: { csv } })).data;
  } catch (error) {
    if (error instanceof OfficeError && error.code === 'import_invalid' && error.data) return error.data as ImportResult;
    throw error;
  }
}
