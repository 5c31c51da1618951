// The settings the API serves and obeys (see sources.ts for where each value comes from), kept in
// memory so that reading them costs no database query. A change made through this process's
// database handle (the operator's command inside the server) applies at once; a change made by
// another process on the same PostgreSQL is read within ttlMs (a copy in use is read again once
// past half of it, and an expired one before it is served).
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { PUBLIC_SETTING_KEYS, type SiteSettings } from '../../lib/settings.ts';
import type { ApiReply, SettingEntry } from '../../lib/api/types.ts';
import { loadSettings, onSettingsChange } from './sources.ts';

export interface SettingsSnapshot {
  values: SiteSettings;
  entries: SettingEntry[];
  /** The GET /settings reply, serialised once. */
  body: string;
  /** A strong validator of body, for conditional requests. */
  etag: string;
  loadedAt: number;
}

export interface SettingsService {
  /** The current settings: never older than ttlMs, unless the database cannot be read. */
  get(): Promise<SettingsSnapshot>;
  /** The copy when it is fresh (what get() would answer without waiting), else undefined; past half its life, it is read again meanwhile. */
  fresh(): SettingsSnapshot | undefined;
  /** Forgets the copy, so the next get reads the database. */
  invalidate(): void;
}

export function createSettingsService(options: { db: Db; settingsFile: string; ttlMs?: number; now?: () => number }): SettingsService {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  let snapshot: SettingsSnapshot | undefined;
  let loading: Promise<SettingsSnapshot> | undefined;
  let reported = '';

  async function load(): Promise<SettingsSnapshot> {
    const loadedAt = now();
    const { values, invalid } = await loadSettings(options.db, options.settingsFile);
    const problems = invalid.map(({ key, source }) => `${key} (${source === 'file' ? options.settingsFile : 'set by the operator'})`).join(', ');
    if (problems && problems !== reported) console.error(`[settings] invalid, so the default applies: ${problems}`);
    reported = problems;
    const entries = PUBLIC_SETTING_KEYS.map((key) => ({ key, value: values[key] }));
    const body = JSON.stringify({ success: true, data: entries } satisfies ApiReply<SettingEntry[]>);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { values, entries, body, etag, loadedAt };
  }

  // A change bumps the generation, so a read that started before it never installs old values.
  let generation = 0;
  function refresh(): Promise<SettingsSnapshot> {
    if (loading) return loading;
    const started = generation;
    const pending = load()
      .then((fresh) => {
        if (generation === started) snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        if (loading === pending) loading = undefined;
      });
    loading = pending;
    return pending;
  }

  function invalidate(): void {
    generation += 1;
    snapshot = undefined;
    loading = undefined;
  }

  onSettingsChange(options.db, invalidate);

  const reportFailure = (error: Error) => console.error(`[settings] refresh failed: ${error.message}`);

  // A copy past half its life is read again while it still serves: under steady requests it is
  // renewed before it expires, and no request waits for the database (an expired copy sent every
  // request through the database read, and GET /api/settings off its fast path, each TTL). Once per
  // copy: if that read fails, the copy serves out its life and get() reads again once it expires.
  let renewing: SettingsSnapshot | undefined;
  function fresh(): SettingsSnapshot | undefined {
    if (!snapshot) return undefined;
    const age = now() - snapshot.loadedAt;
    if (age > ttlMs || age < 0) return undefined;
    if (age > ttlMs / 2 && renewing !== snapshot && !loading) {
      renewing = snapshot;
      refresh().catch(reportFailure);
    }
    return snapshot;
  }

  return {
    fresh,
    async get() {
      if (!snapshot) return refresh();
      const current = fresh();
      if (current) return current;
      // Stale: one request reads the database (the others wait on the same read); if the
      // database cannot be read, the last copy serves until it can.
      const stale = snapshot;
      return refresh().catch((error: Error) => {
        reportFailure(error);
        return stale;
      });
    },
    invalidate,
  };
}
