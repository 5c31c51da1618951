// Which moves the office offers for an order's items: the operator's forward path, refused at the
// door (a shipped item of an order paid on delivery: the API refuses it for an order paid online)
// and returns once shipped or delivered, as src/server/shop/order-status.ts allows them. The
// server checks again; this only keeps impossible buttons away.
export const MOVES = ['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'REFUSED', 'RETURNED'] as const;
export type Move = (typeof MOVES)[number];

const FLOW = ['CREATED', 'PAYMENT_PROCESSING', 'PLACED', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED'];
const FINAL = ['CANCELLED', 'RETURNED', 'REFUSED'];

export type OrderItem = { code: string; status: string; status_id: number };
/** What of the order decides its moves: whether it was paid online. */
export type OrderTerms = { online_payment: boolean };

export function canMove(item: OrderItem, to: Move | 'CANCELLED', order: OrderTerms): boolean {
  if (FINAL.includes(item.status)) return false;
  const rank = FLOW.indexOf(item.status);
  if (to === 'CANCELLED') return rank < FLOW.indexOf('DELIVERED');
  if (to === 'REFUSED') return item.status === 'SHIPPED' && !order.online_payment;
  if (to === 'RETURNED') return rank >= FLOW.indexOf('SHIPPED');
  return FLOW.indexOf(to) > rank;
}

/** The moves at least one item can make, in the order of the path; the next step first. */
export function movesFor(items: OrderItem[], order: OrderTerms): Move[] {
  return MOVES.filter((to) => items.some((item) => canMove(item, to, order)));
}

/** The items a move applies to, and what each was when the page was read (refused if changed since). */
export function moveTarget(items: OrderItem[], to: Move | 'CANCELLED', order: OrderTerms) {
  const moving = items.filter((item) => canMove(item, to, order));
  return { items: moving.map((item) => item.code), expected: Object.fromEntries(moving.map((item) => [item.code, item.status_id])) };
}
