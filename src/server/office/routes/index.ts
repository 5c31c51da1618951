// /api/office: the office's API (docs/DESIGN.md "The office"). Signing in is open; everything else
// needs a staff session, and settings, staff and the audit log the owner's role.
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { readQuery } from '../../http/validate.ts';
import type { Notifier } from '../../notify/index.ts';
import type { Payments } from '../../payments/service.ts';
import type { SettingsService } from '../../settings/service.ts';
import { listAudit } from '../audit.ts';
import { dashboard } from '../dashboard.ts';
import { allow, filterDate, filterText, listQuery, listReply, requireStaff, type OfficeEnv } from '../http.ts';
import { commentRoutes, messageRoutes } from './content.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes, publishRoutes } from './products.ts';
import type { Publisher } from '../../catalogue/publish.ts';
import { fetchPhoto, type FetchPhoto } from '../../catalogue/import.ts';
import { reviewRoutes } from './reviews.ts';
import { customerRoutes, staffRoutes } from './people.ts';
import { photoRoutes } from './photos.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { stockRoutes } from './stock.ts';

export interface OfficeDeps {
  db: Db;
  notifier: Notifier;
  payments: Payments;
  settings: SettingsService;
  settingsFile: string;
  trustProxy: boolean;
  /** Runs the catalogue's publishes; without one (tests of other parts), saves stay queued. */
  publisher?: Publisher;
  /** How an import fetches its photos (tests give their own). */
  fetchPhoto?: FetchPhoto;
  photosDir: string;
}

const auditQuery = listQuery(['at'], { actor: filterText, action: filterText, target: filterText, from: filterDate, to: filterDate });

export function officeRoutes(deps: OfficeDeps) {
  const { db, settings } = deps;
  const app = new Hono<OfficeEnv>();
  app.route('/session', sessionRoutes(deps));

  app.use('*', requireStaff(db, deps.trustProxy));
  const everyone = allow(db, 'owner', 'staff');
  const owner = allow(db, 'owner');

  app.get('/dashboard', everyone, async (c) => {
    const threshold = (await settings.get()).values.low_stock_threshold;
    return c.json({ success: true, data: await dashboard(db, threshold) });
  });
  app.use('/orders/*', everyone);
  app.route('/orders', orderRoutes({ db, payments: deps.payments, notifier: deps.notifier }));
  app.use('/stock/*', everyone);
  app.route('/stock', stockRoutes({ db, settings }));
  app.use('/products/*', everyone);
  app.route('/products', productRoutes({ db, publisher: deps.publisher, photosDir: deps.photosDir, fetchPhoto: deps.fetchPhoto ?? fetchPhoto }));
  app.use('/publishes/*', everyone);
  app.route('/publishes', publishRoutes({ db }));
  app.use('/customers/*', everyone);
  app.route('/customers', customerRoutes({ db }));
  app.use('/messages/*', everyone);
  app.route('/messages', messageRoutes({ db, notifier: deps.notifier }));
  app.use('/comments/*', everyone);
  app.route('/comments', commentRoutes({ db }));
  app.use('/photos/*', everyone);
  app.route('/photos', photoRoutes({ db, photosDir: deps.photosDir }));
  app.use('/reviews/*', everyone);
  app.route('/reviews', reviewRoutes({ db }));

  app.use('/settings/*', owner);
  app.route('/settings', settingsRoutes({ db, settingsFile: deps.settingsFile, settings }));
  app.use('/staff/*', owner);
  app.route('/staff', staffRoutes({ db, issuer: async () => `${(await settings.get()).values.company_name} office` }));
  app.get('/audit', owner, async (c) => {
    const q = readQuery(c, auditQuery);
    const { rows, total } = await listAudit(db, { ...q, perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });
  return app;
}
