// Pure choice logic of the product options, kept apart from React so it is unit-tested.
import { SIZES } from '../../lib/catalogue/constants.ts';

export interface OptionVariant {
  id: number;
  color: string | null;
  size: string | null;
  sku: string;
  stock: number;
}

/** At or below this many pieces the page says "only N left". */
export const LOW_STOCK = 5;

export type StockState = { kind: 'out' } | { kind: 'low'; count: number } | { kind: 'in' };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK) return { kind: 'low', count: stock };
  return { kind: 'in' };
}

export interface SizeAvailability {
  size: string;
  stock: number;
}

/**
 * The sizes to offer, in size order, with their stock: the chosen colour's own sizes, or before a
 * colour is chosen every size the product has, summed over its colours (sold out only when sold
 * out in every colour).
 */
export function sizeChoices(variants: readonly OptionVariant[], color: string | null): SizeAvailability[] {
  const stockBySize = new Map<string, number>();
  for (const variant of variants) {
    if (variant.size === null) continue;
    if (color !== null && variant.color !== color) continue;
    stockBySize.set(variant.size, (stockBySize.get(variant.size) ?? 0) + variant.stock);
  }
  const order = (size: string) => (SIZES as readonly string[]).indexOf(size);
  return [...stockBySize].map(([size, stock]) => ({ size, stock })).sort((a, b) => order(a.size) - order(b.size));
}

/** The variant a purchase would use: the only one of a product without variation, else colour and size. */
export function chosenVariant(variants: readonly OptionVariant[], color: string | null, size: string | null): OptionVariant | null {
  if (variants.length === 1 && variants[0]!.color === null) return variants[0]!;
  if (color === null || size === null) return null;
  return variants.find((v) => v.color === color && v.size === size) ?? null;
}

/**
 * Each variant's stock, from the live map when it knows the variant, else as built. Variants the
 * page does not know are ignored, so a reply about another product changes nothing.
 */
export function mergeStock<V extends { id: number; stock: number }>(variants: readonly V[], live: ReadonlyMap<number, number>): V[] {
  return variants.map((variant) => {
    const stock = live.get(variant.id);
    return stock === undefined || stock === variant.stock ? variant : { ...variant, stock };
  });
}
