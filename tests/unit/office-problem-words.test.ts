// Every problem the Shopify CSV import can report, and every rule of the catalogue schema, has the
// office's words in each of its languages (English and Arabic), and the Arabic says what the English
// says: the same parameters (the column, the value, the allowed values, the line…).
import { describe, expect, it } from 'vitest';
import { IMPORT_PROBLEM_CODES, IMPORT_PROBLEM_WORDS, importProblem, asCell } from '../../src/lib/catalogue/import-problems.ts';
import { SCHEMA_RULES } from '../../src/lib/catalogue/schema-rules.ts';
import { ar } from '../../office/src/i18n/ar.ts';
import { en } from '../../office/src/i18n/en.ts';
import { schemaRulesAr } from '../../office/src/i18n/schema-rules-ar.ts';

const ALL_IMPORT_CODES = [
  'file_empty', 'columns_missing', 'price_column_missing', 'quantity_column_missing', 'too_many_rows', 'quote_not_closed', 'text_after_quote',
  'cell_count', 'handle_empty', 'title_missing', 'second_title', 'description_empty',
  'amount_empty', 'amount_invalid', 'amount_decimals', 'amount_too_large', 'amount_not_positive', 'quantity_empty', 'quantity_invalid',
  'discount_too_large', 'discount_not_whole', 'option_value_empty', 'colour_unknown', 'size_unknown', 'published_invalid', 'status_invalid',
  'image_address_invalid', 'option_unknown', 'option_repeated', 'option_alone', 'variant_missing', 'variant_without_options', 'variant_repeated',
  'sku_empty', 'price_differs', 'photo_missing', 'too_many_photos', 'sku_repeated', 'photo_refused', 'photo_unreachable', 'schema',
];
const ALL_SCHEMA_RULES = [
  'required', 'empty', 'too_small', 'too_large', 'too_few', 'too_many', 'not_whole', 'not_a_number', 'not_text', 'not_a_list', 'not_yes_or_no',
  'wrong_kind', 'not_allowed', 'not_a_date', 'not_https', 'bad_format', 'unknown_fields', 'invalid', 'two_decimals', 'lowercase_words',
  'hidden_characters', 'sale_ends_before_start', 'not_own_image', 'duplicate_image', 'alt_count', 'duplicate_colour', 'duplicate_size',
  'colour_image_not_own',
];

const OFFICE_LANGUAGES = { en, ar };
const placeholders = (words: string) => new Set([...words.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!));
const ARABIC = /[\u0600-\u06ff]/;
/** Codes whose Arabic is the schema rule's or the photo refusal's own words, given as their reason. */
const WORDED_BY_THEIR_REASON = new Set(['schema', 'photo_refused']);

describe('the import problems\' words', () => {
  it('lists every code the reader can produce', () => {
    expect([...IMPORT_PROBLEM_CODES].sort()).toEqual([...ALL_IMPORT_CODES].sort());
  });

  for (const code of ALL_IMPORT_CODES) {
    it(`has words for ${code} in every office language, with the same parameters`, () => {
      const english = placeholders(IMPORT_PROBLEM_WORDS[code as keyof typeof IMPORT_PROBLEM_WORDS]);
      for (const [language, messages] of Object.entries(OFFICE_LANGUAGES)) {
        const words = (messages.office.import.problem as Record<string, string>)[code];
        expect(words, `${language}: ${code}`).toBeTruthy();
        if (language === 'ar' && !WORDED_BY_THEIR_REASON.has(code)) expect(words).toMatch(ARABIC);
        expect(placeholders(words!), `${language}: ${code}`).toEqual(english);
      }
    });
  }

  it('words a problem in English from its parameters, a cell in quotes or as "empty", a list joined', () => {
    expect(importProblem('price_differs', { column: 'Variant Price', value: asCell('50.00'), line: 2, first: asCell('') }).message).toBe(
      'Variant Price "50.00" differs from the product\'s first variant on line 2 (empty): a product here has one price for all its colours and sizes.',
    );
    expect(importProblem('columns_missing', { columns: ['Handle', 'Title'] }).message).toMatch(/has no Handle or Title column\./);
    expect(importProblem('too_many_rows', { rows: 10_001, max: 10_000 }).message).toMatch(/^The file has 10,001 product rows, more than the 10,000/);
  });
});

describe('the catalogue schema\'s rules', () => {
  it('lists every rule', () => {
    expect([...SCHEMA_RULES].sort()).toEqual([...ALL_SCHEMA_RULES].sort());
  });

  it('has Arabic words for each rule (English shows the build\'s own words)', () => {
    for (const rule of ALL_SCHEMA_RULES) {
      const words = (schemaRulesAr as Record<string, string>)[rule];
      expect(words, rule).toMatch(ARABIC);
    }
  });

  it('has Arabic words for every photo refusal an import can meet', () => {
    for (const code of ['photo_not_image', 'photo_too_large', 'photo_too_small']) expect((ar.office.errors as Record<string, string>)[code], code).toMatch(ARABIC);
  });
});
