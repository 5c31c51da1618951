// The signed-in shopper's order items (spec sections 3 and 7): GET /order-items, a page at a time,
// and GET /order-item, one of them. Both send the bearer token through the API client.
import { api } from './client.ts';
import type { ApiReply, OrderItem } from './types.ts';

/** Spec section 9: orders page size 25. */
export const ORDERS_PER_PAGE = 25;

/** One page of order items, newest first; the reply's `pagination` says how many pages there are. */
export function fetchOrderItems(page: number, perPage = ORDERS_PER_PAGE): Promise<ApiReply<OrderItem[]>> {
  return api<ApiReply<OrderItem[]>>('/order-items', { query: { page, per_page: perPage }, retry: 0 });
}

/** One order item; another shopper's id or an unknown one answers 404 'Order not found'. */
export function fetchOrderItem(id: number): Promise<ApiReply<OrderItem>> {
  return api<ApiReply<OrderItem>>('/order-item', { query: { id }, retry: 0 });
}
