// The words of a listing card's buttons (CardActions.tsx), as prop name → i18n key: the listing's
// page hands them over with islandStrings, with the mini-cart's (an add opens it).
import type { IslandStrings } from '../../lib/text.ts';
import { REFUSAL_STRINGS } from '../cart/refusal.ts';

export const CARD_ACTION_STRINGS = {
  addToCart: 'common.addToCart',
  selectOptions: 'common.selectOptions',
  addToWishlist: 'common.addToWishlist',
  addToCompare: 'common.addToCompare',
  removeFromCompare: 'product.removeFromCompare',
  addToCartFailed: 'toast.addToCartFailed',
  ...REFUSAL_STRINGS,
  addedToWishlist: 'toast.addedToWishlist',
  addToWishlistFailed: 'toast.addToWishlistFailed',
  alreadyInWishlist: 'toast.alreadyInWishlist',
  addedToCompare: 'toast.addedToCompare',
  removedFromCompare: 'toast.removedFromCompare',
} as const;

export type CardActionStrings = IslandStrings<typeof CARD_ACTION_STRINGS>;
