// The search's vocabulary for one locale: every product name and every category and tag a shopper
// may type, in that locale's words, each with the page it leads to. A few KB: the browser corrects
// typos against it before asking Pagefind, and suggests from it when nothing matches.
import type { Product } from '../lib/catalogue/schema.ts';
import { CATEGORIES } from '../lib/catalogue/constants.ts';
import { OFFERED_TAGS, catalogueLabels } from '../lib/catalogue/labels.ts';
import { localizePath, type Locale } from '../lib/locale.ts';
import { productName } from '../lib/catalogue/product-name.ts';
import { SHOP_CATEGORIES, categoryPath } from '../lib/shop/categories.ts';
import type { SearchVocabulary } from '../lib/search/fuzzy.ts';

type Translate = Parameters<typeof catalogueLabels>[0];

export function searchVocabulary(products: Product[], locale: Locale, t: Translate): SearchVocabulary {
  const label = catalogueLabels(t, locale);
  const shop = localizePath(locale, '/shop-grid-standard');
  // A shop category has a page of its own, named in its heading: lead there rather than to a filter.
  const listing = (param: 'tag' | 'category', value: string): string => {
    const category = SHOP_CATEGORIES.find((c) => c.param === param && c.value === value);
    return category ? localizePath(locale, categoryPath(category)) : `${shop}?${param}=${encodeURIComponent(value)}`;
  };
  const used = new Set(products.flatMap((p) => [...p.category, ...p.tag]));
  const tags = OFFERED_TAGS.filter((tag) => used.has(tag)).flatMap((tag) => {
    const words = label.tag(tag);
    return words ? [{ label: words, href: listing('tag', tag) }] : [];
  });
  const categories = CATEGORIES.filter((category) => used.has(category)).map((category) => ({
    label: label.category(category),
    href: listing('category', category),
  }));
  const names = products.map((p) => ({ label: productName(p, locale), href: localizePath(locale, `/product/${p.id}`) }));
  return { entries: [...tags, ...categories, ...names] };
}
