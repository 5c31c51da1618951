// /api/office/stock: each variant's stock, searched and filtered to what runs low; a change names
// the stock it started from.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import type { SettingsService } from '../../settings/service.ts';
import { filterText, idParam, listQuery, listReply, type OfficeEnv } from '../http.ts';
import { listStock, setStock, StaleStockError, stockRow, STOCK_SORTS } from '../stock.ts';
import { stockBody } from './inputs.ts';

const stockQuery = listQuery(STOCK_SORTS, {
  q: filterText,
  low: z.enum(['true', 'false']).optional(),
  product_id: z.coerce.number().int().positive().optional(),
});

export function stockRoutes({ db, settings }: { db: Db; settings: SettingsService }) {
  const app = new Hono<OfficeEnv>();

  app.get('/', async (c) => {
    const q = readQuery(c, stockQuery);
    const threshold = (await settings.get()).values.low_stock_threshold;
    const { rows, total } = await listStock(db, { ...q, low: q.low === 'true' ? threshold : undefined, perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });

  app.get('/:id', async (c) => {
    const row = await stockRow(db, idParam(c));
    if (!row) throw notFound('variant_not_found', 'There is no such variant.');
    return c.json({ success: true, data: row });
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { stock, expected_stock } = await readBody(c, stockBody);
    try {
      const row = await setStock(db, id, stock, expected_stock, c.get('actor'));
      if (!row) throw notFound('variant_not_found', 'There is no such variant.');
      return c.json({ success: true, message: `${row.sku}: ${row.stock} in stock.`, data: row });
    } catch (error) {
      if (error instanceof StaleStockError) throw conflict('stale_record', error.message, { data: { stock: error.current } });
      throw error;
    }
  });

  return app;
}
