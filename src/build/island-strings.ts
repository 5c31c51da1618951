// How every island gets its words: the island declares, beside itself, a map of prop name → i18n
// key; the page passes `islandStrings(locale, THAT_MAP)` as the island's `strings` prop. The
// browser never loads i18next: templates keep their {{placeholders}} for the island to fill with
// `fill` (src/lib/text.ts).
import type { IslandPlurals, IslandStrings, PluralForms } from '../lib/text.ts';
import { LOCALE_TAGS, type Locale } from '../lib/locale.ts';
import { useTranslations } from './i18n.ts';

export function islandStrings<const Keys extends Readonly<Record<string, string>>>(locale: Locale, keys: Keys): IslandStrings<Keys> {
  const t = useTranslations(locale);
  return Object.fromEntries(
    Object.entries(keys).map(([name, key]) => {
      const text = t(key);
      // i18next answers a missing key with the key itself: fail the build rather than show it.
      if (text === key) throw new Error(`islandStrings: no "${key}" in content/i18n/${locale}.json (for ${name})`);
      return [name, text];
    }),
  ) as IslandStrings<Keys>;
}

/**
 * Like islandStrings for messages with a count: each name gets the forms of its key in every plural
 * category of the locale that the dictionary holds (i18next's `key_one`, `key_few`, …), `_other` required.
 */
export function islandPlurals<const Keys extends Readonly<Record<string, string>>>(locale: Locale, keys: Keys): IslandPlurals<Keys> {
  const t = useTranslations(locale);
  const categories = new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories;
  return Object.fromEntries(
    Object.entries(keys).map(([name, key]) => {
      const forms: Partial<PluralForms> = {};
      for (const category of categories) {
        const text = t(`${key}_${category}`);
        if (text !== `${key}_${category}`) forms[category] = text;
      }
      if (!forms.other) throw new Error(`islandPlurals: no "${key}_other" in content/i18n/${locale}.json (for ${name})`);
      return [name, forms];
    }),
  ) as IslandPlurals<Keys>;
}
