// The mini-cart's words (MiniCart.tsx), as prop name → i18n key: the product page hands them to its
// options island, which passes them on when the mini-cart opens.
import type { IslandStrings } from '../../lib/text.ts';

export const MINI_CART_STRINGS = {
  heading: 'miniCart.heading',
  close: 'miniCart.close',
  /** With {{quantity}}. */
  quantity: 'miniCart.quantity',
  subtotal: 'miniCart.subtotal',
  /** With {{missing}}. */
  away: 'miniCart.away',
  free: 'cart.deliveryFree',
  viewCart: 'miniCart.viewCart',
  checkout: 'miniCart.checkout',
  loading: 'miniCart.loading',
  continueShopping: 'common.continueShopping',
} as const;

export type MiniCartStrings = IslandStrings<typeof MINI_CART_STRINGS>;
