// /api/office/settings (the owner): every setting with its value, where it comes from, its default,
// what a valid value is and what it means in English and Arabic; a change is checked by the settings
// schema, names the value it started from, and applies as the operator's command's does.
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { readBody } from '../../http/validate.ts';
import { changeSetting } from '../../settings/change.ts';
import type { SettingsService } from '../../settings/service.ts';
import { loadSettings } from '../../settings/sources.ts';
import { checkSetting, DEFAULT_SETTINGS, isSettingKey, SETTING_KEYS, settingHint, type SettingKey } from '../../../lib/settings.ts';
import { attempt, listReply, requireConfirmed, type OfficeEnv } from '../http.ts';
import { SETTING_MEANINGS } from '../setting-meanings.ts';
import { settingBody } from './inputs.ts';

export function settingsRoutes({ db, settingsFile, settings }: { db: Db; settingsFile: string; settings: SettingsService }) {
  const app = new Hono<OfficeEnv>();

  async function entries() {
    const resolved = await loadSettings(db, settingsFile);
    return SETTING_KEYS.map((key) => ({
      id: key,
      value: resolved.values[key],
      default: DEFAULT_SETTINGS[key],
      source: resolved.sources[key],
      type: typeof DEFAULT_SETTINGS[key] === 'object' ? 'object' : typeof DEFAULT_SETTINGS[key],
      rule: settingHint(key),
      meaning: SETTING_MEANINGS[key],
    }));
  }

  function keyOf(raw: string): SettingKey {
    if (!isSettingKey(raw)) throw notFound('setting_not_found', `There is no setting ${raw}.`);
    return raw;
  }

  app.get('/', async (c) => {
    const rows = await entries();
    return c.json(listReply(rows, rows.length, 1, rows.length));
  });

  app.get('/:key', async (c) => {
    const key = keyOf(c.req.param('key'));
    return c.json({ success: true, data: (await entries()).find((entry) => entry.id === key) });
  });

  app.patch('/:key', async (c) => {
    const key = keyOf(c.req.param('key'));
    requireConfirmed(c);
    const body = await readBody(c, settingBody);
    const checked = checkSetting(key, body.value);
    if (!checked.ok) throw fieldError('value', 'invalid_value', checked.message);
    await attempt(() => changeSetting(db, settingsFile, c.get('actor'), key, checked.value, body.expected === undefined ? undefined : { value: body.expected }));
    settings.invalidate();
    return c.json({ success: true, message: `${key} saved: the shop uses it now.`, data: (await entries()).find((entry) => entry.id === key) });
  });

  app.delete('/:key', async (c) => {
    const key = keyOf(c.req.param('key'));
    requireConfirmed(c);
    await attempt(() => changeSetting(db, settingsFile, c.get('actor'), key, undefined));
    settings.invalidate();
    return c.json({ success: true, message: `${key} is back to the editors' value or the default.`, data: (await entries()).find((entry) => entry.id === key) });
  });

  return app;
}
