// GET /settings and GET /exchange-rates: read-mostly data served from memory.
// GET /settings is the hottest route: it is registered ahead of the middleware chain and answers
// the serialised snapshot with its headers in one step (no database query, no middleware).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import { corsPolicy, replyHeaders } from '../http/security.ts';
import type { RatesService } from '../rates/service.ts';
import type { SettingsService } from '../settings/service.ts';

export function settingsHandler(settings: SettingsService, corsOrigins: string[]) {
  const allow = corsPolicy(corsOrigins);
  return async (c: Context) => {
    const snapshot = await settings.get();
    const cache = c.req.header('authorization') ? 'no-store' : 'public, max-age=60';
    return new Response(snapshot.body, { status: 200, headers: replyHeaders(allow(c.req.header('origin')), cache) });
  };
}

export function siteRoutes({ rates }: { rates: RatesService }) {
  const app = new Hono<AppEnv>();

  app.get('/exchange-rates', async (c) => {
    const data = await rates.get();
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ success: true, data });
  });

  return app;
}
