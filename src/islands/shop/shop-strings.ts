// The words of the shop island, as prop name → i18n key: pages hand them over with islandStrings,
// and the messages with a count with islandPlurals (every plural form the locale has).
import type { IslandPlurals, IslandStrings } from '../../lib/text.ts';

export const SHOP_STRINGS = {
  products: 'shop.products',
  filters: 'shop.filters',
  closeFilters: 'shop.closeFilters',
  /** The phone sheet's button when no product matches. */
  noResults: 'shop.noResults',
  clearAll: 'shop.clearAll',
  searchLabel: 'shop.searchLabel',
  searchPlaceholder: 'shop.searchPlaceholder',
  searchSubmit: 'shop.searchSubmit',
  /** Between an option and its count, as a screen reader says it. */
  listComma: 'common.listComma',
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

export const SHOP_PLURALS = {
  /** With {{from}}, {{to}}, {{count}}. */
  showing: 'shop.showing',
  /** The phone sheet's button: "Show 12 results". */
  showResults: 'shop.showResults',
  /** An option's count as a screen reader says it. */
  optionCount: 'shop.optionCount',
  /** The Filters button's name when some are chosen. */
  filtersChosen: 'shop.filtersChosen',
} as const;

export type ShopPlurals = IslandPlurals<typeof SHOP_PLURALS>;
