// The words of the product options island, as prop name → i18n key: pages hand them over with
// islandStrings. ("Only N left" comes apart, already pluralised per count: see ProductSummary.)
import type { IslandStrings } from '../../lib/text.ts';
import { REFUSAL_STRINGS } from '../cart/refusal.ts';

export const OPTION_STRINGS = {
  color: 'common.color',
  size: 'common.size',
  soldOut: 'common.soldOut',
  inStock: 'common.inStock',
  outOfStock: 'common.outOfStock',
  quantity: 'common.quantity',
  increase: 'common.increase',
  decrease: 'common.decrease',
  addToCart: 'common.addToCart',
  buyNow: 'common.buyNow',
  opensInNewTab: 'product.opensInNewTab',
  addToWishlist: 'common.addToWishlist',
  addToCompare: 'common.addToCompare',
  removeFromCompare: 'product.removeFromCompare',
  chooseOptions: 'product.chooseOptions',
  sku: 'common.sku',
  listComma: 'common.listComma',
  addToCartFailed: 'toast.addToCartFailed',
  ...REFUSAL_STRINGS,
  addedToWishlist: 'toast.addedToWishlist',
  addToWishlistFailed: 'toast.addToWishlistFailed',
  alreadyInWishlist: 'toast.alreadyInWishlist',
  addedToCompare: 'toast.addedToCompare',
  removedFromCompare: 'toast.removedFromCompare',
} as const;

export type OptionStrings = IslandStrings<typeof OPTION_STRINGS>;
