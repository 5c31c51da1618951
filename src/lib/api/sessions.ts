// The shopper's sessions: GET /sessions, DELETE /sessions/{id}, POST /logout-all.
import { api } from './client.ts';
import type { ApiReply, SessionInfo } from './types.ts';

export function fetchSessions(): Promise<ApiReply<SessionInfo[]>> {
  return api<ApiReply<SessionInfo[]>>('/sessions', { retry: 0 });
}

export function endSessionById(id: number): Promise<ApiReply> {
  return api<ApiReply>(`/sessions/${id}`, { method: 'DELETE' });
}

/** Ends every session of the shopper, this one included. */
export function logoutEverywhere(): Promise<ApiReply> {
  return api<ApiReply>('/logout-all', { method: 'POST' });
}
