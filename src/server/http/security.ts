// Headers on every API reply: exact-origin CORS (never '*', never reflected), nosniff, a
// restrictive CSP; Cache-Control no-store unless a route says otherwise (and always when the
// request carries credentials).
import type { MiddlewareHandler } from 'hono';

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key, X-Device-Token';
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** The exact-match origin check, shared by the middleware and the fast routes. */
export function corsPolicy(corsOrigins: string[]) {
  // '*' and 'null' are never allowed, whatever the configuration says.
  const allowed = new Set(corsOrigins.filter((origin) => origin !== '*' && origin !== 'null'));
  return (origin: string | undefined): string | undefined => (origin && allowed.has(origin) ? origin : undefined);
}

/** Headers of a plain API reply (fast routes build their Response with these). */
export function replyHeaders(allowOrigin: string | undefined, cacheControl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    Vary: 'Origin',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CSP,
    'Cache-Control': cacheControl,
  };
  if (allowOrigin) {
    headers['Access-Control-Allow-Origin'] = allowOrigin;
    headers['Access-Control-Allow-Credentials'] = 'true';
    headers['Access-Control-Expose-Headers'] = 'Retry-After';
  }
  return headers;
}

export function apiHeaders(corsOrigins: string[]): MiddlewareHandler {
  const allow = corsPolicy(corsOrigins);
  return async (c, next) => {
    const allowOrigin = allow(c.req.header('origin'));
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };
      if (allowOrigin) {
        headers['Access-Control-Allow-Origin'] = allowOrigin;
        headers['Access-Control-Allow-Credentials'] = 'true';
        headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
        headers['Access-Control-Max-Age'] = '600';
      }
      return c.body(null, 204, headers);
    }
    await next();
    const res = c.res.headers;
    res.append('Vary', 'Origin');
    if (allowOrigin) {
      res.set('Access-Control-Allow-Origin', allowOrigin);
      res.set('Access-Control-Allow-Credentials', 'true');
      res.set('Access-Control-Expose-Headers', 'Retry-After');
    }
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Content-Security-Policy', API_CSP);
    if (!res.has('Cache-Control') || c.req.header('authorization')) res.set('Cache-Control', 'no-store');
  };
}
