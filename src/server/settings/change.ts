// One way to change a setting, for the office and the operator's command alike: the value (already
// checked by the settings schema) stored or forgotten, and the change in the audit log with the value
// before and after. The office names the value it started from; another change since refuses it.
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../db/client.ts';
import { record, type Actor } from '../office/audit.ts';
import type { SettingKey } from '../../lib/settings.ts';
import { loadSettings, setSetting, unsetSetting } from './sources.ts';

export class StaleSettingError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`${key} was changed by someone else since you opened it: look at its value again.`);
    this.key = key;
    this.name = 'StaleSettingError';
  }
}

/** Sets `key` to `value`, or forgets the operator's value when `value` is undefined; true when something changed. */
export async function changeSetting(
  db: Db,
  settingsFile: string,
  actor: Actor,
  key: SettingKey,
  value: unknown,
  expected?: { value: unknown },
): Promise<boolean> {
  const before = (await loadSettings(db, settingsFile)).values[key];
  if (expected && !isDeepStrictEqual(before, expected.value)) throw new StaleSettingError(key);
  const changed = value === undefined ? await unsetSetting(db, key) : (await setSetting(db, key, value), true);
  const after = (await loadSettings(db, settingsFile)).values[key];
  if (changed) await record(db, actor, { action: value === undefined ? 'settings.unset' : 'settings.set', target: { type: 'setting', id: key }, before: { value: before }, after: { value: after } });
  return changed;
}
