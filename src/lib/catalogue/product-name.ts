// A product's name in the shopper's locale. The catalogue requires it in English and takes the other
// locales where an editor wrote them; every page, card, search entry, order and notice reads names
// through here, so a missing translation shows the English name rather than nothing.
import type { Locale } from '../locale.ts';

/** English always; the other locales where written. */
export type LocalizedName = { en: string } & Partial<Record<Locale, string>>;

export function productName(product: { name: LocalizedName }, locale: Locale): string {
  return localizedNameIn(product.name, locale, product.name.en);
}

/** A stored name in `locale`, else `fallback`: orders placed before names were kept per locale have none. */
export function localizedNameIn(names: Partial<Record<Locale, string>> | null | undefined, locale: Locale, fallback: string): string {
  return names?.[locale] ?? fallback;
}
