// The columns of Shopify's product CSV that the import reads. Shopify renamed several in its 2024
// template ("Variant Price" became "Price", "Handle" became "URL handle"), and a shop moving here may
// hold an export of either age, so each column is known by both names, in any letter case.
// Problems name a column as the file's own header writes it, so the owner finds it in their sheet.

import type { ImportProblem } from '../../lib/catalogue/import-problems.ts';
import type { Read } from './shopify-values.ts';

const COLUMNS = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
  sku: ['Variant SKU', 'SKU'],
  price: ['Variant Price', 'Price'],
  compareAt: ['Variant Compare At Price', 'Compare-at price'],
  quantity: ['Variant Inventory Qty', 'Inventory quantity'],
  imageSrc: ['Image Src', 'Product image URL'],
  imageAlt: ['Image Alt Text'],
  variantImage: ['Variant Image', 'Variant image URL'],
  seoDescription: ['SEO Description'],
} as const satisfies Record<string, readonly string[]>;

export type Column = keyof typeof COLUMNS;

/** The option columns of Shopify's three option slots. */
export const OPTION_SLOTS = [
  { name: 'option1Name', value: 'option1Value' },
  { name: 'option2Name', value: 'option2Value' },
  { name: 'option3Name', value: 'option3Value' },
] as const satisfies readonly { name: Column; value: Column }[];

/** Columns a variant row fills and an image-only row leaves empty. */
export const VARIANT_COLUMNS: readonly Column[] = ['option1Value', 'option2Value', 'option3Value', 'sku', 'price', 'compareAt', 'quantity'];

export class Header {
  readonly width: number;
  private readonly at = new Map<Column, number>();
  private readonly written = new Map<Column, string>();

  constructor(fields: readonly string[]) {
    this.width = fields.length;
    const byName = new Map(fields.map((field, i) => [field.trim().toLowerCase(), i] as const));
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      const i = names.map((name) => byName.get(name.toLowerCase())).find((index) => index !== undefined);
      if (i === undefined) continue;
      this.at.set(column, i);
      this.written.set(column, fields[i]!.trim());
    }
  }

  has(column: Column): boolean {
    return this.at.has(column);
  }

  /** The column's name as this file's header writes it, or Shopify's classic name when it has none. */
  name(column: Column): string {
    return this.written.get(column) ?? COLUMNS[column][0];
  }

  /** A row's value in the column, trimmed; empty when the file has no such column. */
  cell(fields: readonly string[], column: Column): string {
    const i = this.at.get(column);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  }
}

/** A data row of the file, and the problems found with it. */
export interface Row {
  line: number;
  fields: string[];
  handle: string;
  problems: ImportProblem[];
}

/** A read value, or undefined with its problem noted on the row. */
export function take<T>(row: Row, read: Read<T>): T | undefined {
  if ('problem' in read) {
    row.problems.push(read.problem);
    return undefined;
  }
  return read.value;
}
