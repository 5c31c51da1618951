// Where each setting's value comes from: the schema's default, overridden by the editors'
// content/settings.json, overridden by what the operator set (the settings table). The values
// are parsed by the settings schema: a wrong value in the file or the table takes the default.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings as settingsTable } from '../db/schema/index.ts';
import { SETTING_KEYS, isSettingKey, parseSettings, type SettingKey, type SiteSettings } from '../../lib/settings.ts';

export type SettingSource = 'default' | 'file' | 'operator';

export interface ResolvedSettings {
  values: SiteSettings;
  /** Where each key's value comes from. */
  sources: Record<SettingKey, SettingSource>;
  /** Keys whose file or operator value broke its rule, so the value is the default. */
  invalid: { key: SettingKey; source: Exclude<SettingSource, 'default'> }[];
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
    // reported below
  }
  console.error(`[settings] ${file} is not a JSON object; using the defaults.`);
  return {};
}

function resolveSettings(file: Record<string, unknown>, stored: { key: string; value: unknown }[]): ResolvedSettings {
  const raw: Record<string, unknown> = {};
  const sources = Object.fromEntries(SETTING_KEYS.map((key) => [key, 'default'])) as Record<SettingKey, SettingSource>;
  for (const [key, value] of Object.entries(file)) {
    if (isSettingKey(key) && value !== undefined) [raw[key], sources[key]] = [value, 'file'];
  }
  for (const { key, value } of stored) if (isSettingKey(key)) [raw[key], sources[key]] = [value, 'operator'];
  const { values, invalid } = parseSettings(raw);
  const broken = invalid.map((key) => ({ key, source: sources[key] as Exclude<SettingSource, 'default'> }));
  for (const { key } of broken) sources[key] = 'default';
  return { values, sources, invalid: broken };
}

export async function loadSettings(db: Db, settingsFile: string): Promise<ResolvedSettings> {
  const [file, stored] = await Promise.all([
    readEditorsFile(settingsFile),
    db.select({ key: settingsTable.key, value: settingsTable.value }).from(settingsTable),
  ]);
  return resolveSettings(file, stored);
}

// ---- The operator's overrides -------------------------------------------------------------------

/**
 * Processes that share a database handle (the server and the operator socket inside it) hear of a
 * change at once; other processes on the same PostgreSQL read it when their cache expires.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function onSettingsChange(db: Db, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

function changed(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Stores an operator's value (already checked by the schema). */
export async function setSetting(db: Db, key: SettingKey, value: unknown): Promise<void> {
  const now = new Date();
  await db
    .insert(settingsTable)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value, updatedAt: now } });
  changed(db);
}

/** Forgets an operator's value, so the file's (or the default) applies again; false when none was set. */
export async function unsetSetting(db: Db, key: SettingKey): Promise<boolean> {
  const removed = await db.delete(settingsTable).where(eq(settingsTable.key, key)).returning({ key: settingsTable.key });
  if (removed.length > 0) changed(db);
  return removed.length > 0;
}
