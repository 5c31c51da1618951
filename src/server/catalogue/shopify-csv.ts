// A Shopify product CSV read into catalogue product documents, with every row's problems, so the
// office can show a dry run before anything is written. Pure: the route reads the upload, matches
// handles to products and writes; this decides what each row means and what is wrong with it.
// Shopify's layout: the rows of one product share its Handle; the row with the Title carries the
// product's own fields (description, tags, type, status, option names), and every row may add a
// variant (option values, SKU, price, stock) and an image.
import { CATEGORIES } from '../../lib/catalogue/constants.ts';
import { productImagePath } from '../../lib/catalogue/images.ts';
import { asCell, importProblem, schemaProblem, type ImportProblem } from '../../lib/catalogue/import-problems.ts';
import { formatPath } from '../../lib/catalogue/load.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';
import { productSchema, type Product } from '../../lib/catalogue/schema.ts';
import { schemaRule } from '../../lib/catalogue/schema-rules.ts';
import { parseCsv } from './csv-records.ts';
import { htmlToText } from './html-text.ts';
import { Header, take, type Column, type Row } from './shopify-columns.ts';
import { readActive, readImageUrl, readPublished } from './shopify-values.ts';
import { readOptions, readVariants } from './shopify-variants.ts';

export const MAX_IMPORT_ROWS = 10_000;

export interface RowReport {
  /** The 1-based line of the file the row starts on; the header is line 1. */
  line: number;
  handle: string;
  /** Each with its code and parameters, and in English (src/lib/catalogue/import-problems.ts). */
  problems: ImportProblem[];
}

export interface ImportedImage {
  src: string;
  alt?: string;
}

/** A catalogue product without its id and image paths, which the import gives when it writes; its photos as Shopify addresses. */
export type ImportedDocument = Omit<Product, 'id' | 'image' | 'shortDescription' | 'fullDescription'> & {
  // English only: a translation is written in the office, never filled with the English text.
  shortDescription: LocalizedName;
  fullDescription: LocalizedName;
  images: ImportedImage[];
};

export interface ImportedProduct {
  handle: string;
  lines: number[];
  hidden: boolean;
  document: ImportedDocument;
}

export interface ShopifyImport {
  /** The products whose rows have no problem. */
  products: ImportedProduct[];
  /** Every data row, in the file's order. */
  rows: RowReport[];
}

// Shopify's CSV has no rating, sale count or "new" flag, and the schema needs all three: an
// imported product is new here and unsold here; the schema has no "not rated", so it starts at 5.
const IMPORTED_DEFAULTS = { new: true, rating: 5, saleCount: 0 } as const;
const DEFAULT_CATEGORY = 'fashion';

export function parseShopifyCsv(text: string): ShopifyImport {
  const { records, error } = parseCsv(text);
  const [first, ...data] = records;
  if (first === undefined) return refused(error ? importProblem(error.code) : importProblem('file_empty'));
  const header = new Header(first.fields);
  const missing = (['handle', 'title'] as const).filter((column) => !header.has(column)).map((column) => header.name(column));
  if (missing.length > 0) return refused(importProblem('columns_missing', { columns: missing }));
  if (!header.has('price')) return refused(importProblem('price_column_missing', { column: header.name('price') }));
  if (!header.has('quantity')) return refused(importProblem('quantity_column_missing', { column: header.name('quantity') }));
  if (data.length > MAX_IMPORT_ROWS) return refused(importProblem('too_many_rows', { rows: data.length, max: MAX_IMPORT_ROWS }));

  const rows: Row[] = data.map(({ line, fields }) => ({ line, fields, handle: header.cell(fields, 'handle'), problems: [] }));
  const products: ImportedProduct[] = [];
  for (const group of groupByHandle(rows, header)) {
    const product = importProduct(group, header);
    if (product) products.push(product);
  }
  const reports: RowReport[] = rows.map(({ line, handle, problems }) => ({ line, handle, problems }));
  if (error) reports.push({ line: error.line, handle: '', problems: [importProblem(error.code)] });
  // A row left out of its product (its cells not under their columns) still makes the product incomplete.
  const incomplete = new Set(rows.filter((row) => row.problems.length > 0).map((row) => row.handle));
  return { products: products.filter((product) => !incomplete.has(product.handle)), rows: reports };
}

function refused(problem: ImportProblem): ShopifyImport {
  return { products: [], rows: [{ line: 1, handle: '', problems: [problem] }] };
}

/** The rows of each product, in the order products first appear; rows that cannot be placed are reported and left out. */
function groupByHandle(rows: Row[], header: Header): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.fields.length !== header.width) {
      row.problems.push(importProblem('cell_count', { cells: row.fields.length, columns: header.width }));
    } else if (row.handle === '') {
      row.problems.push(importProblem('handle_empty', { column: header.name('handle') }));
    } else {
      const group = groups.get(row.handle);
      if (group) group.push(row);
      else groups.set(row.handle, [row]);
    }
  }
  return [...groups.values()];
}

function importProduct(group: Row[], header: Header): ImportedProduct | null {
  const handle = group[0]!.handle;
  const titleRow = group.find((row) => header.cell(row.fields, 'title') !== '');
  if (!titleRow) {
    for (const row of group) {
      row.problems.push(importProblem('title_missing', { handle_column: header.name('handle'), handle: asCell(handle), column: header.name('title') }));
    }
    return null;
  }
  const cell = (row: Row, column: Column) => header.cell(row.fields, column);
  const title = cell(titleRow, 'title');
  for (const row of group) {
    // Two products given the same handle by mistake would otherwise be merged into one.
    if (cell(row, 'title') === '' || cell(row, 'title') === title) continue;
    row.problems.push(
      importProblem('second_title', {
        column: header.name('title'),
        value: asCell(cell(row, 'title')),
        handle_column: header.name('handle'),
        handle: asCell(handle),
        title: asCell(title),
        line: titleRow.line,
      }),
    );
  }

  const published = take(titleRow, readPublished(cell(titleRow, 'published'), header.name('published')));
  const active = take(titleRow, readActive(cell(titleRow, 'status'), header.name('status')));
  const fullDescription = htmlToText(cell(titleRow, 'body'));
  const seoDescription = cell(titleRow, 'seoDescription').replace(/\s+/g, ' ');
  const { category, tag } = categoriesAndTags(cell(titleRow, 'tags'), cell(titleRow, 'type'));
  const problemCount = () => group.reduce((sum, row) => sum + row.problems.length, 0);
  const before = problemCount();
  const sold = readVariants(group, titleRow, header, readOptions(titleRow, header));
  const variantsRead = problemCount() === before;
  const images = readImages(group, header, sold.variantImages);

  const document: ImportedDocument = {
    sku: sold.sku,
    name: { en: title },
    price: sold.price,
    discount: sold.discount,
    ...IMPORTED_DEFAULTS,
    category,
    tag,
    stock: sold.stock,
    ...(sold.variation.length > 0 && {
      variation: sold.variation.map(({ color, image, size }) => ({ color, image: image ?? images[0]?.src ?? '', size })),
    }),
    images,
    shortDescription: { en: seoDescription || firstSentence(fullDescription) },
    fullDescription: { en: fullDescription },
  };
  if (fullDescription === '') {
    titleRow.problems.push(importProblem('description_empty', { column: header.name('body') }));
  }
  // What is already reported is not reported again in the schema's words: a column a row has a
  // problem with, and the fields made from the variant rows when one of those had a problem.
  const reported = (column: string) => group.some((row) => row.problems.some((problem) => problem.message.startsWith(`${column} `)));
  const schema = schemaProblems(document, header, seoDescription ? 'seoDescription' : 'body').filter(
    (problem) => !reported(problem.params.column as string) && (variantsRead || !VARIANT_FIELDS.has(problem.path[0]!)),
  );
  // The same refusal of one column (each of several tags, say) is said once.
  titleRow.problems.push(...new Map(schema.map(({ path: _path, ...problem }) => [problem.message, problem] as const)).values());
  if (group.some((row) => row.problems.length > 0)) return null;
  return { handle, lines: group.map((row) => row.line), hidden: published === false || active === false, document };
}

/** Tags naming one of the shop's categories (or a Type that does) are its categories; the rest stay tags. */
function categoriesAndTags(tagsCell: string, type: string): { category: Product['category']; tag: string[] } {
  const words = [...new Set(tagsCell.split(',').map((tag) => tag.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];
  const isCategory = (word: string): word is Product['category'][number] => (CATEGORIES as readonly string[]).includes(word);
  const category = [...new Set([...words, type.trim().toLowerCase()].filter(isCategory))];
  return { category: category.length > 0 ? category : [DEFAULT_CATEGORY], tag: words.filter((word) => !isCategory(word)) };
}

function firstSentence(text: string): string {
  const paragraph = text.split('\n\n')[0] ?? '';
  return /^[\s\S]+?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
}

/** The product's images in the file's order, each address once, then variant images not among them. */
function readImages(group: Row[], header: Header, variantImages: string[]): ImportedImage[] {
  const images: ImportedImage[] = [];
  for (const row of group) {
    const raw = header.cell(row.fields, 'imageSrc');
    if (raw === '') continue;
    const src = take(row, readImageUrl(raw, header.name('imageSrc')));
    if (src === undefined) continue;
    const alt = header.cell(row.fields, 'imageAlt').replace(/\s+/g, ' ');
    const known = images.find((image) => image.src === src);
    if (!known) images.push(alt ? { src, alt } : { src });
    else if (!known.alt && alt) known.alt = alt;
  }
  for (const src of variantImages) if (!images.some((image) => image.src === src)) images.push({ src });
  return images;
}

const VARIANT_FIELDS = new Set<PropertyKey>(['sku', 'price', 'discount', 'stock', 'variation']);

/**
 * The catalogue schema's problems with the document, its rule and the build's words, each under the
 * column it came from. The id and image paths are given when the product is written, so placeholders stand in.
 */
function schemaProblems(document: ImportedDocument, header: Header, shortFrom: Column): (ImportProblem & { path: readonly PropertyKey[] })[] {
  const placeholderId = '1';
  const image = [productImagePath(placeholderId, 1)];
  const { images: _images, variation, ...fields } = document;
  const candidate = { id: placeholderId, ...fields, ...(variation && { variation: variation.map((v) => ({ ...v, image: image[0] })) }), image };
  const result = productSchema.safeParse(candidate);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    ...schemaProblem(columnOf(issue.path, header, shortFrom), schemaRule(issue, candidate), issue.message),
    path: issue.path,
  }));
}

function columnOf(path: readonly PropertyKey[], header: Header, shortFrom: Column): string {
  switch (path[0]) {
    case 'sku':
      return header.name('sku');
    case 'name':
      return header.name('title');
    case 'price':
      return header.name('price');
    case 'discount':
      return header.name('compareAt');
    case 'category':
    case 'tag':
      return header.name('tags');
    case 'stock':
      return header.name('quantity');
    case 'shortDescription':
      return header.name(shortFrom);
    case 'fullDescription':
      return header.name('body');
    default:
      return formatPath(path);
  }
}
