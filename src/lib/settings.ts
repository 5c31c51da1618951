// The one schema of the site settings: every key of the spec (section 3) and the shop's own, each
// with its rule and its default. The build and the API parse settings
// leniently (a missing or wrong value takes that key's default, never throws); the operator's
// `settings set` checks strictly and names the rule that failed. The browser does not import this
// file (zod would weigh more than the page's own script): it keeps the live settings only and
// checks their shapes with liveSettingsFrom (src/lib/live-settings.ts).
import { z } from 'zod';
import { CURRENCY_CODES } from './currency.ts';
import { LOCALES } from './locale.ts';
import { roundToMinor } from './money.ts';
import { LIVE_DEFAULTS, type SettingKey, type SiteSettings } from './live-settings.ts';

export type { SettingKey, SiteSettings } from './live-settings.ts';

/** Each key's default (spec section 9 where it gives one). */
export const DEFAULT_SETTINGS: Readonly<SiteSettings> = {
  site_logo_light: '/assets/img/logo/mark.png',
  site_logo_dark: '/assets/img/logo/mark.png',
  company_name: 'E-Commerce Store',
  site_title: 'E-Commerce Store',
  site_description: '',
  company_address: LIVE_DEFAULTS.company_address,
  company_phone_number: LIVE_DEFAULTS.company_phone_number,
  currency_symbol: 'AED',
  currency_code: 'AED',
  order_id_prefix: 'ORD',
  product_code_prefix: 'PROD',
  customer_prefix: 'CS-',
  fixed_delivery_charge: LIVE_DEFAULTS.fixed_delivery_charge,
  is_free_delivery: LIVE_DEFAULTS.is_free_delivery,
  minimum_item_price: 1,
  files_base_url: '',
  company_vat_registration: '',
  free_delivery_threshold: LIVE_DEFAULTS.free_delivery_threshold,
  vat_rate: 5,
  low_stock_threshold: 5,
  return_window_days: LIVE_DEFAULTS.return_window_days,
  translations: {},
  cod_fee: 0,
  cod_max_order_total: 0,
  cod_refusal_limit: 0,
};

/** Every key, in the order the API lists them. */
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Settings for the shop's people only: the office reads them, GET /api/settings does not list them. */
const OFFICE_ONLY_KEYS: ReadonlySet<SettingKey> = new Set(['low_stock_threshold']);

/** The keys GET /api/settings lists: what the pages follow (the spec's keys and the shop's own). */
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((key) => !OFFICE_ONLY_KEYS.has(key));

/** Numbers read as text (a setting typed by hand, or a string in JSON) become text. */
const text = (max: number, pattern?: RegExp) => {
  let rule = z.string().trim().max(max);
  if (pattern) rule = rule.regex(pattern);
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), rule);
};
const required = (max: number, pattern?: RegExp) => text(max, pattern).pipe(z.string().min(1));

/** A non-negative amount; numeric text is read as a number; kept to 2 decimals (fils). */
const amount = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().min(0).max(max))
    .transform(roundToMinor);

/** A whole number from 0; numeric text is read as a number. */
const count = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().int().min(0).max(max));

const emailOrEmpty = z.union([z.literal(''), z.email()]);
const PHONE = /^\+?[\d\s().-]{6,24}$/;
const phoneOrEmpty = text(24).refine((value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 15));
const path = required(500, /^(\/|https?:\/\/)\S*$/);
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/;

const FLAGS: Record<string, '0' | '1'> = { '1': '1', true: '1', '0': '0', false: '0' };

/** Each key's rule and, for the operator, what a valid value looks like. */
const RULES: { [K in SettingKey]: { schema: z.ZodType<SiteSettings[K]>; hint: string } } = {
  site_logo_light: { schema: path, hint: 'a path such as /assets/img/logo/mark.png (the mark: the name is written beside it), or an http(s) URL' },
  site_logo_dark: { schema: path, hint: 'a path such as /assets/img/logo/mark.png (the mark: the name is written beside it), or an http(s) URL' },
  company_name: { schema: required(100), hint: 'a name of 1 to 100 characters' },
  site_title: { schema: required(100), hint: 'a title of 1 to 100 characters' },
  site_description: { schema: text(300), hint: 'text of at most 300 characters' },
  company_address: {
    schema: z.object({
      email: emailOrEmpty,
      street: text(200).optional(),
      city: text(100).optional(),
      country: text(100).optional(),
    }),
    hint: 'a JSON object such as {"email":"support@example.com","street":"…","city":"Dubai","country":"United Arab Emirates"}, with a valid e-mail or an empty one',
  },
  company_phone_number: { schema: phoneOrEmpty, hint: 'a phone number of 6 to 15 digits (spaces, +, (, ), - allowed), or empty to hide it' },
  currency_symbol: { schema: required(5), hint: 'a symbol of 1 to 5 characters' },
  currency_code: { schema: z.enum(CURRENCY_CODES), hint: `one of ${CURRENCY_CODES.join(', ')}` },
  order_id_prefix: { schema: required(12, PREFIX), hint: 'letters, digits and dashes, 1 to 12 characters' },
  product_code_prefix: { schema: required(12, PREFIX), hint: 'letters, digits and dashes, 1 to 12 characters' },
  customer_prefix: { schema: required(12, PREFIX), hint: 'letters, digits and dashes, 1 to 12 characters' },
  fixed_delivery_charge: { schema: amount(10_000), hint: 'an amount in AED from 0 to 10000' },
  is_free_delivery: {
    schema: z.preprocess((value) => FLAGS[String(value).trim()] ?? value, z.enum(['0', '1'])),
    hint: "'1' (every order travels free) or '0'",
  },
  minimum_item_price: { schema: amount(100_000), hint: 'an amount in AED from 0 to 100000' },
  files_base_url: { schema: text(500, /^((\/|https?:\/\/)\S*)?$/), hint: 'a path, an http(s) URL, or empty' },
  company_vat_registration: { schema: text(20, /^[A-Za-z0-9 -]*$/), hint: 'letters, digits, spaces and dashes, at most 20 characters' },
  free_delivery_threshold: { schema: amount(1_000_000), hint: 'an amount in AED from 0 to 1000000' },
  vat_rate: { schema: amount(100), hint: 'a percentage from 0 to 100' },
  low_stock_threshold: {
    schema: z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().int().min(0).max(10_000)),
    hint: 'a whole number of items from 0 to 10000',
  },
  return_window_days: {
    schema: z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().int().min(0).max(365)),
    hint: 'a whole number of days from 0 (no returns) to 365',
  },
  translations: {
    schema: z.partialRecord(
      z.enum(LOCALES),
      z
        .object({
          company_name: required(100),
          site_title: required(100),
          site_description: text(300),
          company_address: z.object({ street: text(200).optional(), city: text(100).optional(), country: text(100).optional() }).strict(),
        })
        .partial()
        .strict(),
    ),
    hint: 'a JSON object by language, such as {"ar":{"company_name":"…","company_address":{"city":"دبي"}}}, with company_name, site_title, site_description and company_address (street, city, country)',
  },
  cod_fee: { schema: amount(1_000), hint: 'an amount in AED from 0 to 1000 (0: no cash on delivery fee)' },
  cod_max_order_total: { schema: amount(1_000_000), hint: 'an amount in AED from 0 to 1000000 (0: no maximum for cash on delivery)' },
  cod_refusal_limit: { schema: count(100), hint: 'a whole number from 0 to 100 (0: cash on delivery is never withdrawn for refused deliveries)' },
};

/** What a valid value of the key looks like, in the operator's words. */
export const settingHint = (key: SettingKey): string => RULES[key].hint;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(RULES, key);

export interface ParsedSettings {
  values: SiteSettings;
  /** Keys whose given value broke its rule and so took the default. */
  invalid: SettingKey[];
}

/** Lenient: each key given and valid keeps its value; missing or wrong ones take the default. */
export function parseSettings(raw: Record<string, unknown>): ParsedSettings {
  const values: Record<string, unknown> = {};
  const invalid: SettingKey[] = [];
  for (const key of SETTING_KEYS) {
    if (raw[key] === undefined) {
      values[key] = DEFAULT_SETTINGS[key];
      continue;
    }
    const result = RULES[key].schema.safeParse(raw[key]);
    if (!result.success) invalid.push(key);
    values[key] = result.success ? result.data : DEFAULT_SETTINGS[key];
  }
  return { values: values as unknown as SiteSettings, invalid };
}

export const unknownSetting = (key: string) => `Unknown setting "${key}". Settings: ${SETTING_KEYS.join(', ')}.`;

export type SettingCheck = { ok: true; key: SettingKey; value: SiteSettings[SettingKey] } | { ok: false; message: string };

/** Strict: a value for one key (as JSON, or as the operator typed it), or why it is refused. */
export function checkSetting(key: string, value: unknown): SettingCheck {
  if (!isSettingKey(key)) return { ok: false, message: unknownSetting(key) };
  const result = RULES[key].schema.safeParse(value);
  if (result.success) return { ok: true, key, value: result.data };
  return { ok: false, message: `Invalid value for ${key}: expected ${RULES[key].hint}.` };
}

/**
 * What an operator types on the command line, as the key's value: JSON for the address (the one
 * object), the text itself for every other key (its rule reads numbers and flags from text).
 */
export function settingFromText(key: string, text: string): unknown {
  if (!isSettingKey(key) || typeof DEFAULT_SETTINGS[key] !== 'object') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
