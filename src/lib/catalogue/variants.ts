// Sellable variants of a product. Pure and free of fs so the browser, the build and the API
// compute the same ids: the cart, wishlist and orders store these ids, so they must never
// depend on the order of colours or sizes in a product file.
import { discountedMinor, toMajor, toMinor } from '../money.ts';
import { COLORS, SIZES, type Color, type Size } from './constants.ts';
import type { Product } from './schema.ts';

export const DEFAULT_SKU_PREFIX = 'PROD';

export interface Variant {
  id: number;
  productId: number;
  color: string | null;
  size: string | null;
  sku: string;
  stock: number;
}

// Codes start at 1 so that a zero digit means "no variation" in a variant id.
const colorCode = (color: string): number => (COLORS as readonly string[]).indexOf(color) + 1;
const sizeCode = (size: string): number => (SIZES as readonly string[]).indexOf(size) + 1;

/** productId*100 + colour*10 + size, or productId*100 for a product sold without variation. */
export function variantIdOf(productId: number | string, color?: string | null, size?: string | null): number {
  const id = Number(productId);
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Invalid product id: ${String(productId)}`);
  if (color == null && size == null) return id * 100;
  if (color == null || size == null) throw new RangeError('A variant needs both a colour and a size, or neither');
  const c = colorCode(color);
  const s = sizeCode(size);
  if (c === 0) throw new RangeError(`Unknown colour: ${color}`);
  if (s === 0) throw new RangeError(`Unknown size: ${size}`);
  return id * 100 + c * 10 + s;
}

export function parseVariantId(
  variantId: number,
): { productId: number; color: Color | null; size: Size | null } | null {
  if (!Number.isSafeInteger(variantId) || variantId < 100) return null;
  const productId = Math.floor(variantId / 100);
  const rest = variantId % 100;
  if (rest === 0) return { productId, color: null, size: null };
  const color = COLORS[Math.floor(rest / 10) - 1];
  const size = SIZES[(rest % 10) - 1];
  if (color === undefined || size === undefined) return null;
  return { productId, color, size };
}

export function skuOf(productId: number | string, color?: string | null, size?: string | null, prefix = DEFAULT_SKU_PREFIX): string {
  const base = `${prefix}-${String(productId).padStart(4, '0')}`;
  return color && size ? `${base}-${color.toUpperCase()}-${size.toUpperCase()}` : base;
}

/** Every sellable combination of a product, ordered by variant id. */
export function variantsOf(product: Product, prefix = DEFAULT_SKU_PREFIX): Variant[] {
  const productId = Number(product.id);
  if (!product.variation) {
    return [{ id: variantIdOf(productId), productId, color: null, size: null, sku: skuOf(productId, null, null, prefix), stock: product.stock }];
  }
  const variants: Variant[] = [];
  for (const v of product.variation) {
    for (const s of v.size) {
      variants.push({
        id: variantIdOf(productId, v.color, s.name),
        productId,
        color: v.color,
        size: s.name,
        sku: skuOf(productId, v.color, s.name, prefix),
        stock: s.stock,
      });
    }
  }
  return variants.sort((a, b) => a.id - b.id);
}

/** Price after discount in AED, rounded to the fils. Expired offers keep their discount; only the countdown ends. */
export function salePrice(product: Pick<Product, 'price' | 'discount'>): number {
  return toMajor(discountedMinor(toMinor(product.price), product.discount));
}

export function totalStock(product: Pick<Product, 'stock' | 'variation'>): number {
  if (!product.variation) return product.stock;
  return product.variation.reduce((sum, v) => sum + v.size.reduce((n, s) => n + s.stock, 0), 0);
}

export function isInStock(product: Pick<Product, 'stock' | 'variation'>): boolean {
  return totalStock(product) > 0;
}

export function isOfferActive(product: Pick<Product, 'offerEnd'>, now: Date = new Date()): boolean {
  if (!product.offerEnd) return false;
  return Date.parse(product.offerEnd) > now.getTime();
}
