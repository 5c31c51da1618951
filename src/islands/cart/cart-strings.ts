// The words of the cart island, as prop name → i18n key: pages hand them over with islandStrings.
import type { IslandStrings } from '../../lib/text.ts';
import { REFUSAL_STRINGS } from './refusal.ts';
import { AMOUNT_STRINGS } from '../orders/amount-strings.ts';
import { LINE_NOTICE_STRINGS } from '../list/line-notice-strings.ts';

export const CART_STRINGS = {
  caption: 'cart.caption',
  product: 'cart.product',
  price: 'common.price',
  quantity: 'common.quantity',
  color: 'common.color',
  size: 'common.size',
  /** With {{name}}, like increase, decrease and remove. */
  quantityOf: 'cart.quantityOf',
  increase: 'cart.increase',
  decrease: 'cart.decrease',
  remove: 'cart.remove',
  removeColumn: 'common.remove',
  clear: 'cart.clear',
  summary: 'cart.summary',
  ...AMOUNT_STRINGS,
  /** With {{charge}} and {{missing}}. */
  deliveryCharged: 'cart.deliveryCharged',
  /** With {{threshold}}. */
  deliveryProgress: 'cart.deliveryProgress',
  deliveryFree: 'cart.deliveryFree',
  /** With {{count}}, {{amount}} and {{providers}}. */
  instalments: 'cart.instalments',
  /** With {{first}} and {{second}}. */
  instalmentsEither: 'cart.instalmentsEither',
  tabby: 'paymentMethod.tabby',
  tamara: 'paymentMethod.tamara',
  checkout: 'cart.checkout',
  continueShopping: 'common.continueShopping',
  removed: 'toast.removedFromCart',
  removedAll: 'toast.removedAllFromCart',
  addFailed: 'toast.addToCartFailed',
  removeFailed: 'toast.removeFromCartFailed',
  ...REFUSAL_STRINGS,
  ...LINE_NOTICE_STRINGS,
  loading: 'common.loading',
  loadError: 'cart.loadError',
} as const;

export type CartStrings = IslandStrings<typeof CART_STRINGS>;
