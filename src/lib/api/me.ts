// The signed-in shopper's profile: GET /me, PATCH /me, and POST /me/otp (a code that proves a new
// e-mail or phone before PATCH /me takes it).
import { api } from './client.ts';
import type { ApiReply, OtpSentReply, UserInfo } from './types.ts';

export function fetchMe(): Promise<ApiReply<UserInfo>> {
  return api<ApiReply<UserInfo>>('/me', { retry: 0 });
}

export interface ProfileChange {
  name?: string;
  email?: string;
  phone?: string;
  country_code?: string;
  otp_code?: string;
  password?: string;
  current_password?: string;
}

export function updateMe(change: ProfileChange): Promise<ApiReply<UserInfo>> {
  return api<ApiReply<UserInfo>>('/me', { method: 'PATCH', body: change });
}

export function requestChangeCode(change: { type: 'email' | 'phone'; email?: string; phone?: string; country_code?: string }): Promise<OtpSentReply> {
  return api<OtpSentReply>('/me/otp', { method: 'POST', body: change });
}
