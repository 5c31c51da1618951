// Writes src/lib/phone-metadata.ts: the numbering plans of the countries the shop serves, cut
// from the metadata libphonenumber-js ships, so the browser carries about 2.5 KB of plans instead
// of the library's 80 to 150 KB. Run it after updating libphonenumber-js:
//   npm run phone-metadata
// tests/unit/phone.test.ts fails while the files are older than the installed library's metadata.
//
// Why not the library's generator: its README's "Custom metadata" points to
// libphonenumber-metadata-generator (`--countries AE,SA,…` and the phone number types), but that
// tool downloads the newest PhoneNumberMetadata.xml from Google's repository on GitHub each time it
// runs. Neither a developer's machine nor CI reaches GitHub here, and the download would follow
// Google's latest release rather than the one the installed library was made from and tested with.
// The library ships that generator's output for all countries with every type
// (`libphonenumber-js/max/metadata`, made with `--with-phone-number-types`), and `--countries`
// only keeps the chosen countries' plans and calling codes, which `slice` does by the documented
// keys of `MetadataJson`. Every type is kept: the delivery phone takes any valid number (toll-free
// and UAN lines too, tests/unit/phone-answers.test.ts), and telling a landline ('not a mobile')
// from no number at all needs the fixed-line plan; the mobile-only set (`--phone-number-types
// mobile`) would refuse both.
import max from 'libphonenumber-js/max/metadata';
import { Metadata, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { writeFileSync } from 'node:fs';
import { COUNTRY_CODES } from '../src/lib/countries.ts';

/** The countries of the one country table: a country added there gets its plan here. */
export const SHOP_PHONE_COUNTRIES: readonly string[] = COUNTRY_CODES;
export const OUTPUT = 'src/lib/phone-metadata.ts';
export const FORMATS_OUTPUT = 'src/lib/phone-formats.ts';

/** The metadata of some countries: `MetadataJson` without the non-geographic plans the shop never dials. */
type Slice = Pick<MetadataJson, 'version' | 'country_calling_codes' | 'countries'>;

/** The library's metadata for the shop's countries only, in the library's own format. */
export function slice(full: Slice, countries: readonly string[] = SHOP_PHONE_COUNTRIES): Slice {
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, list]) => [code, list.filter((country) => countries.includes(country))] as const)
    .filter(([, list]) => list.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country as CountryCode]!])),
  };
}

export function installedMetadata(): Slice {
  return max;
}

/**
 * The two figures the shop needs that the library documents no API for: a number type's lengths
 * (the README's `Metadata` gives a country's `possibleLengths()`, every type's together, and
 * `validatePhoneNumberLength()` checks those) and a country's formats (only whole numbers are
 * formatted, by `formatInternational()`). Rather than reading the plans' arrays by position, they
 * are asked of the library's own `Metadata` reader, the code its validation and formatting run:
 * these methods are not in its README nor its types, so they are named here, and the script stops
 * if an update takes them away. tests/unit/phone.test.ts checks both figures against the documented
 * `getType()` and `formatInternational()` over every country's numbers.
 */
interface UndocumentedPlanReader {
  type(type: 'MOBILE'): { possibleLengths(): number[] } | undefined;
  formats(): { pattern(): string; internationalFormat(): string; leadingDigitsPatterns(): string[] }[];
}

function planOf(metadata: Slice, country: string): UndocumentedPlanReader {
  const reader = new Metadata(metadata as MetadataJson);
  reader.selectNumberingPlan(country as CountryCode);
  const plan = reader.numberingPlan as unknown as Partial<UndocumentedPlanReader> | undefined;
  if (typeof plan?.type !== 'function' || typeof plan.formats !== 'function') {
    throw new Error(`${country}: libphonenumber-js's Metadata no longer reads types and formats; see scripts/phone-metadata.ts`);
  }
  return plan as UndocumentedPlanReader;
}

/** The national lengths of each country's mobile numbers: they tell a number too short for a mobile from one that is no mobile at all. */
export function mobileLengths(metadata: Slice): Record<string, number[]> {
  return Object.fromEntries(
    Object.keys(metadata.countries).map((country) => {
      const lengths = planOf(metadata, country).type('MOBILE')?.possibleLengths();
      if (!lengths?.length) throw new Error(`${country}: no mobile numbering plan in the metadata`);
      return [country, lengths];
    }),
  );
}

/**
 * What formatting a checked number for reading needs, per calling code: each format's pattern, its
 * international rendering, and the last (most precise) of its leading-digits patterns, the one the
 * library's formatter tests a whole number against.
 */
export function internationalFormats(metadata: Slice): Record<string, [string, string, string?][]> {
  return Object.fromEntries(
    Object.entries(metadata.country_calling_codes).map(([code, [country]]) => [
      code,
      planOf(metadata, country!)
        .formats()
        .map((format): [string, string, string?] => {
          const last = format.leadingDigitsPatterns().at(-1);
          return last === undefined ? [format.pattern(), format.internationalFormat()] : [format.pattern(), format.internationalFormat(), last];
        }),
    ]),
  );
}

export function render(metadata: Slice): string {
  return `// Generated by scripts/phone-metadata.ts from libphonenumber-js/metadata.max.json (version ${metadata.version}): the
// numbering plans of the countries the shop serves (src/lib/countries.ts). Do not edit; run the script after updating
// the library or the country table.
import type { MetadataJson } from 'libphonenumber-js/core';

const metadata = ${JSON.stringify(metadata)} as unknown as MetadataJson;
export default metadata;

/** National lengths of mobile numbers, per country. */
export const MOBILE_LENGTHS: Record<string, readonly number[]> = ${JSON.stringify(mobileLengths(metadata))};`;
}

/** The formats alone, in a file of their own so that a page showing a number loads nothing else. */
export function renderFormats(metadata: Slice): string {
  return `// Generated by scripts/phone-metadata.ts from libphonenumber-js/metadata.max.json (version ${metadata.version}): how the
// shop's countries' numbers are written internationally (src/lib/phone-format.ts). Do not edit; run the script after
// updating the library or the country table.

/** Per calling code: [pattern, international format, last leading-digits pattern?]. */
export const INTERNATIONAL_FORMATS: Record<string, readonly (readonly [string, string, string?])[]> = ${JSON.stringify(internationalFormats(metadata))};
`;
}

if (import.meta.main) {
  const metadata = slice(installedMetadata());
  writeFileSync(OUTPUT, render(metadata));
  writeFileSync(FORMATS_OUTPUT, renderFormats(metadata));
  console.log(`wrote ${OUTPUT} and ${FORMATS_OUTPUT}`);
}
