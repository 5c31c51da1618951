// The signed-in shopper's account: /me (GET, PATCH), /me/proof/code and /me/proof (proving the
// owner is here, for a ticket that one change of password, e-mail or phone spends), /me/otp (a
// code to a new address),
// and the sessions: GET /sessions, DELETE /sessions/{id}, POST /logout-all.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, proveOwner, requestChangeCode, requestProofCode, updateProfile } from '../auth/account-changes.ts';
import { describeDevice } from '../auth/device.ts';
import { changeCodeBody, profileBody, proofBody, proofCodeBody } from '../auth/inputs.ts';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { AUTH_MESSAGES, throttleIp, userInfo, type AuthDeps } from '../auth/service.ts';
import { endSession, endSessionsOf, listSessions } from '../auth/sessions.ts';
import { findUserById } from '../auth/users.ts';
import type { ApiReply, OtpSentReply, ProofCodeReply, ProofReply, SessionInfo, UserInfo } from '../../lib/api/types.ts';
import { clientIp } from '../http/client-ip.ts';
import { notFound, unauthenticated } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { readBody } from '../http/validate.ts';
import { contactOr422 } from './auth.ts';

export interface AccountRouteDeps {
  auth: AuthDeps;
  trustProxy: boolean;
}

const sessionId = z.coerce.number().int().positive().max(2 ** 31 - 1);

export function accountRoutes({ auth, trustProxy }: AccountRouteDeps) {
  const app = new Hono<AppEnv>();
  const throttle = (c: Context) => throttleIp(auth.db, clientIp(c, trustProxy));

  app.get('/me', requireUser, async (c) => {
    const user = await findUserById(auth.db, c.get('user').id);
    if (!user) throw unauthenticated('unauthenticated');
    return c.json({ success: true, data: userInfo(user) } satisfies ApiReply<UserInfo>);
  });

  app.post('/me/proof/code', requireUser, async (c) => {
    await throttle(c);
    const { via } = await readBody(c, proofCodeBody);
    const sent = await requestProofCode(auth, c.get('session'), via, requestLocale(c));
    return c.json({ success: true, message: AUTH_MESSAGES.codeSent, data: { sent: true, ...sent } } satisfies ProofCodeReply);
  });

  app.post('/me/proof', requireUser, async (c) => {
    await throttle(c);
    const proof = await readBody(c, proofBody);
    const { ticket, expiresIn } = await proveOwner(auth, c.get('session'), proof);
    return c.json({ success: true, message: ACCOUNT_MESSAGES.proved, data: { proof: ticket, expires_in: expiresIn } } satisfies ProofReply);
  });

  app.post('/me/otp', requireUser, async (c) => {
    await throttle(c);
    const body = await readBody(c, changeCodeBody);
    const identifier = contactOr422(body);
    const sent = await requestChangeCode(auth, c.get('session'), identifier, { proof: body.proof, current_password: body.current_password }, requestLocale(c));
    return c.json({ success: true, message: AUTH_MESSAGES.codeSent, data: { sent: true, resend_in: sent.resend_in } } satisfies OtpSentReply);
  });

  app.patch('/me', requireUser, async (c) => {
    const body = await readBody(c, profileBody);
    const email = body.email !== undefined ? contactOr422({ type: 'email', email: body.email }) : undefined;
    const phone = body.phone !== undefined ? contactOr422({ type: 'phone', phone: body.phone, country_code: body.country_code }) : undefined;
    if (email || phone || body.password !== undefined) await throttle(c);
    const user = await updateProfile(
      auth,
      c.get('session'),
      { name: body.name, email, phone, otp_code: body.otp_code, password: body.password, current_password: body.current_password, proof: body.proof },
      requestLocale(c),
    );
    return c.json({ success: true, message: 'Your profile has been updated.', data: user } satisfies ApiReply<UserInfo>);
  });

  app.get('/sessions', requireUser, async (c) => {
    const current = c.get('session').id;
    const rows = await listSessions(auth.db, c.get('user').id);
    const data: SessionInfo[] = rows.map((row) => ({
      id: row.id,
      ...describeDevice(row.userAgent),
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastUsedAt.toISOString(),
      current: row.id === current,
    }));
    return c.json({ success: true, data } satisfies ApiReply<SessionInfo[]>);
  });

  app.delete('/sessions/:id', requireUser, async (c) => {
    const id = sessionId.safeParse(c.req.param('id'));
    if (!id.success || !(await endSession(auth.db, c.get('user').id, id.data))) throw notFound('session_not_found', 'Session not found.');
    return c.json({ success: true, message: 'The session has been ended.' } satisfies ApiReply);
  });

  // "Sign out everywhere" ends this session too: a shopper who fears someone else is signed in
  // expects every device, this one included, to ask for a sign-in again.
  app.post('/logout-all', requireUser, async (c) => {
    await endSessionsOf(auth.db, c.get('user').id);
    return c.json({ success: true, message: 'You have been logged out on every device.' } satisfies ApiReply);
  });

  return app;
}
