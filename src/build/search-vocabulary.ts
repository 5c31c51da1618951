// The search's vocabulary for one locale: every product name and every category, tag and colour a
// shopper may type, in that locale's words, each with the page it leads to, and on another language's page
// its English words where they differ (a shopper may type English on any page). The search
// (src/lib/search/engine.ts) corrects typos against it, puts English into the page's words, and
// suggests from it as the shopper types and when nothing matches.
import type { Product } from '../lib/catalogue/schema.ts';
import { CATEGORIES, COLORS } from '../lib/catalogue/constants.ts';
import { OFFERED_TAGS, catalogueLabels } from '../lib/catalogue/labels.ts';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../lib/locale.ts';
import { productName } from '../lib/catalogue/product-name.ts';
import { SHOP_CATEGORIES, categoryPath } from '../lib/shop/categories.ts';
import { fold, type SearchEntry, type SearchVocabulary } from '../lib/search/fuzzy.ts';

type Translate = Parameters<typeof catalogueLabels>[0];

export function searchVocabulary(products: Product[], locale: Locale, translate: (locale: Locale) => Translate): SearchVocabulary {
  const label = catalogueLabels(translate(locale), locale);
  const english = catalogueLabels(translate(DEFAULT_LOCALE), DEFAULT_LOCALE);
  const shop = localizePath(locale, '/shop-grid-standard');
  // A shop category has a page of its own, named in its heading: lead there rather than to a filter.
  const listing = (param: 'tag' | 'category', value: string): string => {
    const category = SHOP_CATEGORIES.find((c) => c.param === param && c.value === value);
    return category ? localizePath(locale, categoryPath(category)) : `${shop}?${param}=${encodeURIComponent(value)}`;
  };
  // None where the locale has no words for it; the English only where it reads otherwise.
  const entry = (text: string | null, en: string, href: string): SearchEntry[] =>
    text === null ? [] : [fold(en) === fold(text) ? { label: text, href } : { label: text, href, en }];
  const used = new Set(products.flatMap((p) => [...p.category, ...p.tag]));
  const tags = OFFERED_TAGS.filter((tag) => used.has(tag)).flatMap((tag) => entry(label.tag(tag), english.tag(tag)!, listing('tag', tag)));
  const categories = CATEGORIES.filter((category) => used.has(category)).flatMap((category) =>
    entry(label.category(category), english.category(category), listing('category', category)),
  );
  // A colour leads to the shop filtered by it, and reads 'black' typed on the Arabic page as its Arabic name.
  const sold = new Set(products.flatMap((p) => p.variation?.map((v) => v.color) ?? []));
  const colors = COLORS.filter((color) => sold.has(color)).flatMap((color) => entry(label.color(color), english.color(color), `${shop}?color=${color}`));
  const names = products.flatMap((p) => entry(productName(p, locale), productName(p, DEFAULT_LOCALE), localizePath(locale, `/product/${p.id}`)));
  return { entries: [...tags, ...categories, ...colors, ...names] };
}
