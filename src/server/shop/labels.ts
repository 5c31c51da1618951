// How a variant is named in the API's replies, order items and the operator CLI: in English, the
// API's language, with the catalogue's words (src/lib/catalogue/labels.ts).
import { COLORS, SIZES } from '../../lib/catalogue/constants.ts';
import { catalogueLabels } from '../../lib/catalogue/labels.ts';
import { DEFAULT_LOCALE } from '../../lib/locale.ts';
import { useTranslations } from '../../lib/translations.ts';
import type { OrderAttribute } from '../db/schema/shop.ts';

const NO_VARIATION_NAME = 'Standard';

const label = catalogueLabels(useTranslations(DEFAULT_LOCALE), DEFAULT_LOCALE);

export function variantAttributes(color: string | null, size: string | null): OrderAttribute[] {
  const out: OrderAttribute[] = [];
  if (color) out.push({ name: 'Color', value: label.color(color), code: 'color', value_code: color });
  if (size) out.push({ name: 'Size', value: label.size(size), code: 'size', value_code: size });
  return out;
}

/** The codes of an attribute stored before they were (its English words), or none when unknown. */
export function attributeCodes(attribute: OrderAttribute): Pick<OrderAttribute, 'code' | 'value_code'> {
  if (attribute.code && attribute.value_code) return { code: attribute.code, value_code: attribute.value_code };
  if (attribute.name === 'Color') {
    const color = COLORS.find((code) => label.color(code) === attribute.value);
    return color ? { code: 'color', value_code: color } : {};
  }
  if (attribute.name === 'Size') {
    const size = SIZES.find((code) => label.size(code) === attribute.value);
    return size ? { code: 'size', value_code: size } : {};
  }
  return {};
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
