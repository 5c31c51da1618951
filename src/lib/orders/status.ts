// An order item's statuses (spec sections 2 and 4, Order status): the badge shows the latest, the
// timeline marks each entry current, completed or pending. Statuses arrive latest first.
import type { OrderItemStatus } from '../api/types.ts';

/** What the badge shows when an item has no status at all. */
export const UNKNOWN_STATUS = 'UNKNOWN';

/** The badge: the latest (first) status, or UNKNOWN when there is none. */
export function latestStatus(statuses: readonly Pick<OrderItemStatus, 'status'>[]): string {
  return statuses[0]?.status || UNKNOWN_STATUS;
}

export type TimelineState = 'current' | 'completed' | 'pending';

/**
 * The spec's rule for the entry at `index` of `count`: the first is current, the last is pending,
 * those between are completed. Where first and last coincide (a single entry), the first wins:
 * the only status is what the item is now. With two entries both ends apply, current then
 * pending, and nothing lies between.
 */
export function timelineState(index: number, count: number): TimelineState {
  if (index === 0) return 'current';
  if (index === count - 1) return 'pending';
  return 'completed';
}
