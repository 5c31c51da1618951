// The countries the shop ships to: the six GCC countries and India. The one place that knows, per
// country, its name in each locale, its dialling code, its postcode rule, its weekend, its delivery
// days and the major cities that get the faster delivery (each named in each locale). Addresses,
// phone numbers (and the numbering plans scripts/phone-metadata.ts cuts for them), the checkout
// form, the delivery estimate, the holidays file's schema and the office's filters all read this
// table; tests/unit/country-table.test.ts fails when another file lists the countries, and shows
// that a row (with its holidays) is all a new country needs. Free of imports but the locale type,
// so any page may load it.
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
  /** Working days from dispatch to arrival, first and last: in a major city, and anywhere else. */
  readonly deliveryDays: { readonly majorCity: DayRange; readonly elsewhere: DayRange };
  /** Delivered in `deliveryDays.majorCity`; anywhere else in the country in `deliveryDays.elsewhere`. */
  readonly majorCities: readonly City[];
}

/** The first and the last working day an order may arrive on, counted from its dispatch. */
type DayRange = readonly [first: number, last: number];

/** The shipping policy's days: 2-5 working days to a major city, 6-8 anywhere else. */
const POLICY_DAYS = { majorCity: [2, 5], elsewhere: [6, 8] } as const;

/** The United Arab Emirates first: the default country, the shop's home and dialling code +971. */
export const COUNTRY_TABLE = {
  AE: {
    dialCode: '+971',
    name: { en: 'United Arab Emirates', fr: 'Émirats arabes unis', de: 'Vereinigte Arabische Emirate', ar: 'الإمارات العربية المتحدة' },
    postcode: null,
    weekend: [6, 0],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'dubai', name: { en: 'Dubai', fr: 'Dubaï', de: 'Dubai', ar: 'دبي' } },
      { id: 'abu-dhabi', name: { en: 'Abu Dhabi', fr: 'Abou Dabi', de: 'Abu Dhabi', ar: 'أبوظبي' } },
      { id: 'sharjah', name: { en: 'Sharjah', fr: 'Charjah', de: 'Schardscha', ar: 'الشارقة' } },
      { id: 'ajman', name: { en: 'Ajman', fr: 'Ajman', de: 'Adschman', ar: 'عجمان' } },
      { id: 'al-ain', name: { en: 'Al Ain', fr: 'Al-Aïn', de: 'Al-Ain', ar: 'العين' } },
    ],
  },
  SA: {
    dialCode: '+966',
    name: { en: 'Saudi Arabia', fr: 'Arabie saoudite', de: 'Saudi-Arabien', ar: 'المملكة العربية السعودية' },
    postcode: { required: true, pattern: /^\d{5}$/, example: '12271' },
    weekend: [5, 6],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'riyadh', name: { en: 'Riyadh', fr: 'Riyad', de: 'Riad', ar: 'الرياض' } },
      { id: 'jeddah', name: { en: 'Jeddah', fr: 'Djeddah', de: 'Dschidda', ar: 'جدة' } },
      { id: 'dammam', name: { en: 'Dammam', fr: 'Dammam', de: 'Dammam', ar: 'الدمام' } },
      { id: 'khobar', name: { en: 'Khobar', fr: 'Khobar', de: 'Chobar', ar: 'الخبر' } },
      { id: 'mecca', name: { en: 'Mecca', fr: 'La Mecque', de: 'Mekka', ar: 'مكة المكرمة' } },
      { id: 'medina', name: { en: 'Medina', fr: 'Médine', de: 'Medina', ar: 'المدينة المنورة' } },
    ],
  },
  QA: {
    dialCode: '+974',
    name: { en: 'Qatar', fr: 'Qatar', de: 'Katar', ar: 'قطر' },
    postcode: null,
    weekend: [5, 6],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'doha', name: { en: 'Doha', fr: 'Doha', de: 'Doha', ar: 'الدوحة' } },
      { id: 'al-rayyan', name: { en: 'Al Rayyan', fr: 'Al-Rayyan', de: 'Al-Rayyan', ar: 'الريان' } },
      { id: 'al-wakrah', name: { en: 'Al Wakrah', fr: 'Al-Wakrah', de: 'Al-Wakra', ar: 'الوكرة' } },
    ],
  },
  KW: {
    dialCode: '+965',
    name: { en: 'Kuwait', fr: 'Koweït', de: 'Kuwait', ar: 'الكويت' },
    postcode: { required: false, pattern: /^\d{5}$/, example: '13001' },
    weekend: [5, 6],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'kuwait-city', name: { en: 'Kuwait City', fr: 'Koweït', de: 'Kuwait-Stadt', ar: 'مدينة الكويت' } },
      { id: 'hawalli', name: { en: 'Hawalli', fr: 'Hawalli', de: 'Hawalli', ar: 'حولي' } },
      { id: 'salmiya', name: { en: 'Salmiya', fr: 'Salmiya', de: 'Salmiya', ar: 'السالمية' } },
      { id: 'farwaniya', name: { en: 'Farwaniya', fr: 'Farwaniya', de: 'Farwaniya', ar: 'الفروانية' } },
    ],
  },
  BH: {
    dialCode: '+973',
    name: { en: 'Bahrain', fr: 'Bahreïn', de: 'Bahrain', ar: 'البحرين' },
    postcode: { required: false, pattern: /^\d{3,4}$/, example: '317' },
    weekend: [5, 6],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'manama', name: { en: 'Manama', fr: 'Manama', de: 'Manama', ar: 'المنامة' } },
      { id: 'muharraq', name: { en: 'Muharraq', fr: 'Muharraq', de: 'Muharraq', ar: 'المحرق' } },
      { id: 'riffa', name: { en: 'Riffa', fr: 'Riffa', de: 'Riffa', ar: 'الرفاع' } },
    ],
  },
  OM: {
    dialCode: '+968',
    name: { en: 'Oman', fr: 'Oman', de: 'Oman', ar: 'عُمان' },
    postcode: { required: false, pattern: /^\d{3}$/, example: '112' },
    weekend: [5, 6],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'muscat', name: { en: 'Muscat', fr: 'Mascate', de: 'Maskat', ar: 'مسقط' } },
      { id: 'salalah', name: { en: 'Salalah', fr: 'Salalah', de: 'Salala', ar: 'صلالة' } },
      { id: 'sohar', name: { en: 'Sohar', fr: 'Sohar', de: 'Suhar', ar: 'صحار' } },
    ],
  },
  IN: {
    dialCode: '+91',
    name: { en: 'India', fr: 'Inde', de: 'Indien', ar: 'الهند' },
    postcode: { required: true, pattern: /^[1-9]\d{5}$/, example: '400001' },
    weekend: [0],
    deliveryDays: POLICY_DAYS,
    majorCities: [
      { id: 'mumbai', name: { en: 'Mumbai', fr: 'Bombay', de: 'Mumbai', ar: 'مومباي' } },
      { id: 'delhi', name: { en: 'Delhi', fr: 'Delhi', de: 'Delhi', ar: 'دلهي' } },
      { id: 'bengaluru', name: { en: 'Bengaluru', fr: 'Bangalore', de: 'Bengaluru', ar: 'بنغالورو' } },
      { id: 'chennai', name: { en: 'Chennai', fr: 'Chennai', de: 'Chennai', ar: 'تشيناي' } },
      { id: 'hyderabad', name: { en: 'Hyderabad', fr: 'Hyderabad', de: 'Hyderabad', ar: 'حيدر آباد' } },
      { id: 'kolkata', name: { en: 'Kolkata', fr: 'Calcutta', de: 'Kolkata', ar: 'كولكاتا' } },
      { id: 'pune', name: { en: 'Pune', fr: 'Pune', de: 'Pune', ar: 'بونه' } },
      { id: 'ahmedabad', name: { en: 'Ahmedabad', fr: 'Ahmedabad', de: 'Ahmedabad', ar: 'أحمد آباد' } },
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
