// /api/office/session: sign in (e-mail, password, code), who is signed in, sign out, confirm it is
// you again (before refunds, settings and staff changes), and the staff member's language.
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import { readBody } from '../../http/validate.ts';
import { attempt, requireStaff, type OfficeEnv } from '../http.ts';
import { confirm, signIn, signOut } from '../sessions.ts';
import { setStaffLocale } from '../staff.ts';
import { record } from '../audit.ts';
import { confirmBody, localeBody, signInBody } from './inputs.ts';

export function sessionRoutes({ db, trustProxy }: { db: Db; trustProxy: boolean }) {
  const app = new Hono<OfficeEnv>();

  app.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readBody(c, signInBody);
    const { token, session } = await attempt(() => signIn(db, { ...body, ip: clientIp(c, trustProxy) }));
    return c.json({
      success: true,
      message: `Welcome, ${session.member.name}.`,
      data: { token, staff: session.member, expires_at: new Date(session.expiresAt).toISOString(), confirmed_until: new Date(session.confirmedUntil).toISOString() },
    });
  });

  app.use('*', requireStaff(db, trustProxy));

  app.get('/', (c) => {
    const session = c.get('staffSession');
    return c.json({
      success: true,
      data: { staff: session.member, expires_at: new Date(session.expiresAt).toISOString(), confirmed_until: new Date(session.confirmedUntil).toISOString() },
    });
  });

  app.delete('/', async (c) => {
    await signOut(db, c.get('staffSession'));
    await record(db, c.get('actor'), { action: 'sign_out' });
    return c.json({ success: true, message: 'Signed out.' });
  });

  app.post('/confirm', async (c) => {
    const body = await readBody(c, confirmBody);
    const until = await attempt(() => confirm(db, c.get('staffSession'), { ...body, ip: clientIp(c, trustProxy) }));
    return c.json({ success: true, message: 'Thank you: confirmed for 5 minutes.', data: { confirmed_until: new Date(until).toISOString() } });
  });

  app.patch('/', async (c) => {
    const { locale } = await readBody(c, localeBody);
    const session = c.get('staffSession');
    await setStaffLocale(db, session.member.id, locale);
    return c.json({ success: true, message: 'Language saved.', data: { staff: { ...session.member, locale } } });
  });

  return app;
}
