// Which shop listings and category pages a publish draws again: those whose cards, counts or filter
// options differ between the live catalogue and the new one, asked of each page's scope (the whole
// shop, or one category) in each locale as the page itself asks (src/lib/shop/shop-page-data.ts).
// A price change to a product deep in a category leaves that category's first page, its counts and
// its options as they were, and the page is kept. Pure, so it is tested without a build.
import { buildCatalogueIndex } from '../../lib/catalogue/catalogue-index.ts';
import type { Product } from '../../lib/catalogue/schema.ts';
import { LOCALES, splitLocale, type Locale } from '../../lib/locale.ts';
import { SHOP_CATEGORIES, categoryFilter } from '../../lib/shop/categories.ts';
import { shopPageCards, shopPageFacets } from '../../lib/shop/shop-page-data.ts';

/** A listing's scope in a locale: '' for the whole shop (every layout lists it), else a category's slug. */
const keyOf = (locale: Locale, scope: string) => `${locale} ${scope}`;

const SCOPES = [{ scope: '', preset: undefined }, ...SHOP_CATEGORIES.map((category) => ({ scope: category.slug, preset: categoryFilter(category) }))];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The scopes (as `listingKey` names them) whose page shows something else after the change. */
export function changedListings(before: Product[], after: Product[]): Set<string> {
  const changed = new Set<string>();
  const indexes = new Map(LOCALES.map((locale) => [locale, { then: buildCatalogueIndex(before, locale), now: buildCatalogueIndex(after, locale) }]));
  const { then, now } = indexes.get(LOCALES[0]!)!;
  for (const { scope, preset } of SCOPES) {
    // The filters are the same in every language: one language tells.
    const facetsChanged = !same(shopPageFacets(then, preset), shopPageFacets(now, preset));
    for (const [locale, index] of indexes) {
      if (facetsChanged || !same(shopPageCards(index.then, preset), shopPageCards(index.now, preset))) changed.add(keyOf(locale, scope));
    }
  }
  return changed;
}

/** The scope a listing's or category page's path shows: `/ar/category/shaylas/` → 'ar shaylas'. */
export function listingKey(pagePath: string): string {
  const { locale, path } = splitLocale(pagePath);
  return keyOf(locale, /^\/category\/([^/]+)\/?$/.exec(path)?.[1] ?? '');
}
