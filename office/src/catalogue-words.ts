// What the office shows by the catalogue's codes, in the staff member's language and in the shop's
// own words (office/shop-words.ts): a product by its name in that language (the English one where
// none was written), a variant by its colour's name and its size ("بني، M"), a review's fit.
import { useLocaleState } from 'react-admin';
import words from 'virtual:shop-words';
import { sizeCode } from '../../src/lib/catalogue/labels.ts';
import type { LocalizedName } from '../../src/lib/catalogue/product-name.ts';
import { joinList } from '../../src/lib/text.ts';
import { isOfficeLocale } from './i18n/index.ts';

/** A variant by the catalogue's codes: both null for a product sold without variation. */
export type VariantCodes = { color: string | null; size: string | null };

function wordsIn(locale: string): Record<string, string> {
  return words[isOfficeLocale(locale) ? locale : 'en'];
}

/** A product's name in the staff member's language, from its names per locale, else `english`. */
export function useProductName() {
  const [locale] = useLocaleState();
  return (names: Partial<LocalizedName> | null | undefined, english: string): string => (isOfficeLocale(locale) && names?.[locale]) || english;
}

/** A variant's colour and size in the staff member's language; `stored` (as the order kept it) when its codes are unknown. */
export function useVariantName() {
  const [locale] = useLocaleState();
  const shop = wordsIn(locale);
  return (variant: VariantCodes | null | undefined, stored = ''): string => {
    if (!variant) return stored;
    const parts = [variant.color && (shop[`color.${variant.color}`] ?? variant.color), variant.size && sizeCode(variant.size)].filter((part): part is string => Boolean(part));
    return parts.length ? joinList(parts, shop[','] ?? ',') : (shop.standard ?? stored);
  };
}

/** A review's fit ("Runs small") in the staff member's language. */
export function useFitName() {
  const [locale] = useLocaleState();
  const shop = wordsIn(locale);
  return (fit: string) => shop[`fit.${fit}`] ?? fit;
}
