// The words of the order confirmation (/payment-success), as prop name → i18n key.
import type { IslandStrings } from '../../lib/text.ts';
import { AMOUNT_STRINGS } from './amount-strings.ts';
import { ARRIVAL_STRINGS } from './arrival-strings.ts';

export const CONFIRMATION_STRINGS = {
  ...AMOUNT_STRINGS,
  ...ARRIVAL_STRINGS,
  /** With {{number}}. */
  orderNumber: 'payment.orderNumber',
  loading: 'confirmation.loading',
  failed: 'confirmation.failed',
  notFound: 'confirmation.notFound',
  signIn: 'confirmation.signIn',
  items: 'confirmation.items',
  /** With {{quantity}}. */
  quantity: 'confirmation.quantity',
  summary: 'order.summary',
  address: 'confirmation.address',
  payment: 'confirmation.payment',
  addressUnavailable: 'errors.orders.addressUnavailable',
  viewOrder: 'payment.viewOrder',
  myOrders: 'nav.myOrders',
  continueShopping: 'common.continueShopping',
} as const;

export type ConfirmationStrings = IslandStrings<typeof CONFIRMATION_STRINGS>;
