// The settings schema (src/lib/settings.ts): each key's default when missing or wrong, the
// operator's strict check, and the browser's zod-free check agreeing with it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTING_KEYS, checkSetting, parseSettings, settingFromText } from '../../src/lib/settings.ts';
import { LIVE_DEFAULTS, liveSettingsFrom } from '../../src/lib/live-settings.ts';
import { settingsIn } from '../../src/lib/localized-settings.ts';

describe('translations', () => {
  it('gives the editor-given text per language, and refuses a language the shop does not have or a field it does not know', () => {
    const ar = { company_name: 'لمسة للحجاب', company_address: { city: 'دبي' } };
    expect(checkSetting('translations', { ar })).toEqual({ ok: true, key: 'translations', value: { ar } });
    expect(checkSetting('translations', { xx: { company_name: 'X' } }).ok).toBe(false);
    expect(checkSetting('translations', { ar: { company_phone_number: '+971' } }).ok).toBe(false);
    expect(checkSetting('translations', { ar: { company_name: '  ' } }).ok).toBe(false);
  });

  it('settingsIn reads a page’s language, keeping what it does not give', () => {
    const settings = parseSettings({
      company_name: 'Lamsa Veils',
      company_address: { email: 'a@b.example', street: 'Office 1204', city: 'Dubai', country: 'United Arab Emirates' },
      translations: { ar: { company_name: 'لمسة للحجاب', company_address: { city: 'دبي' } } },
    }).values;
    expect(settingsIn(settings, 'ar')).toMatchObject({ company_name: 'لمسة للحجاب', company_address: { email: 'a@b.example', street: 'Office 1204', city: 'دبي' } });
    expect(settingsIn(settings, 'fr')).toBe(settings);
  });
});

describe('parseSettings', () => {
  it('gives every key of the spec and the shop its default when nothing is set', () => {
    const { values, invalid } = parseSettings({});
    expect(invalid).toEqual([]);
    expect(values).toEqual(DEFAULT_SETTINGS);
    expect(values).toMatchObject({
      company_name: 'E-Commerce Store',
      site_title: 'E-Commerce Store',
      site_logo_light: '/assets/img/logo/mark.png',
      order_id_prefix: 'ORD',
      product_code_prefix: 'PROD',
      customer_prefix: 'CS-',
      currency_code: 'AED',
      currency_symbol: 'AED',
      minimum_item_price: 1,
      fixed_delivery_charge: 0,
      is_free_delivery: '0',
      free_delivery_threshold: 200,
      vat_rate: 5,
      low_stock_threshold: 5,
      return_window_days: 14,
    });
    expect(SETTING_KEYS).toHaveLength(25);
  });

  it('replaces a wrong value with that key alone’s default, and says which keys were wrong', () => {
    const { values, invalid } = parseSettings({
      company_name: '   ',
      fixed_delivery_charge: -1,
      vat_rate: 100.01,
      is_free_delivery: 'yes',
      company_address: { email: 'not an e-mail' },
      company_phone_number: 'call us',
      order_id_prefix: 'ORD 1',
      site_title: 'Veils',
    });
    expect(invalid.sort()).toEqual(['company_address', 'company_name', 'company_phone_number', 'fixed_delivery_charge', 'is_free_delivery', 'order_id_prefix', 'vat_rate']);
    expect(values).toMatchObject({
      company_name: 'E-Commerce Store',
      fixed_delivery_charge: 0,
      vat_rate: 5,
      is_free_delivery: '0',
      company_address: { email: '' },
      company_phone_number: '',
      order_id_prefix: 'ORD',
      site_title: 'Veils',
    });
  });

  it('reads numbers and flags written as text, and keeps amounts to the fils', () => {
    const { values, invalid } = parseSettings({ fixed_delivery_charge: '15.5', vat_rate: 100, free_delivery_threshold: 0, is_free_delivery: 1, company_phone_number: 97140000000, minimum_item_price: 12.345 });
    expect(invalid).toEqual([]);
    expect(values).toMatchObject({ fixed_delivery_charge: 15.5, vat_rate: 100, free_delivery_threshold: 0, is_free_delivery: '1', company_phone_number: '97140000000', minimum_item_price: 12.35 });
    expect(parseSettings({ is_free_delivery: 'false' }).values.is_free_delivery).toBe('0');
  });
});

describe('checkSetting (the operator’s settings set)', () => {
  it('accepts a valid value in its parsed form', () => {
    expect(checkSetting('company_phone_number', '+971 4 123 4567')).toEqual({ ok: true, key: 'company_phone_number', value: '+971 4 123 4567' });
    expect(checkSetting('is_free_delivery', '1')).toMatchObject({ ok: true, value: '1' });
    expect(checkSetting('fixed_delivery_charge', '10000')).toMatchObject({ ok: true, value: 10000 });
    expect(checkSetting('company_phone_number', '')).toMatchObject({ ok: true, value: '' });
  });

  it('refuses an unknown key and a value outside its rule, naming the rule', () => {
    expect(checkSetting('shop_colour', 'red')).toMatchObject({ ok: false, message: expect.stringContaining('Unknown setting "shop_colour"') });
    expect(checkSetting('fixed_delivery_charge', '10000.01')).toMatchObject({ ok: false, message: expect.stringContaining('from 0 to 10000') });
    expect(checkSetting('vat_rate', '-0.01')).toMatchObject({ ok: false });
    expect(checkSetting('is_free_delivery', '2')).toMatchObject({ ok: false, message: expect.stringContaining("'1'") });
    // 5 digits is one short of a phone number; 6 is enough, 15 the most, 16 too many.
    expect(checkSetting('company_phone_number', '12345')).toMatchObject({ ok: false });
    expect(checkSetting('company_phone_number', '123456')).toMatchObject({ ok: true });
    expect(checkSetting('company_phone_number', '+123456789012345')).toMatchObject({ ok: true });
    expect(checkSetting('company_phone_number', '+1234567890123456')).toMatchObject({ ok: false });
    expect(checkSetting('company_name', '')).toMatchObject({ ok: false });
    expect(checkSetting('toString', 'x')).toMatchObject({ ok: false, message: expect.stringContaining('Unknown setting') });
  });

  it('reads the address as JSON and every other key as typed', () => {
    const address = settingFromText('company_address', '{"email":"help@veils.example","city":"Dubai"}');
    expect(checkSetting('company_address', address)).toMatchObject({ ok: true, value: { email: 'help@veils.example', city: 'Dubai' } });
    expect(settingFromText('company_phone_number', '0501234567')).toBe('0501234567');
    expect(settingFromText('site_title', 'true')).toBe('true');
  });
});

describe('liveSettingsFrom (the browser’s check, without zod)', () => {
  it('keeps the live keys the schema produced, from entries or a record, and nothing else', () => {
    const parsed = parseSettings({ company_phone_number: '+971 4 555 0101', is_free_delivery: '1', fixed_delivery_charge: 12 }).values;
    const live = { company_address: parsed.company_address, company_phone_number: '+971 4 555 0101', fixed_delivery_charge: 12, is_free_delivery: '1', free_delivery_threshold: 200, vat_rate: 5, return_window_days: 14 };
    expect(liveSettingsFrom(JSON.parse(JSON.stringify(parsed)))).toEqual(live);
    expect(liveSettingsFrom(SETTING_KEYS.map((key) => ({ key, value: parsed[key] })))).toEqual(live);
    for (const key of Object.keys(LIVE_DEFAULTS)) expect(LIVE_DEFAULTS[key as keyof typeof LIVE_DEFAULTS]).toEqual(DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS]);
  });

  it('takes the default for a value of the wrong shape', () => {
    expect(liveSettingsFrom({ is_free_delivery: 1, fixed_delivery_charge: '12', free_delivery_threshold: -1, company_address: 'x', company_phone_number: 5 })).toEqual(LIVE_DEFAULTS);
    expect(liveSettingsFrom({ company_address: { email: 3 }, free_delivery_threshold: Infinity })).toEqual(LIVE_DEFAULTS);
    expect(liveSettingsFrom(null)).toEqual(LIVE_DEFAULTS);
    expect(liveSettingsFrom([null, 'x', { key: 'is_free_delivery', value: '1' }])).toEqual({ ...LIVE_DEFAULTS, is_free_delivery: '1' });
  });
});
