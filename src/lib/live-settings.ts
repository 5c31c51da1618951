// The settings' types, and the few settings that pages follow live with their defaults and the
// browser's check of them. Free of zod (and of the other defaults) so that every page can load it:
// the whole schema, each key's rule and default, is src/lib/settings.ts (build and API).

export interface CompanyAddress {
  email: string;
  street?: string;
  city?: string;
  country?: string;
}

/** The words an editor gives in one more language: the shop's name and title, its description, its address's lines. */
export interface LocalizedSettings {
  company_name?: string;
  site_title?: string;
  site_description?: string;
  company_address?: Omit<CompanyAddress, 'email'>;
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
  /** The office lists a variant as low on stock at this many or fewer. */
  low_stock_threshold: number;
  /** Days after delivery an item may be returned or exchanged (the return policy page says it too). */
  return_window_days: number;
  /**
   * The editor-given text above in the other languages, by locale code ('ar', 'fr', 'de'): read
   * through settingsIn (src/lib/localized-settings.ts); a language or a field not given keeps the
   * value above.
   */
  translations: Partial<Record<string, LocalizedSettings>>;
  /** AED added to an order paid in cash on delivery, a line of its own (0: none). */
  cod_fee: number;
  /** The largest order total (AED, before the fee) that may be paid in cash on delivery (0: no maximum). */
  cod_max_order_total: number;
  /** After this many deliveries refused at the door, a shopper is offered cash on delivery no more (0: never stops). */
  cod_refusal_limit: number;
}

export type SettingKey = keyof SiteSettings;

/**
 * The settings that pages follow at run time, without a rebuild (the browser keeps only these):
 * the phone and e-mail shown in the header and footer, the delivery charge and when delivery
 * is free (banner, cart, checkout), and the return window (the return policy page). The others (names, logos, prefixes, …) are baked into the pages
 * at build and used by the API.
 */
export const LIVE_DEFAULTS = {
  company_address: { email: '' } as CompanyAddress,
  company_phone_number: '',
  fixed_delivery_charge: 0,
  is_free_delivery: '0' as '0' | '1',
  free_delivery_threshold: 200,
  vat_rate: 5,
  return_window_days: 14,
} satisfies Partial<SiteSettings>;

export type LiveSettings = Pick<SiteSettings, keyof typeof LIVE_DEFAULTS>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a value has the shape of the key's default (the server has applied the finer rules). */
function fitsDefault(key: keyof LiveSettings, value: unknown): boolean {
  if (key === 'is_free_delivery') return value === '0' || value === '1';
  if (typeof value !== typeof LIVE_DEFAULTS[key]) return false;
  if (typeof value === 'number') return value >= 0 && value < Infinity;
  return typeof value === 'string' || (isRecord(value) && typeof value.email === 'string');
}

/**
 * The browser's check of settings it did not parse itself (a GET /settings reply, the stored copy),
 * without zod: each live key keeps its value when it has the default's shape, and takes the
 * default otherwise. Entries (GET /settings' `data`) or a record are both read.
 */
export function liveSettingsFrom(input: unknown): LiveSettings {
  const source: Record<string, unknown> = Array.isArray(input)
    ? Object.fromEntries(input.filter(isRecord).map((entry) => [entry.key, entry.value]))
    : isRecord(input) ? input : {};
  const values: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(LIVE_DEFAULTS)) values[key] = fitsDefault(key as keyof LiveSettings, source[key]) ? source[key] : fallback;
  return values as LiveSettings;
}
