// The site settings' keys and defaults (spec sections 3 and 9), and the browser's check of a
// settings copy. Free of zod so that page scripts can import it: the full schema, with each key's
// rules, is src/lib/settings.ts, which the build and the API use.

export interface CompanyAddress {
  email: string;
  street?: string;
  city?: string;
  country?: string;
}

export interface SiteSettings {
  site_logo_light: string;
  site_logo_dark: string;
  company_name: string;
  site_title: string;
  site_description: string;
  company_address: CompanyAddress;
  company_phone_number: string;
  currency_symbol: string;
  currency_code: string;
  order_id_prefix: string;
  product_code_prefix: string;
  customer_prefix: string;
  /** AED charged for delivery when the order does not travel free. */
  fixed_delivery_charge: number;
  /** '1': every order travels free. */
  is_free_delivery: '0' | '1';
  minimum_item_price: number;
  files_base_url: string;
  company_vat_registration: string;
  /** Orders from this amount (AED) travel free; also shown in the header banner. */
  free_delivery_threshold: number;
  /** VAT percent included in prices. */
  vat_rate: number;
}

export type SettingKey = keyof SiteSettings;

export const DEFAULT_SETTINGS: Readonly<SiteSettings> = {
  site_logo_light: '/assets/img/logo/logo.png',
  site_logo_dark: '/assets/img/logo/logo.png',
  company_name: 'E-Commerce Store',
  site_title: 'E-Commerce Store',
  site_description: '',
  company_address: { email: '' },
  company_phone_number: '',
  currency_symbol: 'AED',
  currency_code: 'AED',
  order_id_prefix: 'ORD',
  product_code_prefix: 'PROD',
  customer_prefix: 'CS-',
  fixed_delivery_charge: 0,
  is_free_delivery: '0',
  minimum_item_price: 1,
  files_base_url: '',
  company_vat_registration: '',
  free_delivery_threshold: 200,
  vat_rate: 5,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value has the shape of the key's default (the server has applied the finer rules). */
function fitsDefault(key: SettingKey, value: unknown): boolean {
  const fallback = DEFAULT_SETTINGS[key];
  if (key === 'is_free_delivery') return value === '0' || value === '1';
  if (typeof fallback === 'number') return typeof value === 'number' && Number.isFinite(value) && value >= 0;
  if (typeof fallback === 'string') return typeof value === 'string';
  return isRecord(value) && typeof value.email === 'string';
}

/**
 * The browser's check of settings it did not parse itself (a GET /settings reply, the stored copy):
 * each key keeps its value when it has the default's shape, and takes the default otherwise.
 */
export function settingsFromRecord(input: unknown): SiteSettings {
  const source = isRecord(input) ? input : {};
  const values: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) if (fitsDefault(key, source[key])) values[key] = source[key];
  return values as unknown as SiteSettings;
}

/** GET /settings' `data` (a list of key and value) as one record. */
export function recordFromEntries(entries: readonly { key: string; value: unknown }[]): Record<string, unknown> {
  return Object.fromEntries(entries.filter((entry) => isRecord(entry) && typeof entry.key === 'string').map((entry) => [entry.key, entry.value]));
}
