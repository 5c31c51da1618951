// Reads a request's body (JSON, multipart/form-data or urlencoded) or query and validates it with a
// zod schema: malformed → 400, wrong values → 422 { errors: { field: [message] } }.
import type { Context } from 'hono';
import { z } from 'zod';
import { forbiddenCharacter } from '../../lib/unseen-characters.ts';
import type { ErrorCode } from '../../lib/api/error-codes.ts';
import { badRequest, unprocessable, unsupportedMediaType, type FieldProblems } from './errors.ts';


export const MALFORMED_BODY_MESSAGE = 'Invalid request. Please check your input.';

export const UNSUPPORTED_TYPE_MESSAGE = 'Unsupported content type. Send JSON, multipart/form-data or urlencoded data in UTF-8.';
const FORMS = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** The media type and charset of a Content-Type header, lower-cased ('' when absent). */
function mediaType(header: string | undefined): { type: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('charset='));
  return { type: type.trim().toLowerCase(), charset: charset ? charset.slice('charset='.length).replace(/^"|"$/g, '') : null };
}

/**
 * The raw fields of the body: an object, or {} when there is no body. Only the three types the
 * clients send are read, in UTF-8: anything else (text/plain, +json types, no type at all, UTF-16)
 * answers 415 rather than being guessed at.
 */
export async function readRawBody(c: Context): Promise<Record<string, unknown>> {
  const { type, charset } = mediaType(c.req.header('content-type'));
  const utf8 = charset === null || charset === 'utf-8' || charset === 'utf8';
  if (FORMS.has(type) && utf8) {
    let parsed: Record<string, unknown>;
    try {
      parsed = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw badRequest('invalid_request', MALFORMED_BODY_MESSAGE);
    }
    return { ...parsed };
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('invalid_request', MALFORMED_BODY_MESSAGE);
  }
  if (text === '') return {};
  if (type !== 'application/json' || !utf8) throw unsupportedMediaType(UNSUPPORTED_TYPE_MESSAGE);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid_request', MALFORMED_BODY_MESSAGE);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('invalid_request', MALFORMED_BODY_MESSAGE);
  return value as Record<string, unknown>;
}

/** The value an issue is about, in the input as sent (zod's issues do not carry it). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
}

/** A zod issue's stable code: what is wrong, whatever the schema's English words for it. */
function issueCode(issue: z.core.$ZodIssue, input: unknown): ErrorCode {
  switch (issue.code) {
    case 'custom': {
      const code = (issue.params as { code?: ErrorCode } | undefined)?.code;
      return code ?? 'invalid_value';
    }
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_large';
    case 'too_small':
      if (issue.origin !== 'string') return 'too_small';
      return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'required' : 'invalid_type';
    case 'invalid_format':
      return 'invalid_format';
    default:
      return 'invalid_value';
  }
}

/** zod issues about `input` → { field: [{ code, message }] } ("_" for the body as a whole). */
export function fieldErrors(error: z.ZodError, input: unknown): FieldProblems {
  const errors: FieldProblems = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push({ code: issueCode(issue, input), message: issue.message });
  }
  return errors;
}

function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw unprocessable('validation_failed', fieldErrors(result.error, input));
}

export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return check(schema, await readRawBody(c));
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return check(schema, c.req.query());
}

/** The headers the schema names (its keys are the header names, as the 422 reports them). */
export function readHeaders<T extends z.ZodObject>(c: Context, schema: T): z.output<T> {
  return check(schema, Object.fromEntries(Object.keys(schema.shape).map((name) => [name, c.req.header(name)])));
}

/** True when the text holds a control character or a lone surrogate. */
function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return forbiddenCharacter(value, { multiline }) === 'control';
}

export interface TextOptions {
  /** The message for a control character or lone surrogate (default: the type message). */
  invalid?: string;
  /** The message for a format character, such as a bidi override (default: `invalid`). */
  format?: string;
  /** Keeps tab and line breaks (messages, comments). */
  multiline?: boolean;
  /** Leaves surrounding spaces alone (passwords). */
  raw?: boolean;
}

/**
 * A text field, the one place every text of every body and query goes through: numbers are
 * taken as their digits, repeated form fields as the first one; trimmed; control characters, lone
 * surrogates and format characters (src/lib/unseen-characters.ts) refused with the field's message.
 * Raw fields (passwords) are never shown to anyone: they refuse controls only.
 */
export function text(message = 'This field must be text.', { invalid = message, format = invalid, multiline = false, raw = false }: TextOptions = {}) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) value = value[0];
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' && !raw ? value.trim() : value;
    },
    z
      .string({ error: message })
      .refine((value) => !hasControlCharacters(value, { multiline }), { message: invalid, params: { code: 'control_characters' } })
      .refine((value) => raw || forbiddenCharacter(value, { multiline }) !== 'format', { message: format, params: { code: 'format_characters' } }),
  );
}

/** Like text() but empty becomes undefined. */
export function optionalText(message?: string, options?: TextOptions) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), text(message, options).optional());
}

/** "<Label> must be text." and "<Label> must not contain control characters.", for text(). */
export function labelled(label: string, options: Omit<TextOptions, 'invalid' | 'format'> = {}): [string, TextOptions] {
  return [
    `${label} must be text.`,
    { ...options, invalid: `${label} must not contain control characters.`, format: `${label} must not contain invisible formatting characters.` },
  ];
}
