// The signed-in shopper's order items (spec sections 3 and 7): GET /order-items, a page at a time,
// and GET /order-item, one of them; GET /orders/{order_number}, one order whole. Each sends the
// bearer token through the API client.
import type { z } from 'zod';
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { orderItemQuery, orderItemsQuery } from './shop-inputs.ts';
import type { ApiReply, OrderItem, PlacedOrder } from './types.ts';

/** Spec section 9: orders page size 25. */
export const ORDERS_PER_PAGE = 25;

/** One page of order items, newest first; the reply's `pagination` says how many pages there are. */
export function fetchOrderItems(page: number, perPage = ORDERS_PER_PAGE): Promise<ApiResult<ApiReply<OrderItem[]>>> {
  return call<ApiReply<OrderItem[]>>('/order-items', { query: { page, per_page: perPage } satisfies z.input<typeof orderItemsQuery>, retry: 0 });
}

/** One order item; another shopper's id or an unknown one answers 404 'Order not found'. */
export function fetchOrderItem(id: number): Promise<ApiResult<ApiReply<OrderItem>>> {
  return call<ApiReply<OrderItem>>('/order-item', { query: { id } satisfies z.input<typeof orderItemQuery>, retry: 0 });
}

/** One of the shopper's orders whole, as checkout answered it; another's or an unknown one answers 404. */
export function fetchOrder(orderNumber: string): Promise<ApiResult<ApiReply<PlacedOrder>>> {
  return call<ApiReply<PlacedOrder>>(`/orders/${encodeURIComponent(orderNumber)}`, { retry: 0 });
}
