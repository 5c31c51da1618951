// GET /settings and GET /exchange-rates: read-mostly data served from memory.
// GET /settings is the hottest route: every page asks on every load. Its replies (status, headers,
// body) are worked out once per settings snapshot and per (credentials, origin) pair, and the body
// and ETag once per snapshot (settings/service.ts), so a request only picks one. The Node server
// answers `GET /api/settings` with it straight from Node's request, ahead of @hono/node-server's
// Request and Hono's router and middleware (main.ts); the Hono route gives the same reply to
// everything else (HEAD, a query string, app.request in tests).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../auth/middleware.ts';
import { corsPolicy, replyHeaders } from '../http/security.ts';
import type { RatesService } from '../rates/service.ts';
import type { SettingsService, SettingsSnapshot } from '../settings/service.ts';
import type { ApiReply, ExchangeRates } from '../../lib/api/types.ts';

/** The request headers that decide a settings reply. */
type SettingsAsk = { authorization?: string; origin?: string; ifNoneMatch?: string };
type SettingsReply = { status: 200 | 304; headers: Readonly<Record<string, string>>; body: string | null };

export interface SettingsReplies {
  /** Hono's handler for GET /api/settings. */
  handler(c: Context): Response | Promise<Response>;
  /**
   * Answers GET /api/settings on Node's own request and response while the copy is fresh; false
   * when it must be read again, and the request goes through Hono (which waits for it).
   */
  answerNode(req: IncomingMessage, res: ServerResponse): boolean;
}

const toResponse = ({ status, headers, body }: SettingsReply) => new Response(body, { status, headers });

export function settingsReplies(settings: SettingsService, corsOrigins: string[]): SettingsReplies {
  const allow = corsPolicy(corsOrigins);
  // Per snapshot, the 200 and 304 replies for each (cache, origin) pair: a snapshot is replaced
  // whenever the settings change, and its body and ETag with it.
  const repliesOf = new WeakMap<SettingsSnapshot, Map<string, { fresh: SettingsReply; notModified: SettingsReply }>>();
  const pick = (snapshot: SettingsSnapshot, ask: SettingsAsk): SettingsReply => {
    // Pages ask on every load and an operator's change must show at once: a browser or CDN keeps
    // the reply but asks again each time, and an unchanged reply costs a 304 without a body.
    const cache = ask.authorization ? 'no-store' : 'no-cache';
    const origin = allow(ask.origin);
    let byKey = repliesOf.get(snapshot);
    if (!byKey) repliesOf.set(snapshot, (byKey = new Map()));
    const key = `${cache} ${origin ?? ''}`;
    let replies = byKey.get(key);
    if (!replies) {
      const headers = { ...replyHeaders(origin, cache), ETag: snapshot.etag };
      const length = { 'Content-Length': String(Buffer.byteLength(snapshot.body)) };
      replies = { fresh: { status: 200, headers: { ...headers, ...length }, body: snapshot.body }, notModified: { status: 304, headers, body: null } };
      byKey.set(key, replies);
    }
    return ask.ifNoneMatch === snapshot.etag ? replies.notModified : replies.fresh;
  };
  // Answered without awaiting anything while the copy is fresh.
  const reply = (ask: SettingsAsk): SettingsReply | Promise<SettingsReply> => {
    const snapshot = settings.fresh();
    return snapshot ? pick(snapshot, ask) : settings.get().then((loaded) => pick(loaded, ask));
  };
  return {
    handler(c) {
      const answer = reply({ authorization: c.req.header('authorization'), origin: c.req.header('origin'), ifNoneMatch: c.req.header('if-none-match') });
      return answer instanceof Promise ? answer.then(toResponse) : toResponse(answer);
    },
    answerNode(req, res) {
      const snapshot = settings.fresh();
      if (!snapshot) return false;
      const { authorization, origin, 'if-none-match': ifNoneMatch } = req.headers;
      const { status, headers, body } = pick(snapshot, { authorization, origin, ifNoneMatch });
      res.writeHead(status, headers);
      res.end(body ?? undefined);
      return true;
    },
  };
}

export function exchangeRateRoutes({ rates }: { rates: RatesService }) {
  const app = new Hono<AppEnv>();

  app.get('/exchange-rates', async (c) => {
    const data = await rates.get();
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ success: true, data } satisfies ApiReply<ExchangeRates>);
  });

  return app;
}
