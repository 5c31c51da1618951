// GET /api/settings: the entries, or what went wrong (whose wording, the spec's, is in
// settings-errors.ts, loaded only when a call fails).
//
// Unlike the other resource modules this one calls the client's core (client-core.ts) alone: every
// page refreshes the settings on load, and the full client (with the locale table, the started
// requests and the 401 rule) would add to pages that otherwise load no API code (the budget for
// this refresh is 1 KB). The call needs neither the token nor cookies (settings are the same for
// everyone, and a reply without them may be cached), nor the 401 rule (the route never answers 401).
import { API_BASE, request, unexpectedReply, type ApiResult } from './client-core.ts';
import type { ApiReply, SettingEntry } from './types.ts';

export async function fetchSettings(url = `${API_BASE}/settings`): Promise<ApiResult<SettingEntry[]>> {
  const result = await request<ApiReply<SettingEntry[]>>(url);
  if (!result.ok) return result;
  return Array.isArray(result.data.data) ? { ok: true, data: result.data.data } : unexpectedReply(result.data);
}
