// The words of an order's amounts (OrderAmounts.tsx), as prop name → i18n key: every island that
// shows them spreads these into its own strings.
import type { IslandStrings } from '../../lib/text.ts';

export const AMOUNT_STRINGS = {
  subtotal: 'order.subtotal',
  discount: 'order.discount',
  delivery: 'order.deliveryCharge',
  codFee: 'order.codFee',
  free: 'checkout.free',
  total: 'order.total',
  /** With {{rate}}. */
  vatIncluded: 'order.vatIncluded',
  /** With {{amount}}: the AED charged, beside an amount shown in another currency. */
  charged: 'order.amountCharged',
} as const;

export type AmountStrings = IslandStrings<typeof AMOUNT_STRINGS>;
