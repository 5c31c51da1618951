// The shop's own categories, as shoppers name them: each is a filter the shop understands (a tag or
// a catalogue category) with a page of its own at /category/{slug}, in the main menu, on the home
// page's tiles and in the sitemap. Browser-safe: the filter island reads it too.
import type { ShopQuery } from './query.ts';

export interface ShopCategory {
  /** Its page: /category/{slug}. */
  slug: string;
  /** i18n key of its short name (menu, heading, title). */
  name: string;
  /** i18n key of the home page tile's longer label. */
  tile: string;
  param: 'tag' | 'category';
  value: string;
}

export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  { slug: 'shaylas', name: 'category.shaylas', tile: 'home.categoryShaylas', param: 'tag', value: 'shayla' },
  { slug: 'hijabs', name: 'category.hijabs', tile: 'home.categoryHijabs', param: 'tag', value: 'hijab' },
  { slug: 'niqabs', name: 'category.niqabs', tile: 'home.categoryNiqabs', param: 'tag', value: 'niqab' },
  { slug: 'abayas', name: 'category.abayas', tile: 'home.categoryAbayas', param: 'tag', value: 'abaya' },
  { slug: 'kaftans', name: 'category.kaftans', tile: 'home.categoryKaftans', param: 'tag', value: 'kaftan' },
  { slug: 'men', name: 'category.men', tile: 'home.categoryMen', param: 'category', value: 'men' },
];

export const categoryPath = (category: ShopCategory): string => `/category/${category.slug}`;

/** The filter a category page always applies. */
export const categoryFilter = (category: ShopCategory): Partial<ShopQuery> => ({ [category.param]: category.value });

/** The shop category a query shows exactly (one tag or one catalogue category, nothing else narrowing it), if any. */
export function categoryOfQuery(query: Pick<ShopQuery, 'tag' | 'category'>): ShopCategory | undefined {
  if ((query.tag === null) === (query.category === null)) return undefined;
  return SHOP_CATEGORIES.find((c) => query[c.param] === c.value);
}
