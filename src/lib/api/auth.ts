// Sign-in and sign-up calls (spec section 7). Bodies go as multipart, as the spec sends them.
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import { deviceHeaders, keepDeviceToken } from './device-token.ts';
import type { AuthReply, OtpSentReply, SignupReply } from './types.ts';

const PLATFORM = 'web';

/** A sign-in call: it carries this browser's device token, and keeps the one a sign-in answers. */
async function signInCall<T>(path: string, body: FormData): Promise<ApiResult<T>> {
  const result = await call<T>(path, { method: 'POST', body, headers: deviceHeaders() });
  if (result.ok) keepDeviceToken((result.data as AuthReply).device_token);
  return result;
}

function form(fields: Record<string, string | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return body;
}

export interface PhoneOrEmail {
  type: 'email' | 'phone';
  /** The e-mail address, or the phone number as typed (the server adds the country code). */
  value: string;
  /** '+971' by default (spec section 9). */
  countryCode: string;
}

function username(who: PhoneOrEmail): Record<string, string | undefined> {
  return { username: who.value, country_code: who.type === 'phone' ? who.countryCode : undefined };
}

export function requestLoginCode(who: PhoneOrEmail): Promise<ApiResult<OtpSentReply>> {
  return signInCall<OtpSentReply>('/login', form({ ...username(who), type: 'otp', platform: PLATFORM }));
}

export function verifyLoginCode(who: PhoneOrEmail, code: string): Promise<ApiResult<AuthReply>> {
  return signInCall<AuthReply>('/login/otp/verify', form({ ...username(who), otp_code: code, platform: PLATFORM }));
}

export function loginWithPassword(who: PhoneOrEmail, password: string): Promise<ApiResult<AuthReply>> {
  return signInCall<AuthReply>('/login', form({ ...username(who), password, type: 'password', platform: PLATFORM }));
}

export function requestSignupCode(who: PhoneOrEmail): Promise<ApiResult<SignupReply>> {
  return signInCall<SignupReply>(
    '/signup/otp',
    form({
      country_code: who.countryCode,
      type: who.type,
      phone: who.type === 'phone' ? who.value : undefined,
      email: who.type === 'email' ? who.value : undefined,
      platform: PLATFORM,
    }),
  );
}

export function verifySignupCode(signupId: string, code: string): Promise<ApiResult<AuthReply>> {
  return signInCall<AuthReply>('/signup/otp/verify', form({ otp_code: code, signup_id: signupId, platform: PLATFORM }));
}

export function logout(): Promise<ApiResult<unknown>> {
  return call('/logout', { method: 'POST', retry: 0 });
}
