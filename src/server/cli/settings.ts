// The operator's settings commands: `settings` lists every key with its value and where it comes
// from; `settings set KEY VALUE` stores a value checked by the settings schema; `settings unset KEY`
// lets the editors' file (or the default) apply again. Run inside the server (PGlite), a change
// applies at once; other processes on the same PostgreSQL read it when their copy expires.
import { relative } from 'node:path';
import type { Db } from '../db/client.ts';
import { checkSetting, isSettingKey, settingFromText, SETTING_KEYS, unknownSetting } from '../../lib/settings.ts';
import { loadSettings, type ResolvedSettings, type SettingSource } from '../settings/sources.ts';
import { changeSetting } from '../settings/change.ts';
import type { Actor } from '../office/audit.ts';

export type SettingsContext = {
  db: Db;
  settingsFile: string;
  actor: Actor;
  out: (line: string) => void;
  err: (line: string) => void;
};

const SETTINGS_USAGE = 'Usage: npm run admin -- settings [set <key> <value> | unset <key>]';

function describe(resolved: ResolvedSettings, file: string): (key: (typeof SETTING_KEYS)[number]) => string {
  const fileName = relative(process.cwd(), file) || file;
  const label: Record<SettingSource, string> = { default: 'default', file: fileName, operator: 'set by the operator' };
  return (key) => {
    const broken = resolved.invalid.find((entry) => entry.key === key);
    const note = broken ? ` (the value ${broken.source === 'file' ? `in ${fileName}` : 'set by the operator'} is invalid)` : '';
    return `${label[resolved.sources[key]]}${note}`;
  };
}

async function list(ctx: SettingsContext): Promise<number> {
  const resolved = await loadSettings(ctx.db, ctx.settingsFile);
  const source = describe(resolved, ctx.settingsFile);
  const width = Math.max(...SETTING_KEYS.map((key) => key.length));
  for (const key of SETTING_KEYS) ctx.out(`${key.padEnd(width)}  ${JSON.stringify(resolved.values[key])}  [${source(key)}]`);
  return 0;
}

async function set(ctx: SettingsContext, key: string, text: string): Promise<number> {
  const checked = checkSetting(key, settingFromText(key, text));
  if (!checked.ok) {
    ctx.err(checked.message);
    return 1;
  }
  await changeSetting(ctx.db, ctx.settingsFile, ctx.actor, checked.key, checked.value);
  ctx.out(`${checked.key} = ${JSON.stringify(checked.value)} [set by the operator]`);
  return 0;
}

async function unset(ctx: SettingsContext, key: string): Promise<number> {
  if (!isSettingKey(key)) {
    ctx.err(unknownSetting(key));
    return 1;
  }
  const removed = await changeSetting(ctx.db, ctx.settingsFile, ctx.actor, key, undefined);
  const resolved = await loadSettings(ctx.db, ctx.settingsFile);
  ctx.out(`${removed ? '' : 'The operator had not set it. '}${key} = ${JSON.stringify(resolved.values[key])} [${describe(resolved, ctx.settingsFile)(key)}]`);
  return 0;
}

export async function settingsCommand(ctx: SettingsContext, args: string[]): Promise<number> {
  const [action, key, value, ...extra] = args;
  if (action === undefined) return list(ctx);
  if (action === 'set' && key !== undefined && value !== undefined && extra.length === 0) return set(ctx, key, value);
  if (action === 'unset' && key !== undefined && value === undefined) return unset(ctx, key);
  ctx.err(SETTINGS_USAGE);
  return 2;
}
