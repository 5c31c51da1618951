// The signed-in shopper's profile: GET /me, PATCH /me, POST /me/otp (a code that proves a new
// e-mail or phone before PATCH /me takes it), and the proof that the owner is here before a change
// of password, e-mail or phone (POST /me/proof/code, POST /me/proof).
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply, OtpSentReply, ProofCodeReply, UserInfo } from './types.ts';

export function fetchMe(): Promise<ApiResult<ApiReply<UserInfo>>> {
  return call<ApiReply<UserInfo>>('/me', { retry: 0 });
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

export function updateMe(change: ProfileChange): Promise<ApiResult<ApiReply<UserInfo>>> {
  return call<ApiReply<UserInfo>>('/me', { method: 'PATCH', body: change });
}

export function requestChangeCode(change: { type: 'email' | 'phone'; email?: string; phone?: string; country_code?: string }): Promise<ApiResult<OtpSentReply>> {
  return call<OtpSentReply>('/me/otp', { method: 'POST', body: change });
}

export function requestProofCode(): Promise<ApiResult<ProofCodeReply>> {
  return call<ProofCodeReply>('/me/proof/code', { method: 'POST', body: {} });
}

export function proveOwner(proof: { current_password: string } | { otp_code: string; via: 'email' | 'phone' }): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/me/proof', { method: 'POST', body: proof });
}
