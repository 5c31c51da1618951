// Build-time site settings: the spec's defaults, overridden by the editors' content/settings.json.
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_SETTINGS, type SiteSettings } from '../lib/settings.ts';

let cached: SiteSettings | undefined;

export function siteSettings(): SiteSettings {
  if (cached) return cached;
  const file = 'content/settings.json';
  const overrides = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteSettings>) : {};
  cached = { ...DEFAULT_SETTINGS, ...overrides };
  return cached;
}
