// The moves the office offers for an order's items (office/src/screens/order-moves.ts), as the
// server allows them: refused at the door only for a shipped item of an order paid on delivery.
import { describe, expect, it } from 'vitest';
import { canMove, movesFor } from '../../office/src/screens/order-moves.ts';

const item = (status: string) => ({ code: `ITEM-${status}`, status, status_id: 1 });
const cash = { online_payment: false };
const online = { online_payment: true };

describe('refused at the door in the office', () => {
  it('is offered for a shipped item of an order paid on delivery, after delivered and before returned', () => {
    expect(canMove(item('SHIPPED'), 'REFUSED', cash)).toBe(true);
    expect(movesFor([item('SHIPPED')], cash)).toEqual(['DELIVERED', 'REFUSED', 'RETURNED']);
  });

  it('is not offered before shipping, after delivery, once final, or for an order paid online', () => {
    for (const status of ['PLACED', 'CONFIRMED', 'PROCESSING', 'DELIVERED', 'REFUSED', 'CANCELLED', 'RETURNED']) {
      expect(canMove(item(status), 'REFUSED', cash), status).toBe(false);
    }
    expect(canMove(item('SHIPPED'), 'REFUSED', online)).toBe(false);
    expect(movesFor([item('SHIPPED')], online)).toEqual(['DELIVERED', 'RETURNED']);
  });
});
