// An order item's life, one table for the server's rules and the pages' words (docs/DESIGN.md,
// "The order item's life"). The item's own statuses move forward along FLOW; CANCELLED ends it
// before it ships. After delivery a return or exchange request has its own status (RETURN_FLOW),
// and each of its steps is also written on the item's timeline under its RETURN_TIMELINE name.

/** The forward path of an item; PAYMENT_PROCESSING is known to the storefront but unused by cash on delivery. */
export const FLOW = ['CREATED', 'PAYMENT_PROCESSING', 'PLACED', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED'] as const;

/** What the shopper may cancel themselves: anything not yet shipped. */
export const SHOPPER_CANCELLABLE: readonly string[] = ['CREATED', 'PAYMENT_PROCESSING', 'PLACED', 'CONFIRMED', 'PROCESSING'];

/** Why a shopper cancels, by code; the pages word each (`after.cancelReason.<code>`). */
export const CANCEL_REASONS = ['changed_mind', 'ordered_by_mistake', 'found_cheaper', 'delivery_too_slow', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a shopper returns, by code (`after.returnReason.<code>`). */
export const RETURN_REASONS = ['size', 'colour', 'damaged', 'not_as_described', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the shopper asks for: the money back, or another size or colour of the same product. */
export const RETURN_KINDS = ['refund', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * A return request's statuses. REQUESTED by the shopper; the shop APPROVES (or REFUSES), the
 * courier PICKS it UP, the shop RECEIVES it, then REFUNDS or EXCHANGES it. REFUSED is possible
 * until it is refunded or exchanged (a parcel that fails inspection goes back to the shopper).
 */
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUNDED', 'EXCHANGED', 'REFUSED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Each status the operator may move a request to, and from which. */
export const RETURN_MOVES: Record<Exclude<ReturnStatus, 'REQUESTED'>, readonly ReturnStatus[]> = {
  APPROVED: ['REQUESTED'],
  PICKED_UP: ['APPROVED'],
  RECEIVED: ['PICKED_UP'],
  REFUNDED: ['RECEIVED'],
  EXCHANGED: ['RECEIVED'],
  REFUSED: ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED'],
};

/** A request still open: it counts against the quantity the shopper may still return. */
export const FINAL_RETURN_STATUSES: readonly ReturnStatus[] = ['REFUNDED', 'EXCHANGED', 'REFUSED'];

/** The name of each request status on the item's timeline (the order pages word them as `status.<name>`). */
export const RETURN_TIMELINE: Record<ReturnStatus, string> = {
  REQUESTED: 'RETURN_REQUESTED',
  APPROVED: 'RETURN_APPROVED',
  PICKED_UP: 'RETURN_PICKED_UP',
  RECEIVED: 'RETURN_RECEIVED',
  REFUNDED: 'REFUNDED',
  EXCHANGED: 'EXCHANGED',
  REFUSED: 'RETURN_REFUSED',
};

/** Timeline statuses that come after delivery: the item was delivered whatever its return does. */
export const AFTER_DELIVERY: readonly string[] = Object.values(RETURN_TIMELINE);

/** How a product fits, in a review. */
export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];
