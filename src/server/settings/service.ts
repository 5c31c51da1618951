// Site settings: the spec's defaults (src/lib/settings.ts), overridden by the editors'
// content/settings.json, overridden by the settings table. Kept in memory and refreshed in the
// background when older than a few seconds, so reading them costs no database query.
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client.ts';
import { settings as settingsTable } from '../db/schema/index.ts';
import { DEFAULT_SETTINGS, SETTING_KEYS, type SiteSettings } from '../../lib/settings.ts';
import type { SettingEntry } from '../../lib/api/types.ts';

export interface SettingsSnapshot {
  values: SiteSettings;
  entries: SettingEntry[];
  /** The GET /settings reply, serialised once. */
  body: string;
  loadedAt: number;
}

export interface SettingsService {
  /** The current settings (stale by at most ttlMs plus one refresh). */
  get(): Promise<SettingsSnapshot>;
  /** Forgets the cache (after an operator changes a setting in this process). */
  invalidate(): void;
}

async function readEditorsFile(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  console.error(`[settings] ${file} is not a JSON object; using the defaults.`);
  return {};
}

export function mergeSettings(file: Record<string, unknown>, stored: { key: string; value: unknown }[]): SiteSettings {
  const values: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const known = new Set<string>(SETTING_KEYS);
  // Values are typed JSON already (the file, and jsonb in the table): served as they are.
  for (const [key, value] of Object.entries(file)) if (known.has(key)) values[key] = value;
  for (const { key, value } of stored) if (known.has(key)) values[key] = value;
  return values as unknown as SiteSettings;
}

export function createSettingsService(options: { db: Db; settingsFile: string; ttlMs?: number }): SettingsService {
  const ttlMs = options.ttlMs ?? 5_000;
  let snapshot: SettingsSnapshot | undefined;
  let loading: Promise<SettingsSnapshot> | undefined;

  async function load(): Promise<SettingsSnapshot> {
    const [file, stored] = await Promise.all([
      readEditorsFile(options.settingsFile),
      options.db.select({ key: settingsTable.key, value: settingsTable.value }).from(settingsTable),
    ]);
    const values = mergeSettings(file, stored);
    const entries = SETTING_KEYS.map((key) => ({ key, value: values[key] }));
    return { values, entries, body: JSON.stringify({ success: true, data: entries }), loadedAt: Date.now() };
  }

  function refresh(): Promise<SettingsSnapshot> {
    loading ??= load()
      .then((fresh) => {
        snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    get() {
      if (!snapshot) return refresh();
      const age = Date.now() - snapshot.loadedAt;
      if (age > ttlMs || age < 0) {
        refresh().catch((error: Error) => console.error(`[settings] refresh failed: ${error.message}`));
      }
      return Promise.resolve(snapshot);
    },
    invalidate() {
      snapshot = undefined;
    },
  };
}
