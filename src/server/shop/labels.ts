// How a variant is named to people: in messages, order items and the operator CLI.
import type { OrderAttribute } from '../db/schema/shop.ts';

export const NO_VARIATION_NAME = 'Standard';

export function colorLabel(color: string): string {
  return color.charAt(0).toUpperCase() + color.slice(1);
}

export function sizeLabel(size: string): string {
  return size.toUpperCase();
}

export function variantAttributes(color: string | null, size: string | null): OrderAttribute[] {
  const out: OrderAttribute[] = [];
  if (color) out.push({ name: 'Color', value: colorLabel(color) });
  if (size) out.push({ name: 'Size', value: sizeLabel(size) });
  return out;
}

/** 'White, XL', or 'Standard' for a product sold without variation. */
export function variantName(color: string | null, size: string | null): string {
  const parts = variantAttributes(color, size).map((a) => a.value);
  return parts.length > 0 ? parts.join(', ') : NO_VARIATION_NAME;
}

/** 'Lisbon Chiffon Shayla (White, XL)', or just the product name without variation. */
export function describeVariant(productName: string, color: string | null, size: string | null): string {
  const parts = variantAttributes(color, size).map((a) => a.value);
  return parts.length > 0 ? `${productName} (${parts.join(', ')})` : productName;
}
