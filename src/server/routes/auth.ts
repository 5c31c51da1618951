// Sign-in, sign-up and logout: /login, /login/otp/verify, /signup/otp, /signup/otp/verify, /logout
// (the account itself: routes/account.ts). Reads the request, calls the auth service, shapes the reply.
import { Hono, type Context } from 'hono';
import { requireUser, type AppEnv } from '../auth/middleware.ts';
import { MESSAGES, normaliseEmail, normalisePhone, parseUsername, type Identifier } from '../auth/identifiers.ts';
import { loginBody, loginVerifyBody, passwordField, signupBody, signupVerifyBody } from '../auth/inputs.ts';
import {
  AUTH_MESSAGES,
  passwordLogin,
  requestLoginCode,
  requestSignupCode,
  throttleIp,
  verifyLoginCode,
  verifySignupCode,
  type AuthDeps,
  type SignedIn,
} from '../auth/service.ts';
import { askerOf } from '../auth/devices.ts';
import { deleteSession } from '../auth/sessions.ts';
import { clientIp } from '../http/client-ip.ts';
import { fieldError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { readBody } from '../http/validate.ts';
import type { ApiReply, AuthReply, OtpSentReply, SignupReply } from '../../lib/api/types.ts';

export interface AuthRouteDeps {
  auth: AuthDeps;
  trustProxy: boolean;
}

function usernameOr422(username: string | undefined, countryCode?: string): Identifier {
  const parsed = parseUsername(username, countryCode);
  if (!parsed.ok) throw fieldError(parsed.field, parsed.code, parsed.message);
  return parsed.identifier;
}

/** The e-mail or phone of a sign-up style body ({ type, email, phone, country_code }). */
export function contactOr422(body: { type?: 'phone' | 'email'; email?: string; phone?: string; country_code?: string }): Identifier {
  const type = body.type ?? (body.email && !body.phone ? 'email' : 'phone');
  if (type === 'email') {
    if (!body.email) throw fieldError('email', 'identifier_required', MESSAGES.required);
    const email = normaliseEmail(body.email);
    if (!email) throw fieldError('email', 'invalid_email', MESSAGES.email);
    return { kind: 'email', value: email };
  }
  if (!body.phone) throw fieldError('phone', 'identifier_required', MESSAGES.required);
  const phone = normalisePhone(body.phone, body.country_code);
  if (!phone.ok) throw fieldError('phone', phone.code, phone.message);
  return { kind: 'phone', value: phone.value };
}

export function authRoutes({ auth, trustProxy }: AuthRouteDeps) {
  const app = new Hono<AppEnv>();
  const throttle = (c: Context) => throttleIp(auth.db, clientIp(c, trustProxy));
  const from = (c: Context) => ({ userAgent: c.req.header('user-agent'), asker: askerOf(c, trustProxy) });
  const signedIn = (c: Context, { token, deviceToken, user }: SignedIn) =>
    c.json({ success: true, token, device_token: deviceToken, message: AUTH_MESSAGES.loggedIn, data: user } satisfies AuthReply);

  app.post('/login', async (c) => {
    await throttle(c);
    const body = await readBody(c, loginBody);
    const identifier = usernameOr422(body.username, body.country_code);
    if (body.type === 'password') {
      const { password } = await readBody(c, passwordField);
      return signedIn(c, await passwordLogin(auth, identifier, password, from(c)));
    }
    const sent = await requestLoginCode(auth, identifier, askerOf(c, trustProxy), requestLocale(c));
    return c.json({ success: true, message: AUTH_MESSAGES.codeSent, data: { sent: true, resend_in: sent.resend_in } } satisfies OtpSentReply);
  });

  app.post('/login/otp/verify', async (c) => {
    await throttle(c);
    const body = await readBody(c, loginVerifyBody);
    const identifier = usernameOr422(body.username, body.country_code);
    return signedIn(c, await verifyLoginCode(auth, identifier, body.otp_code, from(c)));
  });

  app.post('/signup/otp', async (c) => {
    await throttle(c);
    const body = await readBody(c, signupBody);
    const identifier = contactOr422(body);
    const { signupId } = await requestSignupCode(auth, identifier, askerOf(c, trustProxy), requestLocale(c));
    return c.json({ success: true, signup_id: signupId, message: AUTH_MESSAGES.codeSent } satisfies SignupReply);
  });

  app.post('/signup/otp/verify', async (c) => {
    await throttle(c);
    const body = await readBody(c, signupVerifyBody);
    return signedIn(c, await verifySignupCode(auth, body.signup_id, body.otp_code, from(c)));
  });

  app.post('/logout', requireUser, async (c) => {
    await deleteSession(auth.db, c.get('token'));
    return c.json({ success: true, message: 'You have been logged out.' } satisfies ApiReply);
  });

  return app;
}
