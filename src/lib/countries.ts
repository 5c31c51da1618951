// The countries the shop ships to: the six GCC countries and India. The one place that knows, per
// country, its name in each locale, its dialling code, its postcode rule, its weekend and the major
// cities that get the faster delivery. Addresses, phone numbers, the checkout form and the delivery
// estimate all read this table. Free of imports but the locale type, so any page may load it.
import type { Locale } from './locale.ts';

/** A name in every locale the shop speaks. */
type LocalName = Readonly<Record<Locale, string>>;

/** Days of the week as JavaScript's Date.getUTCDay() counts them: 0 is Sunday, 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface PostcodeRule {
  /** Whether a delivery needs it (India's PIN, Saudi Arabia's national address); else optional. */
  readonly required: boolean;
  /** The whole value, once trimmed. */
  readonly pattern: RegExp;
  /** A valid example, for the field's hint. */
  readonly example: string;
}

export interface City {
  /** Stable key, as stored and sent: 'dubai'. */
  readonly id: string;
  readonly name: LocalName;
}

export interface CountryRow {
  readonly dialCode: string;
  readonly name: LocalName;
  /** Null where the country has no postcodes (the UAE, Qatar): the field is not shown. */
  readonly postcode: PostcodeRule | null;
  readonly weekend: readonly Weekday[];
  /** Delivered in 2-5 working days; anywhere else in the country 6-8 (the shipping policy). */
  readonly majorCities: readonly City[];
}

const city = (id: string, en: string, fr: string, de: string, ar: string): City => ({ id, name: { en, fr, de, ar } });

/** The United Arab Emirates first: the default country, the shop's home and dialling code +971. */
export const COUNTRY_TABLE = {
  AE: {
    dialCode: '+971',
    name: { en: 'United Arab Emirates', fr: 'Émirats arabes unis', de: 'Vereinigte Arabische Emirate', ar: 'الإمارات العربية المتحدة' },
    postcode: null,
    weekend: [6, 0],
    majorCities: [
      city('dubai', 'Dubai', 'Dubaï', 'Dubai', 'دبي'),
      city('abu-dhabi', 'Abu Dhabi', 'Abou Dabi', 'Abu Dhabi', 'أبوظبي'),
      city('sharjah', 'Sharjah', 'Charjah', 'Schardscha', 'الشارقة'),
      city('ajman', 'Ajman', 'Ajman', 'Adschman', 'عجمان'),
      city('al-ain', 'Al Ain', 'Al-Aïn', 'Al-Ain', 'العين'),
    ],
  },
  SA: {
    dialCode: '+966',
    name: { en: 'Saudi Arabia', fr: 'Arabie saoudite', de: 'Saudi-Arabien', ar: 'المملكة العربية السعودية' },
    postcode: { required: true, pattern: /^\d{5}$/, example: '12271' },
    weekend: [5, 6],
    majorCities: [
      city('riyadh', 'Riyadh', 'Riyad', 'Riad', 'الرياض'),
      city('jeddah', 'Jeddah', 'Djeddah', 'Dschidda', 'جدة'),
      city('dammam', 'Dammam', 'Dammam', 'Dammam', 'الدمام'),
      city('khobar', 'Khobar', 'Khobar', 'Chobar', 'الخبر'),
      city('mecca', 'Mecca', 'La Mecque', 'Mekka', 'مكة المكرمة'),
      city('medina', 'Medina', 'Médine', 'Medina', 'المدينة المنورة'),
    ],
  },
  QA: {
    dialCode: '+974',
    name: { en: 'Qatar', fr: 'Qatar', de: 'Katar', ar: 'قطر' },
    postcode: null,
    weekend: [5, 6],
    majorCities: [
      city('doha', 'Doha', 'Doha', 'Doha', 'الدوحة'),
      city('al-rayyan', 'Al Rayyan', 'Al-Rayyan', 'Al-Rayyan', 'الريان'),
      city('al-wakrah', 'Al Wakrah', 'Al-Wakrah', 'Al-Wakra', 'الوكرة'),
    ],
  },
  KW: {
    dialCode: '+965',
    name: { en: 'Kuwait', fr: 'Koweït', de: 'Kuwait', ar: 'الكويت' },
    postcode: { required: false, pattern: /^\d{5}$/, example: '13001' },
    weekend: [5, 6],
    majorCities: [
      city('kuwait-city', 'Kuwait City', 'Koweït', 'Kuwait-Stadt', 'مدينة الكويت'),
      city('hawalli', 'Hawalli', 'Hawalli', 'Hawalli', 'حولي'),
      city('salmiya', 'Salmiya', 'Salmiya', 'Salmiya', 'السالمية'),
      city('farwaniya', 'Farwaniya', 'Farwaniya', 'Farwaniya', 'الفروانية'),
    ],
  },
  BH: {
    dialCode: '+973',
    name: { en: 'Bahrain', fr: 'Bahreïn', de: 'Bahrain', ar: 'البحرين' },
    postcode: { required: false, pattern: /^\d{3,4}$/, example: '317' },
    weekend: [5, 6],
    majorCities: [
      city('manama', 'Manama', 'Manama', 'Manama', 'المنامة'),
      city('muharraq', 'Muharraq', 'Muharraq', 'Muharraq', 'المحرق'),
      city('riffa', 'Riffa', 'Riffa', 'Riffa', 'الرفاع'),
    ],
  },
  OM: {
    dialCode: '+968',
    name: { en: 'Oman', fr: 'Oman', de: 'Oman', ar: 'عُمان' },
    postcode: { required: false, pattern: /^\d{3}$/, example: '112' },
    weekend: [5, 6],
    majorCities: [
      city('muscat', 'Muscat', 'Mascate', 'Maskat', 'مسقط'),
      city('salalah', 'Salalah', 'Salalah', 'Salala', 'صلالة'),
      city('sohar', 'Sohar', 'Sohar', 'Suhar', 'صحار'),
    ],
  },
  IN: {
    dialCode: '+91',
    name: { en: 'India', fr: 'Inde', de: 'Indien', ar: 'الهند' },
    postcode: { required: true, pattern: /^[1-9]\d{5}$/, example: '400001' },
    weekend: [0],
    majorCities: [
      city('mumbai', 'Mumbai', 'Bombay', 'Mumbai', 'مومباي'),
      city('delhi', 'Delhi', 'Delhi', 'Delhi', 'دلهي'),
      city('bengaluru', 'Bengaluru', 'Bangalore', 'Bengaluru', 'بنغالورو'),
      city('chennai', 'Chennai', 'Chennai', 'Chennai', 'تشيناي'),
      city('hyderabad', 'Hyderabad', 'Hyderabad', 'Hyderabad', 'حيدر آباد'),
      city('kolkata', 'Kolkata', 'Calcutta', 'Kolkata', 'كولكاتا'),
      city('pune', 'Pune', 'Pune', 'Pune', 'بونه'),
      city('ahmedabad', 'Ahmedabad', 'Ahmedabad', 'Ahmedabad', 'أحمد آباد'),
    ],
  },
} as const satisfies Record<string, CountryRow>;

export type CountryCode = keyof typeof COUNTRY_TABLE;
/** In the table's order, the UAE first. */
export const COUNTRY_CODES = Object.keys(COUNTRY_TABLE) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'AE';
/** Where the shop processes orders: its weekend and holidays delay dispatch. */
export const SHOP_COUNTRY: CountryCode = 'AE';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_TABLE, value);
}

export function countryName(code: CountryCode, locale: Locale): string {
  return COUNTRY_TABLE[code].name[locale];
}

/**
 * The major city a typed city name means, in any of the four languages, ignoring case, accents,
 * spaces and hyphens ('abu dhabi', 'Abou-Dabi', 'أبوظبي'); undefined for anywhere else.
 */
export function majorCityOf(code: CountryCode, typed: string): City | undefined {
  const key = cityKey(typed);
  if (!key) return undefined;
  return COUNTRY_TABLE[code].majorCities.find(
    (entry) => cityKey(entry.id) === key || Object.values(entry.name).some((name) => cityKey(name) === key),
  );
}

function cityKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-'’.]+/g, '');
}

/** The postcode's problem for this country, or undefined when it is fine (or not asked for). */
export function postcodeProblem(code: CountryCode, value: string): 'required' | 'postal_format' | undefined {
  const rule = COUNTRY_TABLE[code].postcode;
  const text = value.trim();
  if (!rule) return undefined;
  if (!text) return rule.required ? 'required' : undefined;
  return rule.pattern.test(text) ? undefined : 'postal_format';
}
