// The signed-in shopper's order items (spec sections 3 and 7): GET /order-items, a page at a time,
// and GET /order-item, one of them; GET /orders/{order_number}, one order whole. Each sends the
// bearer token through the API client.
import { api } from './client.ts';
import type { PlacedOrder } from './checkout.ts';
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

/** One of the shopper's orders whole, as checkout answered it; another's or an unknown one answers 404. */
export function fetchOrder(orderNumber: string): Promise<ApiReply<PlacedOrder>> {
  return api<ApiReply<PlacedOrder>>(`/orders/${encodeURIComponent(orderNumber)}`, { retry: 0 });
}
