// The spec's settings messages (section 8) for a failed GET /api/settings. Loaded only when a
// refresh fails, so that pages whose refresh succeeds do not carry them.
import type { SettingsFailure } from './settings.ts';

export const SETTINGS_MESSAGES = {
  invalid: 'Invalid settings data structure - expected array',
  failed: 'Failed to fetch settings',
  notFound: 'Settings endpoint not found',
  server: 'Server error occurred while fetching settings',
  network: 'Network error - unable to connect to server',
  unknown: 'Unknown error occurred',
} as const;

export function settingsErrorMessage(failure: SettingsFailure): string {
  if (typeof failure === 'string') return SETTINGS_MESSAGES[failure];
  if (failure === 404) return SETTINGS_MESSAGES.notFound;
  if (failure >= 500) return SETTINGS_MESSAGES.server;
  return `HTTP ${failure} error`;
}
