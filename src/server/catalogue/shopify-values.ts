// The values of a Shopify product CSV's cells, read into the catalogue's terms: amounts in fils,
// stock counts, colours and sizes from the shop's closed lists, the sale as a whole percent off.
// Each reader gives a value or the problem, in words that name the column and the value written.
import { COLORS, SIZES, type Color, type Size } from '../../lib/catalogue/constants.ts';

export type Read<T> = { value: T } | { problem: string };

const MAX_DISCOUNT = 50;
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;
const HOW_TO_WRITE_AMOUNTS = 'write an amount in AED with at most 2 decimals, such as 45 or 45.50';

/** A price in fils: a positive amount with at most 2 decimals ("45.50", and "45.500" is the same amount). */
export function readAmount(raw: string, column: string): Read<number> {
  if (raw === '') return { problem: `${column} is empty: ${HOW_TO_WRITE_AMOUNTS}.` };
  const match = AMOUNT.exec(raw);
  if (!match) return { problem: `${column} "${raw}" is not an amount: ${HOW_TO_WRITE_AMOUNTS}.` };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return { problem: `${column} "${raw}" has more than 2 decimals: ${HOW_TO_WRITE_AMOUNTS}.` };
  const fils = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fils)) return { problem: `${column} "${raw}" is too large to be a price.` };
  if (fils === 0) return { problem: `${column} "${raw}" is not a positive amount: ${HOW_TO_WRITE_AMOUNTS}.` };
  return { value: fils };
}

/** A stock count: a whole number of 0 or more. */
export function readQuantity(raw: string, column: string): Read<number> {
  if (raw === '') return { problem: `${column} is empty: write the number in stock, 0 or more.` };
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    return { problem: `${column} "${raw}" is not a whole number of 0 or more.` };
  }
  return { value: Number(raw) };
}

const percent = (n: number) => `${Number(n.toFixed(2))} %`;

/**
 * The catalogue's price and discount from Shopify's price and compare-at price (both in fils): a
 * compare-at price above the price is the price before the sale, and the discount its whole percent
 * off. Shopify ignores a compare-at price that is not above the price, and so does this.
 */
export function readSale(priceFils: number, compareAtFils: number | null, columns: { price: string; compareAt: string }): Read<{ price: number; discount: number }> {
  if (compareAtFils === null || compareAtFils <= priceFils) return { value: { price: priceFils / 100, discount: 0 } };
  const off = (100 * (compareAtFils - priceFils)) / compareAtFils;
  const said = `${columns.compareAt} ${(compareAtFils / 100).toFixed(2)} with ${columns.price} ${(priceFils / 100).toFixed(2)} is ${percent(off)} off`;
  if (off > MAX_DISCOUNT) return { problem: `${said}; a discount here is at most ${MAX_DISCOUNT} %.` };
  if (!Number.isInteger(off)) {
    return { problem: `${said}; a discount here is a whole percentage, such as ${percent(Math.floor(off))} or ${percent(Math.ceil(off))}.` };
  }
  return { value: { price: compareAtFils / 100, discount: off } };
}

function readChoice<T extends string>(raw: string, allowed: readonly T[], column: string, option: string, kind: string): Read<T> {
  if (raw === '') return { problem: `${column} is empty: each variant of this product names its ${option}.` };
  const value = allowed.find((choice) => choice === raw.toLowerCase());
  return value === undefined ? { problem: `${column} "${raw}" is not one of the shop's ${kind}: ${allowed.join(', ')}.` } : { value };
}

export const readColor = (raw: string, column: string, option: string): Read<Color> => readChoice(raw, COLORS, column, option, 'colours');
export const readSize = (raw: string, column: string, option: string): Read<Size> => readChoice(raw, SIZES, column, option, 'sizes');

/** Published: TRUE, FALSE, or empty (Shopify publishes a product whose cell is empty). */
export function readPublished(raw: string, column: string): Read<boolean> {
  const value = raw.toLowerCase();
  if (value === '' || value === 'true') return { value: true };
  if (value === 'false') return { value: false };
  return { problem: `${column} "${raw}" is neither TRUE nor FALSE.` };
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
  if (!STATUSES.includes(value)) return { problem: `${column} "${raw}" is not one of ${STATUSES.join(', ')}.` };
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
    return { problem: `${column} "${raw}" is not a web address: Shopify's export gives each image as an https:// address.` };
  }
  return { value: raw };
}
