// i18n keys for the shop's vocabularies (categories, colours, tags) and the tags the sidebar offers.

/** 'organic food' → 'shop.category.organicFood'. */
export function categoryKey(category: string): string {
  return `shop.category.${category.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase())}`;
}

export function colorKey(color: string): string {
  return `color.${color}`;
}

/** Tags the sidebar offers, each with a translation under shop.tag.*. */
export const TRANSLATED_TAGS = ['everyday', 'occasion', 'summer', 'travel', 'silk', 'work', 'linen', 'cotton', 'gift', 'wedding'] as const;

/**
 * Garment and feast names borrowed from Arabic read the same in English, French and German, so the
 * sidebar shows them as written (capitalised) rather than through a dictionary entry.
 */
export const LOANWORD_TAGS = ['abaya', 'hijab', 'shayla', 'niqab', 'ramadan'] as const;

export function tagKey(tag: string): string | null {
  return (TRANSLATED_TAGS as readonly string[]).includes(tag) ? `shop.tag.${tag}` : null;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sizes are codes (X, M, XL, XXL) and read the same in every language. */
export function sizeLabel(size: string): string {
  return size.toUpperCase();
}
