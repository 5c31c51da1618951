// A Shopify product's variant rows read into the catalogue's terms: one price and sale for the
// product, its stock, its SKU, and its variation by colour and size (the shop's only options).
import type { Color, Size } from '../../lib/catalogue/constants.ts';
import { asCell, importProblem } from '../../lib/catalogue/import-problems.ts';
import { OPTION_SLOTS, VARIANT_COLUMNS, take, type Column, type Header, type Row } from './shopify-columns.ts';
import { readAmount, readColor, readImageUrl, readQuantity, readSale, readSize } from './shopify-values.ts';

/** How a product's variants differ: by the colour and size in two option slots (0, 1, 2), or not at all. */
type Options = { kind: 'colour and size'; color: number; size: number } | { kind: 'one variant' } | { kind: 'refused' };

/** Which option slots are colour and size, from the option names on the product's first row. */
export function readOptions(titleRow: Row, header: Header): Options {
  let color: number | null = null;
  let size: number | null = null;
  let refused = false;
  OPTION_SLOTS.forEach((slot, i) => {
    const written = header.cell(titleRow.fields, slot.name);
    const name = written.toLowerCase();
    // "Title" is Shopify's name for the one option of a product without variants.
    if (name === '' || name === 'title') return;
    const role = name === 'color' || name === 'colour' ? 'color' : name === 'size' ? 'size' : null;
    const taken = role === 'color' ? color : role === 'size' ? size : null;
    if (role === null || taken !== null) {
      const option = { column: header.name(slot.name), value: asCell(written) };
      titleRow.problems.push(
        role === null ? importProblem('option_unknown', option) : importProblem('option_repeated', { ...option, first_column: header.name(OPTION_SLOTS[taken!]!.name) }),
      );
      refused = true;
    } else if (role === 'color') color = i;
    else size = i;
  });
  if (refused) return { kind: 'refused' };
  if (color !== null && size !== null) return { kind: 'colour and size', color, size };
  if (color === null && size === null) return { kind: 'one variant' };
  const [given, wanted] = color !== null ? [color, 'Size'] : [size!, 'Color'];
  titleRow.problems.push(
    importProblem('option_alone', { column: header.name(OPTION_SLOTS[given]!.name), value: asCell(header.cell(titleRow.fields, OPTION_SLOTS[given]!.name)), wanted }),
  );
  return { kind: 'refused' };
}

interface Sold {
  sku: string;
  price: number;
  discount: number;
  stock: number;
  variation: { color: Color; image: string | undefined; size: { name: Size; stock: number }[] }[];
  /** Variant Image addresses, which join the product's images. */
  variantImages: string[];
}

/** Price, sale, stock, SKU and colour-and-size variants from the rows that describe a variant. */
export function readVariants(group: Row[], titleRow: Row, header: Header, options: Options): Sold {
  const cell = (row: Row, column: Column) => header.cell(row.fields, column);
  const sold: Sold = { sku: '', price: 0, discount: 0, stock: 0, variation: [], variantImages: [] };
  const variantRows = group.filter((row) => VARIANT_COLUMNS.some((column) => cell(row, column) !== ''));
  const firstVariant = variantRows[0];
  if (firstVariant === undefined) {
    titleRow.problems.push(importProblem('variant_missing', { column: header.name('price'), quantity_column: header.name('quantity') }));
    return sold;
  }
  let established: { row: Row; price: number; compareAt: number | null } | null = null;
  const seen = new Map<string, number>();
  const skus: { row: Row; sku: string; options: string[] }[] = [];
  for (const row of variantRows) {
    const compareAtCell = cell(row, 'compareAt');
    const price = take(row, readAmount(cell(row, 'price'), header.name('price')));
    const compareAt = compareAtCell === '' ? null : take(row, readAmount(compareAtCell, header.name('compareAt')));
    const stock = take(row, readQuantity(cell(row, 'quantity'), header.name('quantity')));
    if (price !== undefined && compareAt !== undefined) {
      if (established === null) {
        established = { row, price, compareAt };
        const sale = take(row, readSale(price, compareAt, { price: header.name('price'), compareAt: header.name('compareAt') }));
        if (sale) Object.assign(sold, sale);
      } else {
        if (price !== established.price) differsFromFirst(row, established.row, header, 'price');
        if (compareAt !== established.compareAt) differsFromFirst(row, established.row, header, 'compareAt');
      }
    }
    const variantImage = cell(row, 'variantImage');
    const image = variantImage === '' ? undefined : take(row, readImageUrl(variantImage, header.name('variantImage')));
    if (image !== undefined) sold.variantImages.push(image);

    if (options.kind === 'one variant') {
      if (row === firstVariant) {
        sold.stock = stock ?? 0;
        skus.push({ row, sku: cell(row, 'sku'), options: [] });
      } else {
        row.problems.push(importProblem('variant_without_options', { line: firstVariant.line }));
      }
      continue;
    }
    if (options.kind === 'refused') continue;
    const colorSlot = OPTION_SLOTS[options.color]!;
    const sizeSlot = OPTION_SLOTS[options.size]!;
    const colorName = cell(titleRow, colorSlot.name);
    const sizeName = cell(titleRow, sizeSlot.name);
    const color = take(row, readColor(cell(row, colorSlot.value), header.name(colorSlot.value), colorName));
    const size = take(row, readSize(cell(row, sizeSlot.value), header.name(sizeSlot.value), sizeName));
    if (color === undefined || size === undefined) continue;
    const earlier = seen.get(`${color}/${size}`);
    if (earlier !== undefined) {
      row.problems.push(
        importProblem('variant_repeated', {
          colour_option: colorName,
          colour: asCell(cell(row, colorSlot.value)),
          size_option: sizeName,
          size: asCell(cell(row, sizeSlot.value)),
          line: earlier,
        }),
      );
      continue;
    }
    seen.set(`${color}/${size}`, row.line);
    skus.push({ row, sku: cell(row, 'sku'), options: [cell(row, colorSlot.value), cell(row, sizeSlot.value)] });
    let variation = sold.variation.find((v) => v.color === color);
    if (!variation) {
      variation = { color, image: undefined, size: [] };
      sold.variation.push(variation);
    }
    variation.image ??= image;
    variation.size.push({ name: size, stock: stock ?? 0 });
    sold.stock += stock ?? 0;
  }
  const first = skus[0];
  if (first?.sku === '') first.row.problems.push(importProblem('sku_empty', { column: header.name('sku') }));
  sold.sku = productSku(skus);
  return sold;
}

/** A product here has one price and one sale for all its variants, so every variant row repeats the first one's. */
function differsFromFirst(row: Row, first: Row, header: Header, column: 'price' | 'compareAt'): void {
  row.problems.push(
    importProblem('price_differs', {
      column: header.name(column),
      value: asCell(header.cell(row.fields, column)),
      line: first.line,
      first: asCell(header.cell(first.fields, column)),
    }),
  );
}

const SKU_SEPARATOR = /[-_./ ]/;
const SKU_LAST_PART = /^(.+)[-_./ ]([^-_./ ]+)$/;

/** "BLK" names black: its letters in order, from the first. */
function abbreviates(part: string, value: string): boolean {
  const [short, long] = [part.toLowerCase(), value.toLowerCase()];
  if (short === long) return true;
  if (short.length < 2 || short[0] !== long[0]) return false;
  let at = 0;
  for (const char of long) if (char === short[at]) at += 1;
  return at === short.length;
}

/**
 * The product's SKU: its first variant's, less the option suffix: the trailing parts not shared by
 * all its variants' SKUs, or naming that variant's colour or size ("ABY-07-BLK-M" → "ABY-07"). The
 * catalogue gives each variant its own SKU from the product's.
 */
function productSku(variants: { sku: string; options: string[] }[]): string {
  const first = variants[0];
  if (!first) return '';
  const parts = first.sku.split(SKU_SEPARATOR);
  let shared = parts.length;
  for (const { sku } of variants.slice(1)) {
    if (sku === '') continue;
    const other = sku.split(SKU_SEPARATOR);
    let i = 0;
    while (i < shared && other[i] === parts[i]) i += 1;
    shared = i;
  }
  // SKUs with no part in common have no common base to find.
  if (shared === 0) shared = parts.length;
  let sku = first.sku;
  for (let match = SKU_LAST_PART.exec(sku); match; match = SKU_LAST_PART.exec(sku)) {
    const last = match[2]!;
    const variantOnly = sku.split(SKU_SEPARATOR).length > shared || first.options.some((value) => abbreviates(last, value));
    if (!variantOnly) break;
    sku = match[1]!;
  }
  return sku;
}
