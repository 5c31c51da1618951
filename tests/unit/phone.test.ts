// The phone module against real numbering plans: each country's mobiles in the forms people
// write them, landlines and wrong lengths refused with their reasons, and the metadata slice in
// step with the installed libphonenumber-js; the country table that stands without them, and how a
// stored number splits by its dialling code alone.
import { readFileSync } from 'node:fs';
import { Metadata, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, dialCodeOf, phoneCountryOf, splitE164, type PhoneCountry } from '../../src/lib/phone-countries.ts';
import { parsePhone } from '../../src/lib/phone.ts';
import { formatPhone } from '../../src/lib/phone-format.ts';
import metadata, { MOBILE_LENGTHS } from '../../src/lib/phone-metadata.ts';
import { FORMATS_OUTPUT, OUTPUT, installedMetadata, render, renderFormats, slice } from '../../scripts/phone-metadata.ts';

/** A mobile of each country, as written at home, internationally and in between. */
const MOBILES: Record<PhoneCountry, { e164: string; forms: string[] }> = {
  AE: { e164: '+971501234567', forms: ['0501234567', '050 123 4567', '050-123-4567', '(050) 123 4567', '+971 50 123 4567', '00971501234567', '971501234567'] },
  SA: { e164: '+966551234567', forms: ['0551234567', '055 123 4567', '+966 55 123 4567', '00966 55 123 4567', '966551234567'] },
  QA: { e164: '+97433123456', forms: ['33123456', '3312 3456', '+974 3312 3456', '00974 3312 3456'] },
  KW: { e164: '+96550012345', forms: ['50012345', '5001 2345', '+965 5001 2345', '00965-5001-2345'] },
  BH: { e164: '+97336001234', forms: ['36001234', '3600 1234', '+973 3600 1234', '(+973) 3600 1234'] },
  OM: { e164: '+96892123456', forms: ['92123456', '9212 3456', '+968 9212 3456', '00968 92 123 456'] },
  IN: { e164: '+919876543210', forms: ['9876543210', '09876543210', '098765 43210', '98765-43210', '+91 98765 43210', '0091 98765 43210', '919876543210'] },
};

/** A landline of each country, in its local form. */
const LANDLINES: Record<PhoneCountry, string> = {
  AE: '04 234 5678', // Dubai
  SA: '011 234 5678', // Riyadh
  QA: '4444 1234',
  KW: '2222 1234',
  BH: '1712 3456',
  OM: '2412 3456', // Muscat
  IN: '011 2345 6789', // Delhi
};

describe('parsePhone', () => {
  for (const [country, { e164, forms }] of Object.entries(MOBILES) as [PhoneCountry, (typeof MOBILES)[PhoneCountry]][]) {
    it(`reads a mobile of ${country} in every usual form as ${e164}`, () => {
      for (const form of forms) expect(parsePhone(form, country), form).toEqual({ ok: true, e164, country });
    });

    it(`refuses a landline of ${country} for SMS, and takes it where any number does`, () => {
      expect(parsePhone(LANDLINES[country], country)).toEqual({ ok: false, reason: 'not_mobile' });
      expect(parsePhone(LANDLINES[country], country, { mobile: false })).toMatchObject({ ok: true, country });
    });

    it(`refuses a ${country} mobile a digit short or a digit long`, () => {
      const national = e164.slice(dialCodeOf(country).length);
      expect(parsePhone(national.slice(0, -1), country)).toEqual({ ok: false, reason: 'too_short' });
      expect(parsePhone(`${national}7`, country)).toEqual({ ok: false, reason: 'too_long' });
    });
  }

  it('reads 9876543210 as +919876543210 with India chosen, and refuses it with the default +971', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('AE');
    expect(parsePhone('9876543210', 'IN')).toEqual({ ok: true, e164: '+919876543210', country: 'IN' });
    expect(parsePhone('9876543210')).toEqual({ ok: false, reason: 'too_long' });
  });

  it('lets a number typed with its own country code pick its own country', () => {
    expect(parsePhone('+91 98765 43210', 'AE')).toEqual({ ok: true, e164: '+919876543210', country: 'IN' });
    expect(parsePhone('00966 55 123 4567', 'IN')).toEqual({ ok: true, e164: '+966551234567', country: 'SA' });
  });

  it('reads Arabic-Indic digits', () => {
    expect(parsePhone('٠٥٠١٢٣٤٥٦٧', 'AE')).toEqual({ ok: true, e164: '+971501234567', country: 'AE' });
  });

  it('refuses what is no number of the seven countries', () => {
    for (const input of ['', '   ', 'abc', '050 123 4567 ext', '+44 7700 900123', '+1 202 555 0123', '050\u200b1234567', '050\u00001234567', '++971501234567']) {
      expect(parsePhone(input, 'AE'), JSON.stringify(input)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(parsePhone('1', 'AE')).toMatchObject({ ok: false });
    expect(parsePhone('0'.repeat(40), 'AE')).toMatchObject({ ok: false });
  });
});

describe('countries and formatting', () => {
  it('lists the seven countries, the United Arab Emirates first', () => {
    expect(PHONE_COUNTRIES.map((entry) => `${entry.country} ${entry.dialCode}`)).toEqual(['AE +971', 'SA +966', 'QA +974', 'KW +965', 'BH +973', 'OM +968', 'IN +91']);
  });

  it('finds a country by its ISO code or its dialling code', () => {
    expect(phoneCountryOf('SA')).toBe('SA');
    expect(phoneCountryOf('in')).toBe('IN');
    expect(phoneCountryOf('+966')).toBe('SA');
    expect(phoneCountryOf('971')).toBe('AE');
    expect(phoneCountryOf('0091')).toBe('IN');
    expect(phoneCountryOf('+44')).toBeUndefined();
    expect(phoneCountryOf('US')).toBeUndefined();
  });

  it('splits a stored number into its country and national digits by its dialling code, as the rules read it', () => {
    for (const [country, { e164 }] of Object.entries(MOBILES) as [PhoneCountry, (typeof MOBILES)[PhoneCountry]][]) {
      const parsed = parsePhone(e164, DEFAULT_PHONE_COUNTRY, { mobile: false });
      expect(splitE164(e164)).toEqual({ country, national: parsed.ok ? e164.slice(dialCodeOf(parsed.country).length) : undefined });
    }
    expect(splitE164('+97142345678')).toEqual({ country: 'AE', national: '42345678' });
    // No dialling code begins another, so the prefix alone decides.
    for (const { dialCode } of PHONE_COUNTRIES) {
      expect(PHONE_COUNTRIES.filter((other) => other.dialCode.startsWith(dialCode))).toHaveLength(1);
    }
    for (const stored of ['', '971501234567', '+44 7700 900123', '+447700900123', '+971', '+971 50 123 4567']) {
      expect(splitE164(stored), stored).toBeUndefined();
    }
  });

  it('formats E.164 for reading', () => {
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567');
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+966551234567')).toBe('+966 55 123 4567');
    expect(formatPhone('not a number')).toBe('not a number');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
  });

  it("formats every valid number as libphonenumber's international format does, without the library", () => {
    let compared = 0;
    for (const number of sampleValidNumbers()) {
      expect(formatPhone(number.number), number.number).toBe(number.formatInternational());
      compared += 1;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('needs none of the library: a page that only shows a number loads the formats alone', () => {
    expect(readFileSync('src/lib/phone-format.ts', 'utf8')).not.toMatch(/from ['"](libphonenumber|.\/phone-metadata)/);
  });
});

describe('the metadata slice', () => {
  it("gives each country's mobile lengths as the library tells a mobile: every length of its mobiles, and no other", () => {
    for (const country of Object.keys(metadata.countries)) {
      const lengths = new Set(sampleValidNumbers(country).filter((number) => number.getType() === 'MOBILE').map((number) => number.nationalNumber.length));
      expect([...lengths].sort((a, b) => a - b), country).toEqual([...MOBILE_LENGTHS[country]!]);
    }
  });

  it('is what scripts/phone-metadata.ts makes of the installed libphonenumber-js (run it after an update)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(render(slice(installedMetadata())));
    expect(readFileSync(FORMATS_OUTPUT, 'utf8')).toBe(renderFormats(slice(installedMetadata())));
  });

  it('keeps the module fit for the browser: no Node imports', () => {
    for (const file of ['src/lib/phone.ts', 'src/lib/phone-countries.ts', OUTPUT]) expect(readFileSync(file, 'utf8')).not.toMatch(/from ['"](node:|fs|path)/);
  });

  it('keeps the dialling codes free of the rules: a page that only picks or splits a number never loads them', () => {
    const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export) .* from ['"](.+)['"]/gm)].map((match) => match[1]);
    expect(imports('src/lib/phone-countries.ts')).toEqual(['./countries.ts']);
    // The country table imports only a type.
    expect(readFileSync('src/lib/countries.ts', 'utf8')).not.toMatch(/^import (?!type )/m);
  });
});

/**
 * Valid numbers of a country (or of all seven), found through the library's documented API: each
 * length its plan allows, every leading pair of digits, the rest varied.
 */
function sampleValidNumbers(only?: string): PhoneNumber[] {
  const numbers: PhoneNumber[] = [];
  for (const country of Object.keys(metadata.countries).filter((each) => only === undefined || each === only)) {
    const plans = new Metadata(metadata);
    plans.selectNumberingPlan(country as CountryCode);
    for (const length of plans.numberingPlan!.possibleLengths()) {
      for (let lead = 10; lead < 100; lead += 1) {
        for (const fill of ['0', '1', '5', '9']) {
          const national = `${lead}${fill.repeat(Math.max(0, length - 2))}`.slice(0, length);
          const number = parsePhoneNumberFromString(national, country as CountryCode, metadata);
          if (number?.isValid()) numbers.push(number);
        }
      }
    }
  }
  return numbers;
}
