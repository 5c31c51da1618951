// GET /settings and GET /exchange-rates: read-mostly data served from memory.
// GET /settings is the hottest route: it is registered ahead of the middleware chain and answers
// the serialised snapshot with its headers in one step (no database query, no middleware), or 304
// when the browser's copy is current.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import { corsPolicy, replyHeaders } from '../http/security.ts';
import type { RatesService } from '../rates/service.ts';
import type { SettingsService, SettingsSnapshot } from '../settings/service.ts';

/**
 * A request header, read from Node's own parsed headers when @hono/node-server serves the request:
 * asking the Request for one makes it build a whole Headers object first, which on this route cost
 * more than the reply itself.
 */
function header(c: Context, name: string): string | undefined {
  const headers = (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function settingsHandler(settings: SettingsService, corsOrigins: string[]) {
  const allow = corsPolicy(corsOrigins);
  // The reply's headers for each (origin, cache) pair, built once per snapshot: a snapshot is
  // replaced whenever the settings change, and its ETag with it.
  const headersOf = new WeakMap<SettingsSnapshot, Map<string, Record<string, string>>>();
  const reply = (c: Context, snapshot: SettingsSnapshot): Response => {
    // Pages ask on every load and an operator's change must show at once: a browser or CDN keeps
    // the reply but asks again each time, and an unchanged reply costs a 304 without a body.
    const cache = header(c, 'authorization') ? 'no-store' : 'no-cache';
    const origin = allow(header(c, 'origin'));
    let byKey = headersOf.get(snapshot);
    if (!byKey) headersOf.set(snapshot, (byKey = new Map()));
    const key = `${cache} ${origin ?? ''}`;
    let headers = byKey.get(key);
    if (!headers) byKey.set(key, (headers = { ...replyHeaders(origin, cache), ETag: snapshot.etag }));
    if (header(c, 'if-none-match') === snapshot.etag) return new Response(null, { status: 304, headers });
    return new Response(snapshot.body, { status: 200, headers });
  };
  // Answered without awaiting anything while the copy is fresh.
  return (c: Context): Response | Promise<Response> => {
    const snapshot = settings.fresh();
    return snapshot ? reply(c, snapshot) : settings.get().then((loaded) => reply(c, loaded));
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
