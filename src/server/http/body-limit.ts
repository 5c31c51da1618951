// The API's limit on a request body (413 beyond it), read from the request's headers. Hono's own
// bodyLimit first asks for `c.req.raw.body`, which makes @hono/node-server build a whole web Request
// (headers, abort signal, a web stream over the socket) for every API request, GETs and DELETEs
// included, and then each JSON body is read back through that stream: on the cart's POST and DELETE
// that was a tenth of the server's time. Over HTTP/1.1 a request without Content-Length or
// Transfer-Encoding has no body (RFC 9112, section 6.3), and a Content-Length alone is the body's
// size; only a body sent in chunks is counted as it arrives, by Hono's middleware.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge, type HttpError } from './errors.ts';

/** `tooLarge` is the error to answer beyond the limit (a route with a larger limit words its own). */
export function apiBodyLimit(maxSize: number, tooLarge: () => HttpError = () => payloadTooLarge()): MiddlewareHandler {
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (length === undefined) return next();
    if (Number.parseInt(length, 10) > maxSize) throw tooLarge();
    return next();
  };
}
