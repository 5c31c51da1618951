// The words of the wishlist island, as prop name → i18n key: pages hand them over with islandStrings.
import type { IslandStrings } from '../../lib/text.ts';
import { REFUSAL_STRINGS } from '../cart/refusal.ts';
import { LINE_NOTICE_STRINGS } from '../list/line-notice-strings.ts';

export const WISHLIST_STRINGS = {
  listLabel: 'wishlist.listLabel',
  color: 'common.color',
  size: 'common.size',
  price: 'product.currentPrice',
  oldPrice: 'product.oldPrice',
  inStock: 'common.inStock',
  outOfStock: 'common.outOfStock',
  addToCart: 'common.addToCart',
  /** With {{name}}. */
  remove: 'wishlist.remove',
  clear: 'wishlist.clear',
  continueShopping: 'common.continueShopping',
  addedToCart: 'toast.addedToCart',
  addToCartFailed: 'toast.addToCartFailed',
  ...REFUSAL_STRINGS,
  ...LINE_NOTICE_STRINGS,
  removed: 'toast.removedFromWishlist',
  removeFailed: 'toast.removeFromWishlistFailed',
  removedAll: 'toast.removedAllFromWishlist',
  clearFailed: 'toast.clearWishlistFailed',
  loading: 'common.loading',
  loadError: 'wishlist.loadError',
} as const;

export type WishlistStrings = IslandStrings<typeof WISHLIST_STRINGS>;
