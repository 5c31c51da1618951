// One home per country (DESIGN "One table of countries", issue 44): src/lib/countries.ts is the
// only file that lists the countries the shop serves, and a new country is its row there (with its
// holidays in content/holidays.json and its numbering plan cut by `npm run phone-metadata`):
// checkout's address, the phone rules, the holidays' schema, the delivery estimate and the words
// for a place all follow. The second half adds Egypt to a copy of the real table and uses it.
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const EGYPT = vi.hoisted(
  () => `  EG: {
    dialCode: '+20',
    name: { en: 'Egypt', fr: 'Égypte', de: 'Ägypten', ar: 'مصر' },
    postcode: { required: false, pattern: /^\\d{5}$/, example: '11511' },
    weekend: [5, 6],
    deliveryDays: { majorCity: [3, 6], elsewhere: [7, 10] },
    majorCities: [
      { id: 'cairo', name: { en: 'Cairo', fr: 'Le Caire', de: 'Kairo', ar: 'القاهرة' } },
      { id: 'alexandria', name: { en: 'Alexandria', fr: 'Alexandrie', de: 'Alexandria', ar: 'الإسكندرية' } },
    ],
  },
`,
);

// The real table with one row more, as a developer adding Egypt would write it.
vi.mock('../../src/lib/countries.ts', async () => {
  const { mkdtempSync: makeDir, readFileSync: read, writeFileSync: write } = await import('node:fs');
  const { join: joinPath } = await import('node:path');
  const { tmpdir: temp } = await import('node:os');
  const end = '} as const satisfies Record<string, CountryRow>;';
  const source = read('src/lib/countries.ts', 'utf8');
  if (!source.includes(end)) throw new Error('src/lib/countries.ts: the table no longer ends as this test expects');
  const file = joinPath(makeDir(joinPath(temp(), 'country-table-')), 'countries.ts');
  write(file, source.replace(end, `${EGYPT}${end}`));
  return import(file);
});
// `npm run phone-metadata`, run after the row was added: the plans of every country in the table.
vi.mock('../../src/lib/phone-metadata.ts', async () => {
  const script = await import('../../scripts/phone-metadata.ts');
  const metadata = script.slice(script.installedMetadata());
  return { default: metadata, MOBILE_LENGTHS: script.mobileLengths(metadata) };
});
vi.mock('../../src/lib/phone-formats.ts', async () => {
  const script = await import('../../scripts/phone-metadata.ts');
  return { INTERNATIONAL_FORMATS: script.internationalFormats(script.slice(script.installedMetadata())) };
});

const { COUNTRY_CODES, countryName, isCountryCode } = await import('../../src/lib/countries.ts');
const { phoneCountryOf, splitE164 } = await import('../../src/lib/phone-countries.ts');
const { parsePhone } = await import('../../src/lib/phone.ts');
const { formatPhone } = await import('../../src/lib/phone-format.ts');
const { readAddress } = await import('../../src/lib/checkout/address-schema.ts');
type AddressInput = import('../../src/lib/checkout/address-schema.ts').AddressInput;
type CountryCode = import('../../src/lib/countries.ts').CountryCode;
const { holidayCalendar } = await import('../../src/lib/delivery/holidays.ts');
const { estimateArrival } = await import('../../src/lib/delivery/estimate.ts');
const { placeName } = await import('../../src/lib/delivery/place.ts');

/** Egypt's code: the table's type knows it once the row is in its source, this test's copy only at run time. */
const EG = 'EG' as unknown as CountryCode;

// ---- No second list ----

/** The product's code: what ships, what builds it, what the office runs. Tests keep fixtures of their own. */
const ROOTS = ['src', 'office/src', 'scripts'];
/** The table itself, and the numbering plans generated from it. */
const HOME = new Set(['src/lib/countries.ts', 'src/lib/phone-metadata.ts', 'src/lib/phone-formats.ts']);
const CODE = /\.(ts|tsx|astro|mjs|js)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? files(path) : CODE.test(name) ? [path] : [];
  });
}

/** What in a file lists three or more of the table's countries: codes in one line, keys, or their English names in code. */
function listsIn(text: string, codes: readonly string[], names: readonly string[]): string[] {
  const found: string[] = [];
  const quoted = new RegExp(`['"\`](${codes.join('|')})['"\`]`, 'g');
  for (const line of text.split('\n')) {
    const listed = new Set([...line.matchAll(quoted)].map((match) => match[1]));
    if (listed.size >= 3) found.push(line.trim());
  }
  const keys = new Set([...text.matchAll(new RegExp(`^\\s*(${codes.join('|')})\\s*:`, 'gm'))].map((match) => match[1]));
  if (keys.size >= 3) found.push(`keys ${[...keys].join(', ')}`);
  // Names in code, not in the comments that explain a rule by its countries ("not in the UAE or Qatar").
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const named = names.filter((name) => code.includes(name));
  if (named.length >= 3) found.push(`names ${named.join(', ')}`);
  return found;
}

describe('the one country table', () => {
  const codes = COUNTRY_CODES.filter((code) => code !== EG);
  const names = codes.map((code) => countryName(code, 'en'));

  it('is the only file of the product that lists the countries', () => {
    const seconds = ROOTS.flatMap(files)
      .filter((path) => !HOME.has(path))
      .flatMap((path) => listsIn(readFileSync(path, 'utf8'), codes, names).map((what) => `${path}: ${what}`));
    expect(seconds).toEqual([]);
  });

  it('finds a second list in any of the forms it takes', () => {
    expect(listsIn("const COUNTRIES = ['AE', 'SA', 'KW', 'QA'];", codes, names)).toHaveLength(1);
    expect(listsIn("(ARRAY['AE','SA','KW'])[1 + g % 7]", codes, names)).toHaveLength(1);
    expect(listsIn('const days = {\n  AE: [6, 0],\n  SA: [5, 6],\n  IN: [0],\n};', codes, names)).toHaveLength(1);
    expect(listsIn("const optional = 'Kuwait, Bahrain and Oman';", codes, names)).toHaveLength(1);
    // One country named, as a default or in a sentence, is no list.
    expect(listsIn("const DEFAULT = 'AE'; // the UAE, like Qatar, has no postcodes", codes, names)).toEqual([]);
    expect(listsIn('// Saudi Arabia and India require a postcode, Qatar has none', codes, names)).toEqual([]);
  });
});

// ---- A country added in the table ----

const EGYPTIAN = {
  name: 'Mona Farouk',
  street_address: '12 Talaat Harb Street',
  city: 'Le Caire',
  state: 'Cairo',
  postal_code: '11511',
  country: 'EG',
  phone_number: '+201001234567',
} as unknown as AddressInput;

describe('a country added as one row of the table', () => {
  it('is a country the shop serves, named in every language', () => {
    expect(COUNTRY_CODES).toContain(EG);
    expect(isCountryCode(EG)).toBe(true);
    expect(countryName(EG, 'ar')).toBe('مصر');
    expect(placeName(EG, 'القاهرة', 'fr', '{{city}}, {{country}}')).toBe('Le Caire, Égypte');
  });

  it('has its phone numbers read, checked and written by its own plan', () => {
    expect(phoneCountryOf('+20')).toBe('EG');
    expect(phoneCountryOf('eg')).toBe('EG');
    expect(parsePhone('010 0123 4567', EG)).toEqual({ ok: true, e164: '+201001234567', country: 'EG' });
    expect(parsePhone('010 0123 456', EG)).toEqual({ ok: false, reason: 'too_short' });
    // A Cairo landline is no mobile.
    expect(parsePhone('02 2345 6789', EG)).toEqual({ ok: false, reason: 'not_mobile' });
    expect(splitE164('+201001234567')).toEqual({ country: 'EG', national: '1001234567' });
    // Egypt's international format, as libphonenumber-js writes it.
    expect(formatPhone('+201001234567')).toBe('+20 10 01234567');
  });

  it('is an address checkout takes, its postcode by its own rule', () => {
    const reading = readAddress(EGYPTIAN);
    expect(reading.ok && reading.address.country).toBe('EG');
    expect(readAddress({ ...EGYPTIAN, postal_code: '' }).ok).toBe(true);
    expect(readAddress({ ...EGYPTIAN, postal_code: '1151' })).toEqual({ ok: false, problems: { postal_code: 'postal_format' } });
  });

  it('needs its holidays in the holidays file, and delivers on its own weekend and days', () => {
    const holidays = JSON.parse(readFileSync('content/holidays.json', 'utf8')) as Record<string, unknown>;
    expect(() => holidayCalendar(holidays)).toThrow(/EG/);
    const calendar = holidayCalendar({ ...holidays, EG: [{ date: '2026-11-24', holiday: 'national_day' }] });
    // Confirmed Monday 16 November in Dubai: it leaves on Tuesday 17. Cairo is a major city: 3 to 6
    // Egyptian working days, Friday and Saturday off, and the 24th a holiday.
    const cairo = estimateArrival(new Date('2026-11-16T08:00:00Z'), EG, 'القاهرة', calendar);
    expect(cairo).toMatchObject({ dispatched: '2026-11-17', earliest: '2026-11-22', latest: '2026-11-26', majorCity: true });
    expect(cairo.movedBy.holidays).toEqual(['national_day']);
    const aswan = estimateArrival(new Date('2026-11-16T08:00:00Z'), EG, 'Aswan', calendar);
    expect(aswan).toMatchObject({ earliest: '2026-11-29', latest: '2026-12-02', majorCity: false });
  });
});
