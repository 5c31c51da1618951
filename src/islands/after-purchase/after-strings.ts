// The words of the order page's after-purchase offers and forms, as prop name → i18n key (the
// order detail page hands them over with islandStrings). Reasons are worded by code below.
import type { IslandStrings } from '../../lib/text.ts';

export const AFTER_STRINGS = {
  heading: 'after.heading',
  cancel: 'after.cancel',
  /** With {{count}}. */
  cancelOrder: 'after.cancelOrder',
  cancelNote: 'after.cancelNote',
  cancelTitle: 'after.cancelTitle',
  cancelOrderTitle: 'after.cancelOrderTitle',
  cancelReasonLabel: 'after.cancelReasonLabel',
  cancelPaid: 'after.cancelPaid',
  cancelConfirm: 'after.cancelConfirm',
  keep: 'after.keep',
  cancelled: 'after.cancelled',
  /** With {{amount}}. */
  cancelledRefund: 'after.cancelledRefund',
  failed: 'after.failed',
  'error.item_not_cancellable': 'after.error.itemNotCancellable',
  'error.already_cancelled': 'after.error.alreadyCancelled',
  'error.refund_unavailable': 'after.error.refundUnavailable',
  'cancelReason.changed_mind': 'after.cancelReason.changed_mind',
  'cancelReason.ordered_by_mistake': 'after.cancelReason.ordered_by_mistake',
  'cancelReason.found_cheaper': 'after.cancelReason.found_cheaper',
  'cancelReason.delivery_too_slow': 'after.cancelReason.delivery_too_slow',
  'cancelReason.other': 'after.cancelReason.other',
} as const;

export type AfterStrings = IslandStrings<typeof AFTER_STRINGS>;
