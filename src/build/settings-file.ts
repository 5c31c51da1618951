// Build-time site settings: the editors' content/settings.json, parsed by the settings schema
// (a missing or wrong value takes that key's default; the build says which).
import { existsSync, readFileSync } from 'node:fs';
import type { Locale } from '../lib/locale.ts';
import { settingsIn } from '../lib/localized-settings.ts';
import { parseSettings, type SiteSettings } from '../lib/settings.ts';

const FILE = 'content/settings.json';
let cached: SiteSettings | undefined;

function readEditorsFile(): Record<string, unknown> {
  if (!existsSync(FILE)) return {};
  const value = JSON.parse(readFileSync(FILE, 'utf8')) as unknown;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new Error(`${FILE} must hold one JSON object of settings.`);
}

export function siteSettings(): SiteSettings {
  if (cached) return cached;
  const { values, invalid } = parseSettings(readEditorsFile());
  if (invalid.length > 0) console.warn(`[settings] ${FILE}: ${invalid.join(', ')} invalid; the build uses the default instead.`);
  cached = values;
  return cached;
}

/** The settings as a page in `locale` shows them: the editor-given text in that language. */
export const siteSettingsIn = (locale: Locale): SiteSettings => settingsIn(siteSettings(), locale);
