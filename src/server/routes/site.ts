// GET /settings and GET /exchange-rates: read-mostly data served from memory.
import { Hono } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import type { RatesService } from '../rates/service.ts';
import type { SettingsService } from '../settings/service.ts';

export function siteRoutes({ settings, rates }: { settings: SettingsService; rates: RatesService }) {
  const app = new Hono<AppEnv>();

  app.get('/settings', async (c) => {
    const snapshot = await settings.get();
    return c.body(snapshot.body, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'public, max-age=60' });
  });

  app.get('/exchange-rates', async (c) => {
    const data = await rates.get();
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ success: true, data });
  });

  return app;
}
