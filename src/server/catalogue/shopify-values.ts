// The values of a Shopify product CSV's cells, read into the catalogue's terms: amounts in fils,
// stock counts, colours and sizes from the shop's closed lists, the sale as a whole percent off.
// Each reader gives a value or the problem, naming the column and the value written.
import { COLORS, SIZES, type Color, type Size } from '../../lib/catalogue/constants.ts';
import { asCell, importProblem, type ImportProblem } from '../../lib/catalogue/import-problems.ts';

export type Read<T> = { value: T } | { problem: ImportProblem };

const MAX_DISCOUNT = 50;
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/** A price in fils: a positive amount with at most 2 decimals ("45.50", and "45.500" is the same amount). */
export function readAmount(raw: string, column: string): Read<number> {
  if (raw === '') return { problem: importProblem('amount_empty', { column }) };
  const match = AMOUNT.exec(raw);
  const written = { column, value: asCell(raw) };
  if (!match) return { problem: importProblem('amount_invalid', written) };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return { problem: importProblem('amount_decimals', written) };
  const fils = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fils)) return { problem: importProblem('amount_too_large', written) };
  if (fils === 0) return { problem: importProblem('amount_not_positive', written) };
  return { value: fils };
}

/** A stock count: a whole number of 0 or more. */
export function readQuantity(raw: string, column: string): Read<number> {
  if (raw === '') return { problem: importProblem('quantity_empty', { column }) };
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) return { problem: importProblem('quantity_invalid', { column, value: asCell(raw) }) };
  return { value: Number(raw) };
}

const percent = (n: number) => Number(n.toFixed(2));

/**
 * The catalogue's price and discount from Shopify's price and compare-at price (both in fils): a
 * compare-at price above the price is the price before the sale, and the discount its whole percent
 * off. Shopify ignores a compare-at price that is not above the price, and so does this.
 */
export function readSale(priceFils: number, compareAtFils: number | null, columns: { price: string; compareAt: string }): Read<{ price: number; discount: number }> {
  if (compareAtFils === null || compareAtFils <= priceFils) return { value: { price: priceFils / 100, discount: 0 } };
  const off = (100 * (compareAtFils - priceFils)) / compareAtFils;
  const said = {
    compare_at_column: columns.compareAt,
    compare_at: (compareAtFils / 100).toFixed(2),
    column: columns.price,
    price: (priceFils / 100).toFixed(2),
    percent: percent(off),
  };
  if (off > MAX_DISCOUNT) return { problem: importProblem('discount_too_large', { ...said, max: MAX_DISCOUNT }) };
  if (!Number.isInteger(off)) return { problem: importProblem('discount_not_whole', { ...said, below: Math.floor(off), above: Math.ceil(off) }) };
  return { value: { price: compareAtFils / 100, discount: off } };
}

function readChoice<T extends string>(raw: string, allowed: readonly T[], column: string, option: string, unknown: 'colour_unknown' | 'size_unknown'): Read<T> {
  if (raw === '') return { problem: importProblem('option_value_empty', { column, option }) };
  const value = allowed.find((choice) => choice === raw.toLowerCase());
  return value === undefined ? { problem: importProblem(unknown, { column, value: asCell(raw), allowed }) } : { value };
}

export const readColor = (raw: string, column: string, option: string): Read<Color> => readChoice(raw, COLORS, column, option, 'colour_unknown');
export const readSize = (raw: string, column: string, option: string): Read<Size> => readChoice(raw, SIZES, column, option, 'size_unknown');

/** Published: TRUE, FALSE, or empty (Shopify publishes a product whose cell is empty). */
export function readPublished(raw: string, column: string): Read<boolean> {
  const value = raw.toLowerCase();
  if (value === '' || value === 'true') return { value: true };
  if (value === 'false') return { value: false };
  return { problem: importProblem('published_invalid', { column, value: asCell(raw) }) };
}

const STATUSES = ['active', 'draft', 'archived', 'unlisted'];

/**
 * Status: only an active product is on sale; empty reads as active, as Shopify's import does. An
 * unlisted product (sold only through its link) is hidden here, where a product is either listed
 * everywhere or off the site, rather than shown in listings its owner kept it out of.
 */
export function readActive(raw: string, column: string): Read<boolean> {
  const value = raw.toLowerCase();
  if (value === '') return { value: true };
  if (!STATUSES.includes(value)) return { problem: importProblem('status_invalid', { column, value: asCell(raw), allowed: STATUSES }) };
  return { value: value === 'active' };
}

/** An image's address, where the shop's photo is taken from: a web address. */
export function readImageUrl(raw: string, column: string): Read<string> {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below with the rest.
  }
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { problem: importProblem('image_address_invalid', { column, value: asCell(raw) }) };
  }
  return { value: raw };
}
