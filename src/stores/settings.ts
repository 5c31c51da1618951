// The site settings in the browser (spec section 4, Settings load): the copy stored under
// `siteSettings` applies first; then GET /api/settings, once per page load, refreshes the values
// and the stored copy. A failure keeps the last good values and records the spec's message.
// The browser keeps the settings that pages follow live (LIVE_DEFAULTS), checked against their
// defaults' shapes without zod: see src/lib/live-settings.ts.
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { fetchSettings } from '../lib/api/settings.ts';
import { liveSettingsFrom, type LiveSettings } from '../lib/live-settings.ts';
import { SETTINGS_KEY } from '../lib/storage-keys.ts';

/** The last live settings this browser received; null until it has any (the page's baked values apply). */
export const $settings = persistentAtom<LiveSettings | null>(SETTINGS_KEY, null, {
  encode: JSON.stringify,
  decode(raw) {
    try {
      return liveSettingsFrom(JSON.parse(raw));
    } catch {
      return null;
    }
  },
});

/** The spec's message for the last failed refresh, or null after a success. */
export const $settingsError = atom<string | null>(null);

let refreshing: Promise<void> | undefined;

/** Asks the server once per page load; later calls share that one request. */
export function refreshSettings(): Promise<void> {
  refreshing ??= fetchSettings().then(async (result) => {
    if (result.ok) {
      $settings.set(liveSettingsFrom(result.data));
      $settingsError.set(null);
    } else {
      const { settingsErrorMessage } = await import('../lib/api/settings-errors.ts');
      $settingsError.set(settingsErrorMessage(result.error));
    }
  });
  return refreshing;
}
