// The timeline entries the shop writes itself (checkout, payments), each with a stable kind beside
// its English description: the API answers `kind`, and the order pages word the entry by it in
// their language (`description.<kind>` of their status names). An operator's own entry has no kind
// and shows the description it was given.
export const TIMELINE_KIND_KEYS = {
  created: 'order.description.created',
  placed: 'order.description.placed',
  paid: 'order.description.paid',
  payment_expired: 'order.description.paymentExpired',
  cancelled_by_shopper: 'order.description.cancelledByShopper',
  return_requested: 'order.description.returnRequested',
  exchange_requested: 'order.description.exchangeRequested',
  return_approved: 'order.description.returnApproved',
  return_picked_up: 'order.description.returnPickedUp',
  return_received: 'order.description.returnReceived',
  return_refunded: 'order.description.returnRefunded',
  return_exchanged: 'order.description.returnExchanged',
} as const;

export type TimelineKind = keyof typeof TIMELINE_KIND_KEYS;

export const TIMELINE_KINDS = Object.keys(TIMELINE_KIND_KEYS) as TimelineKind[];
