// GET /api/settings: the entries, or what went wrong (whose wording, the spec's, is in
// settings-errors.ts, loaded only when a call fails).
//
// Unlike the other resource modules this one does not go through the client (client.ts): every
// page refreshes the settings on load, and the client (with the locale table, the started requests
// and the 401 rule) would add to pages that otherwise load no API code (the budget for this
// refresh is 1 KB). The call needs neither the
// token nor cookies (settings are the same for everyone, and a reply without them may be cached),
// nor the 401 rule (the route never answers 401).
import type { ApiReply, SettingEntry } from './types.ts';

const SETTINGS_URL = `${import.meta.env.PUBLIC_API_URL ?? '/api'}/settings`;

/** An HTTP status; no response; a reply that is no success, or whose data is no list; anything else. */
export type SettingsFailure = number | 'network' | 'failed' | 'invalid' | 'unknown';

export async function fetchSettings(url = SETTINGS_URL): Promise<SettingEntry[] | SettingsFailure> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return 'network';
  }
  if (!response.ok) return response.status;
  try {
    const reply = (await response.json()) as ApiReply<unknown> | null;
    if (reply?.success !== true) return 'failed';
    return Array.isArray(reply.data) ? (reply.data as SettingEntry[]) : 'invalid';
  } catch {
    return 'unknown';
  }
}
