// The signed-in shopper's profile: GET /me, PATCH /me, POST /me/otp (a code that proves a new
// e-mail or phone before PATCH /me takes it), and the proof that the owner is here, given for a
// change of password, e-mail or phone (POST /me/proof/code, POST /me/proof: a one-change ticket).
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply, OtpSentReply, ProofCodeReply, ProofReply, UserInfo } from './types.ts';

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
  /** The ticket of POST /me/proof, spent by this change. */
  proof?: string;
}

export function updateMe(change: ProfileChange): Promise<ApiResult<ApiReply<UserInfo>>> {
  return call<ApiReply<UserInfo>>('/me', { method: 'PATCH', body: change });
}

export function requestChangeCode(change: {
  type: 'email' | 'phone';
  email?: string;
  phone?: string;
  country_code?: string;
  proof?: string;
}): Promise<ApiResult<OtpSentReply>> {
  return call<OtpSentReply>('/me/otp', { method: 'POST', body: change });
}

export function requestProofCode(): Promise<ApiResult<ProofCodeReply>> {
  return call<ProofCodeReply>('/me/proof/code', { method: 'POST', body: {} });
}

/** Answers the ticket (`data.proof`) one change of password, e-mail or phone carries. */
export function proveOwner(proof: { current_password: string } | { otp_code: string; via: 'email' | 'phone' }): Promise<ApiResult<ProofReply>> {
  return call<ProofReply>('/me/proof', { method: 'POST', body: proof });
}
