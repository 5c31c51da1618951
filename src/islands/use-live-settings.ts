// The settings an island follows live (delivery charge, free-delivery rules, VAT rate): the
// server's last answer over the values the page was built with, over the defaults.
import { LIVE_DEFAULTS, type LiveSettings } from '../lib/live-settings.ts';
import { $settings } from '../stores/settings.ts';
import { useHydratedStore } from './use-hydrated-store.ts';

export function useLiveSettings(baked: Partial<LiveSettings> = {}): LiveSettings {
  const live = useHydratedStore($settings, null);
  return { ...LIVE_DEFAULTS, ...baked, ...live };
}
