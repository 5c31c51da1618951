// GET /settings and GET /exchange-rates: read-mostly data served from memory.
// GET /settings is the hottest route: it is registered ahead of the middleware chain and answers
// the serialised snapshot with its headers in one step (no database query, no middleware), or 304
// when the browser's copy is current.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import { corsPolicy, replyHeaders } from '../http/security.ts';
import type { RatesService } from '../rates/service.ts';
import type { SettingsService } from '../settings/service.ts';

export function settingsHandler(settings: SettingsService, corsOrigins: string[]) {
  const allow = corsPolicy(corsOrigins);
  return async (c: Context) => {
    const snapshot = await settings.get();
    // Pages ask on every load and an operator's change must show at once: a browser or CDN keeps
    // the reply but asks again each time, and an unchanged reply costs a 304 without a body.
    const cache = c.req.header('authorization') ? 'no-store' : 'no-cache';
    const headers = { ...replyHeaders(allow(c.req.header('origin')), cache), ETag: snapshot.etag };
    if (c.req.header('if-none-match') === snapshot.etag) return new Response(null, { status: 304, headers });
    return new Response(snapshot.body, { status: 200, headers });
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
