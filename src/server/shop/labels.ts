// How a variant is named in the API's replies, order items and the operator CLI: in English, the
// API's language, with the catalogue's words (src/lib/catalogue/labels.ts).
import { catalogueLabels } from '../../lib/catalogue/labels.ts';
import { DEFAULT_LOCALE } from '../../lib/locale.ts';
import { useTranslations } from '../../lib/translations.ts';
import type { OrderAttribute } from '../db/schema/shop.ts';

const NO_VARIATION_NAME = 'Standard';

const label = catalogueLabels(useTranslations(DEFAULT_LOCALE), DEFAULT_LOCALE);

export function variantAttributes(color: string | null, size: string | null): OrderAttribute[] {
  const out: OrderAttribute[] = [];
  if (color) out.push({ name: 'Color', value: label.color(color) });
  if (size) out.push({ name: 'Size', value: label.size(size) });
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
