// /api/office/orders: the list (filters, search, sort, pages), one order, and the moves of the
// operator's command through the same services: move items forward, cancel with a refund, and mark
// several orders shipped at once.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, problem, unprocessable } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { orderByNumber } from '../../payments/order-payments.ts';
import { cancelOrder, moveItem, type OperationDeps } from '../../shop/order-operations.ts';
import { refusal, StaleStatusError } from '../../shop/order-status.ts';
import { attempt, filterDate, filterText, idParam, listQuery, listReply, officeError, requireConfirmed, type OfficeEnv } from '../http.ts';
import { listOfficeOrders, officeOrder, ORDER_SORTS, orderNumberOf } from '../orders.ts';
import { cancelBody, moveBody, shipBody } from './inputs.ts';

const ordersQuery = listQuery(ORDER_SORTS, {
  status: filterText,
  payment_method: filterText,
  payment_status: filterText,
  country: filterText,
  from: filterDate,
  to: filterDate,
  q: filterText,
  customer: z.coerce.number().int().positive().optional(),
});

export function orderRoutes(deps: OperationDeps & { db: Db }) {
  const { db } = deps;
  const app = new Hono<OfficeEnv>();

  async function orderOr404(id: number) {
    const order = await officeOrder(db, id);
    if (!order) throw notFound('order_not_found', 'There is no such order.');
    return order;
  }

  /** A refund needs the person to have confirmed it is them in the last minutes. */
  async function confirmIfRefunding(c: Context<OfficeEnv>, orderNumber: string) {
    const order = await orderByNumber(db, orderNumber);
    if (order && order.payment_status === 'PAID' && order.payment_method !== 'cod') requireConfirmed(c);
  }

  app.get('/', async (c) => {
    const q = readQuery(c, ordersQuery);
    const { rows, total } = await listOfficeOrders(db, { ...q, perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });

  app.post('/ship', async (c) => {
    const body = await readBody(c, shipBody);
    const results: { id: number; order_number?: string; shipped: string[]; message?: string; code?: string }[] = [];
    for (const entry of body.orders) {
      const order = await officeOrder(db, entry.id);
      if (!order) {
        results.push({ id: entry.id, shipped: [], code: 'order_not_found', message: 'There is no such order.' });
        continue;
      }
      // The order as the person saw it: an item moved (or cancelled) meanwhile refuses this order.
      const changed = order.items.find((item) => entry.expected[item.code] !== item.status_id);
      if (changed || Object.keys(entry.expected).length !== order.items.length) {
        const code = changed?.code ?? order.order_number;
        results.push({ id: entry.id, order_number: order.order_number, shipped: [], code: 'stale_record', message: new StaleStatusError(code).message });
        continue;
      }
      const ready = order.items.filter((item) => refusal(item.status, 'SHIPPED') === null);
      if (ready.length === 0) {
        results.push({ id: entry.id, order_number: order.order_number, shipped: [], code: 'status_change_refused', message: `Nothing in ${order.order_number} can be shipped now.` });
        continue;
      }
      const shipped: string[] = [];
      try {
        for (const item of ready) {
          await moveItem(deps, c.get('actor'), item.code, 'SHIPPED', body.description, {
            trackingNumber: entry.tracking_number,
            carrier: entry.carrier,
            expectedStatusId: entry.expected[item.code],
          });
          shipped.push(item.code);
        }
        results.push({ id: entry.id, order_number: order.order_number, shipped });
      } catch (error) {
        try {
          officeError(error);
        } catch (reply) {
          const { code, message } = reply as { code: string; message: string };
          results.push({ id: entry.id, order_number: order.order_number, shipped, code, message });
        }
      }
    }
    const done = results.filter((r) => !r.code).length;
    return c.json({ success: true, message: `${done} of ${results.length} orders marked shipped.`, data: results });
  });

  app.get('/:id', async (c) => c.json({ success: true, data: await orderOr404(idParam(c)) }));

  app.post('/:id/move', async (c) => {
    const id = idParam(c);
    const body = await readBody(c, moveBody);
    const order = await orderOr404(id);
    const items = body.items ?? order.items.filter((item) => refusal(item.status, body.to) === null).map((item) => item.code);
    const unknown = items.find((code) => !order.items.some((item) => item.code === code));
    if (unknown) throw notFound('item_not_found', `Order ${order.order_number} has no item ${unknown}.`);
    if (items.length === 0) {
      const reason = order.items.map((item) => `${item.code}: ${refusal(item.status, body.to)}`).join(' ');
      throw unprocessable('status_change_refused', problem('to', 'status_change_refused', reason), reason);
    }
    if (body.to === 'RETURNED') await confirmIfRefunding(c, order.order_number);
    const moved: string[] = [];
    await attempt(async () => {
      for (const code of items) {
        await moveItem(deps, c.get('actor'), code, body.to, body.description, {
          trackingNumber: body.tracking_number,
          carrier: body.carrier,
          expectedStatusId: body.expected?.[code],
        });
        moved.push(code);
      }
    });
    return c.json({ success: true, message: `${moved.length} item(s) moved to ${body.to}.`, data: await orderOr404(id) });
  });

  app.post('/:id/cancel', async (c) => {
    const id = idParam(c);
    const body = await readBody(c, cancelBody);
    const number = await orderNumberOf(db, id);
    if (!number) throw notFound('order_not_found', 'There is no such order.');
    await confirmIfRefunding(c, number);
    const result = await attempt(() => cancelOrder(deps, c.get('actor'), number, body.description, { items: body.items, expected: body.expected }));
    const refunded = result.refunded ? ` AED ${(result.refunded.amount / 100).toFixed(2)} refunded.` : '';
    return c.json({ success: true, message: `${result.moves.length} item(s) cancelled.${refunded}`, data: await orderOr404(id) });
  });

  return app;
}
