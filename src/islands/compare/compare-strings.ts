// The words of the compare island, as prop name → i18n key: pages hand them over with islandStrings.
import type { IslandStrings } from '../../lib/text.ts';
import { LINE_NOTICE_STRINGS } from '../list/line-notice-strings.ts';

export const COMPARE_STRINGS = {
  caption: 'compare.caption',
  empty: 'compare.empty',
  continueShopping: 'common.continueShopping',
  price: 'common.price',
  rating: 'compare.rating',
  /** With {{rating}}. */
  ratingValue: 'common.rating',
  stock: 'compare.stock',
  inStock: 'common.inStock',
  outOfStock: 'common.outOfStock',
  colors: 'compare.colors',
  sizes: 'compare.sizes',
  description: 'compare.description',
  oneSize: 'compare.oneSize',
  oneColor: 'compare.oneColor',
  listComma: 'common.listComma',
  /** With {{name}}. */
  remove: 'compare.remove',
  removed: 'toast.removedFromCompare',
  ...LINE_NOTICE_STRINGS,
  loading: 'common.loading',
  loadError: 'compare.loadError',
} as const;

export type CompareStrings = IslandStrings<typeof COMPARE_STRINGS>;
