// Which of the catalogue schema's rules (schema.ts) a refusal breaks, with its parameters (the
// limit, the values allowed, the value repeated…), so that the office says it in the staff
// member's language; the build, the API's `message` and the English office keep the schema's own
// words. office/src/i18n/catalogue-ar.ts has every rule in Arabic.
import type { z } from 'zod';

export const SCHEMA_RULES = [
  // zod's own checks
  'required',
  'empty',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'not_whole',
  'not_a_number',
  'not_text',
  'not_a_list',
  'not_yes_or_no',
  'wrong_kind',
  'not_allowed',
  'not_a_date',
  'not_https',
  'bad_format',
  'unknown_fields',
  'invalid',
  // the catalogue's own (schema.ts names each by its params.rule)
  'two_decimals',
  'lowercase_words',
  'hidden_characters',
  'sale_ends_before_start',
  'not_own_image',
  'duplicate_image',
  'alt_count',
  'duplicate_colour',
  'duplicate_size',
  'colour_image_not_own',
] as const;

export type SchemaRuleName = (typeof SCHEMA_RULES)[number];
export interface SchemaRule {
  rule: SchemaRuleName;
  params: Record<string, string | number | readonly string[]>;
}

const isRule = (value: unknown): value is SchemaRuleName => (SCHEMA_RULES as readonly unknown[]).includes(value);

/** The value an issue is about, in the input as given (zod's issues do not carry it). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
}

const KINDS: Record<string, SchemaRuleName> = { number: 'not_a_number', int: 'not_whole', string: 'not_text', array: 'not_a_list', boolean: 'not_yes_or_no' };

export function schemaRule(issue: z.core.$ZodIssue, input: unknown): SchemaRule {
  switch (issue.code) {
    case 'custom': {
      const { rule, ...params } = (issue.params ?? {}) as { rule?: unknown } & SchemaRule['params'];
      return isRule(rule) ? { rule, params } : { rule: 'invalid', params: {} };
    }
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { rule: 'required', params: {} };
      return { rule: KINDS[issue.expected] ?? 'wrong_kind', params: {} };
    case 'too_small':
      if (issue.origin === 'string') return { rule: 'empty', params: {} };
      return { rule: issue.origin === 'array' ? 'too_few' : 'too_small', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { rule: issue.origin === 'array' ? 'too_many' : 'too_large', params: { maximum: Number(issue.maximum) } };
    case 'invalid_value':
      return { rule: 'not_allowed', params: { allowed: issue.values.map(String) } };
    case 'invalid_format':
      if (issue.format === 'datetime') return { rule: 'not_a_date', params: {} };
      if (issue.format === 'url') return { rule: 'not_https', params: {} };
      return { rule: 'bad_format', params: {} };
    case 'unrecognized_keys':
      return { rule: 'unknown_fields', params: { fields: issue.keys } };
    default:
      return { rule: 'invalid', params: {} };
  }
}
