// The query /payment-success is opened with, read strictly: anyone can write a link, so only an
// order number's form and a plain id are taken, and the page shows them as text.
export interface PlacedOrderQuery {
  orderNumber: string;
  /** The first order item's id, for /order-detail/{id}; absent when the query has none. */
  itemId?: number;
}

/**
 * Checkout sends a shopper to /payment-failed?order=…&payment=not_started when the card payment page
 * could not be opened; without it, the shopper came back from that page by its Cancel link.
 */
export const PAYMENT_NOT_STARTED = 'not_started';

// The order prefix setting (letters, digits and dashes) followed by the order's digits.
export const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const ITEM_ID = /^[1-9]\d{0,9}$/;

export function readPlacedOrder(query: URLSearchParams): PlacedOrderQuery | undefined {
  const orderNumber = query.get('order') ?? '';
  if (!ORDER_NUMBER.test(orderNumber)) return undefined;
  const id = query.get('id') ?? '';
  const itemId = ITEM_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
  return itemId === undefined ? { orderNumber } : { orderNumber, itemId };
}
