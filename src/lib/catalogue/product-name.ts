// A product's words (name, descriptions) in the shopper's locale. The catalogue requires them in English and takes the other
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

/** A product's text (name, short or full description) in `locale`, else English, with the language it is in. */
export function textIn(text: LocalizedName, locale: Locale): { text: string; lang: Locale } {
  const written = text[locale];
  return written === undefined ? { text: text.en, lang: 'en' } : { text: written, lang: locale };
}
