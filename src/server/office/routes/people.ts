// /api/office/customers (staff) and /api/office/staff (the owner): shoppers with their figures, and
// the office's own accounts.
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { customer, CUSTOMER_SORTS, listCustomers } from '../customers.ts';
import { attempt, filterText, idParam, listQuery, listReply, requireConfirmed, type OfficeEnv } from '../http.ts';
import { addStaff, listStaff, removeStaff } from '../staff.ts';
import { staffBody } from './inputs.ts';

const customersQuery = listQuery(CUSTOMER_SORTS, { q: filterText });

export function customerRoutes({ db }: { db: Db }) {
  const app = new Hono<OfficeEnv>();
  app.get('/', async (c) => {
    const q = readQuery(c, customersQuery);
    const { rows, total } = await listCustomers(db, { ...q, perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });
  app.get('/:id', async (c) => {
    const row = await customer(db, idParam(c));
    if (!row) throw notFound('customer_not_found', 'There is no such customer.');
    return c.json({ success: true, data: row });
  });
  return app;
}

export function staffRoutes({ db, issuer }: { db: Db; issuer: () => Promise<string> }) {
  const app = new Hono<OfficeEnv>();
  app.get('/', async (c) => {
    const rows = await listStaff(db);
    return c.json(listReply(rows, rows.length, 1, Math.max(rows.length, 1)));
  });
  app.post('/', async (c) => {
    requireConfirmed(c);
    const body = await readBody(c, staffBody);
    const added = await attempt(async () => addStaff(db, body, c.get('actor'), await issuer()));
    return c.json(
      {
        success: true,
        message: `${added.member.name} can now sign in. Give them the one-time password and the authenticator secret in private: they are shown once.`,
        data: { ...added.member, one_time_password: added.password, totp_secret: added.totp.secret, otpauth_uri: added.totp.uri },
      },
      201,
    );
  });
  app.delete('/:id', async (c) => {
    requireConfirmed(c);
    const member = await attempt(() => removeStaff(db, idParam(c), c.get('actor')));
    return c.json({ success: true, message: `${member.name} can no longer sign in.`, data: member });
  });
  return app;
}
