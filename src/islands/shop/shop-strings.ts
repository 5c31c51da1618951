// The words of the shop island, as prop name → i18n key: pages hand them over with islandStrings.
// The count line comes in its two plural forms; the island picks one with Intl.PluralRules.
import type { IslandStrings } from '../../lib/text.ts';

export const SHOP_STRINGS = {
  products: 'shop.products',
  filters: 'shop.filters',
  searchLabel: 'shop.searchLabel',
  searchPlaceholder: 'shop.searchPlaceholder',
  searchSubmit: 'shop.searchSubmit',
  categories: 'shop.categories',
  colors: 'shop.colors',
  sizes: 'shop.sizes',
  tags: 'shop.tags',
  price: 'shop.price',
  priceNote: 'shop.priceNote',
  priceMin: 'shop.priceMin',
  priceMax: 'shop.priceMax',
  applyPrice: 'shop.applyPrice',
  sortLabel: 'shop.sortLabel',
  /** The sort form's button, shown only without JavaScript. */
  applySort: 'shop.applyPrice',
  sortDefault: 'shop.sortDefault',
  sortPriceDesc: 'shop.sortPriceDesc',
  sortPriceAsc: 'shop.sortPriceAsc',
  sortNewest: 'shop.sortNewest',
  sortRating: 'shop.sortRating',
  viewLabel: 'shop.viewLabel',
  viewGrid: 'shop.viewGrid',
  viewList: 'shop.viewList',
  /** With {{from}}, {{to}}, {{count}}. */
  showing_one: 'shop.showing_one',
  /** With {{from}}, {{to}}, {{count}}. */
  showing_other: 'shop.showing_other',
  noResultsTitle: 'shop.noResultsTitle',
  noResultsText: 'shop.noResultsText',
  clearFilters: 'shop.clearFilters',
  activeFilters: 'shop.activeFilters',
  /** With {{label}}. */
  removeFilter: 'shop.removeFilter',
  pagination: 'shop.pagination',
  previous: 'shop.previous',
  next: 'shop.next',
  /** With {{n}}. */
  goToPage: 'shop.goToPage',
  loading: 'shop.loading',
  loadFailed: 'shop.loadFailed',
} as const;

export type ShopStrings = IslandStrings<typeof SHOP_STRINGS>;
