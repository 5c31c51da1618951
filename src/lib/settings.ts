// Site-wide settings: the spec's Setting keys with the spec's defaults (section 9).
// Editors override them in content/settings.json; the API's database overrides both at run time.

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
  fixed_delivery_charge: number;
  is_free_delivery: string;
  minimum_item_price: number;
  files_base_url: string;
  company_vat_registration: string;
  /** Orders from this amount (AED) travel free; also shown in the header banner. */
  free_delivery_threshold: number;
  /** VAT percent included in prices. */
  vat_rate: number;
}

export const DEFAULT_SETTINGS: SiteSettings = {
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

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[];

/** A setting's value is JSON-parsed when possible (spec section 3). */
export function parseSettingValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
