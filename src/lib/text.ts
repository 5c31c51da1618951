// Small text helpers shared by build-time components, islands and page scripts (no i18next in
// the browser: islands get raw translated strings and fill them here).

/** Fills i18next-style {{name}} placeholders; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A template's text before and after its {{name}} placeholder, so that what goes between can be an
 * element of its own: a phone number, e-mail address or code kept left to right in any sentence.
 */
export function splitAt(template: string, name: string): [before: string, after: string] {
  const match = new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).exec(template);
  return match ? [template.slice(0, match.index), template.slice(match.index + match[0].length)] : [template, ''];
}

/** A person's initials for an avatar, from the first two words of their name: "Mariam al Hassan" → "MA". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Items as one phrase with the language's comma (`common.listComma`): "Black, White", "أسود، أبيض". */
export function joinList(items: readonly string[], comma: string): string {
  return items.join(`${comma} `);
}

/** A rating as five stars, e.g. ★★★★☆ for 4. */
export function stars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** What an island receives for a map of prop name → i18n key: each name's translated template. */
export type IslandStrings<Keys> = Record<keyof Keys, string>;

/**
 * A message in each plural category its locale's words need (`key_one`, `key_other`, and for Arabic
 * `key_zero`, `key_two`, `key_few`, `key_many` too); `other` is always there.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What an island receives for a map of prop name → plural i18n key (without its _one/_other suffix). */
export type IslandPlurals<Keys> = Record<keyof Keys, PluralForms>;

/** The form i18next would pick for `count` (a category the locale lacks falls back to `other`), filled. */
export function plural(forms: PluralForms, localeTag: string, count: number, values: Record<string, string | number> = {}): string {
  const form = forms[new Intl.PluralRules(localeTag).select(count)] ?? forms.other;
  return fill(form, { count, ...values });
}
