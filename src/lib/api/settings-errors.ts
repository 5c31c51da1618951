// The spec's settings messages (section 8) for a failed GET /api/settings. Loaded only when a
// refresh fails, so that pages whose refresh succeeds do not carry them.
import type { ApiFailure } from './client-core.ts';

export const SETTINGS_MESSAGES = {
  invalid: 'Invalid settings data structure - expected array',
  failed: 'Failed to fetch settings',
  notFound: 'Settings endpoint not found',
  server: 'Server error occurred while fetching settings',
  network: 'Network error - unable to connect to server',
  unknown: 'Unknown error occurred',
} as const;

export function settingsErrorMessage({ status, code, reply }: ApiFailure): string {
  if (status === undefined) return SETTINGS_MESSAGES.network;
  if (status === 404) return SETTINGS_MESSAGES.notFound;
  if (status >= 500) return SETTINGS_MESSAGES.server;
  if (status >= 300) return `HTTP ${status} error`;
  // Answered 2xx: a reply that is not JSON, one that is no success, or a success whose data is no list.
  if (code === 'unreadable_reply') return SETTINGS_MESSAGES.unknown;
  return reply?.success === true ? SETTINGS_MESSAGES.invalid : SETTINGS_MESSAGES.failed;
}
