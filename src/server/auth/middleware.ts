// requireUser: `Authorization: Bearer <token>` → c.get('user') and c.get('session'), else 401
// { message: 'Unauthenticated.' }.
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { unauthenticated } from '../http/errors.ts';
import { sessionForToken, type CurrentSession, type SessionUser } from './sessions.ts';

type AuthUser = SessionUser;

export type AppEnv = {
  Variables: {
    user: AuthUser;
    /** The session of the request (set by requireUser). */
    session: CurrentSession;
    /** The bearer token of the request (set by requireUser). */
    token: string;
    db: Db;
  };
};

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The app puts the database into the context (see app.ts), so route modules can use this as is. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw unauthenticated('unauthenticated');
  const session = await sessionForToken(c.get('db'), token);
  if (!session) throw unauthenticated('unauthenticated');
  c.set('user', session.user);
  c.set('session', session);
  c.set('token', token);
  // Set before the reply exists, so every reply made through the context carries it: set after,
  // on the reply @hono/node-server keeps light, Hono rebuilt it as a whole web Response.
  c.header('Cache-Control', 'no-store');
  await next();
};
