// The timeline entries the shop writes itself (checkout, payments), each with a stable kind beside
// its English description: the API answers `kind`, and the order pages word the entry by it in
// their language (`description.<kind>` of their status names). An operator's own entry has no kind
// and shows the description it was given.
export const TIMELINE_KIND_KEYS = {
  created: 'order.description.created',
  placed: 'order.description.placed',
  paid: 'order.description.paid',
  payment_expired: 'order.description.paymentExpired',
} as const;

export type TimelineKind = keyof typeof TIMELINE_KIND_KEYS;

export const TIMELINE_KINDS = Object.keys(TIMELINE_KIND_KEYS) as TimelineKind[];
