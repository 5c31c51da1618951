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
  returnOrExchange: 'after.returnOrExchange',
  /** With {{date}}. */
  returnUntil: 'after.returnUntil',
  /** With {{date}}. */
  returnClosed: 'after.returnClosed',
  nonReturnable: 'after.nonReturnable',
  allRequested: 'after.allRequested',
  returnTitle: 'after.returnTitle',
  returnQuantity: 'after.returnQuantity',
  returnReasonLabel: 'after.returnReasonLabel',
  'returnReason.size': 'after.returnReason.size',
  'returnReason.colour': 'after.returnReason.colour',
  'returnReason.damaged': 'after.returnReason.damaged',
  'returnReason.not_as_described': 'after.returnReason.not_as_described',
  'returnReason.changed_mind': 'after.returnReason.changed_mind',
  wantLabel: 'after.wantLabel',
  wantRefund: 'after.wantRefund',
  wantExchange: 'after.wantExchange',
  exchangeFor: 'after.exchangeFor',
  exchangeNone: 'after.exchangeNone',
  returnSend: 'after.returnSend',
  returnCancel: 'after.returnCancel',
  returnSent: 'after.returnSent',
  requests: 'after.requests',
  /** With {{quantity}}. */
  requestRefund: 'after.requestRefund',
  /** With {{quantity}} and {{variant}}. */
  requestExchange: 'after.requestExchange',
  'requestStatus.REQUESTED': 'after.requestStatus.REQUESTED',
  'requestStatus.APPROVED': 'after.requestStatus.APPROVED',
  'requestStatus.PICKED_UP': 'after.requestStatus.PICKED_UP',
  'requestStatus.RECEIVED': 'after.requestStatus.RECEIVED',
  'requestStatus.REFUNDED': 'after.requestStatus.REFUNDED',
  'requestStatus.EXCHANGED': 'after.requestStatus.EXCHANGED',
  /** With {{reason}}: the shop's words. */
  'requestStatus.REFUSED': 'after.requestStatus.REFUSED',
  'error.not_returnable': 'after.error.notReturnable',
  'error.return_window_closed': 'after.error.windowClosed',
  'error.already_returned': 'after.error.alreadyReturned',
  'error.return_quantity_exceeded': 'after.error.quantityExceeded',
  'error.insufficient_stock': 'after.error.outOfStock',
} as const;

export type AfterStrings = IslandStrings<typeof AFTER_STRINGS>;
