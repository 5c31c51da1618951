// The shopper's sessions: GET /sessions, DELETE /sessions/{id}, POST /logout-all.
import { call } from './client.ts';
import type { ApiResult } from './client-core.ts';
import type { ApiReply, SessionInfo } from './types.ts';

export function fetchSessions(): Promise<ApiResult<ApiReply<SessionInfo[]>>> {
  return call<ApiReply<SessionInfo[]>>('/sessions', { retry: 0 });
}

export function endSessionById(id: number): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>(`/sessions/${id}`, { method: 'DELETE' });
}

/** Ends every session of the shopper, this one included. */
export function logoutEverywhere(): Promise<ApiResult<ApiReply>> {
  return call<ApiReply>('/logout-all', { method: 'POST' });
}
