// Reads a request's body (JSON, multipart/form-data or urlencoded) or query and validates it with a
// zod schema: malformed → 400, wrong values → 422 { errors: { field: [message] } }.
import type { Context } from 'hono';
import { z } from 'zod';
import { HttpError, badRequest, type FieldErrors } from './errors.ts';

export const MALFORMED_BODY_MESSAGE = 'Invalid request. Please check your input.';

/** The raw fields of the body: an object, or {} when there is no body. */
export async function readRawBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let parsed: Record<string, unknown>;
    try {
      parsed = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw badRequest(MALFORMED_BODY_MESSAGE);
    }
    return { ...parsed };
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest(MALFORMED_BODY_MESSAGE);
  }
  if (text.trim() === '') return {};
  if (type === 'application/json' || type === '' || type.endsWith('+json') || type === 'text/plain') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest(MALFORMED_BODY_MESSAGE);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(MALFORMED_BODY_MESSAGE);
    return value as Record<string, unknown>;
  }
  throw new HttpError(415, 'Unsupported content type. Send JSON, multipart/form-data or urlencoded data.');
}

/** zod issues → { field: [messages] } ("_" for the body as a whole). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new HttpError(422, Object.values(errors)[0]?.[0] ?? 'Invalid data format. Please check your input.', { errors });
}

export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return check(schema, await readRawBody(c));
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return check(schema, c.req.query());
}

// Characters no text field takes: C0 and C1 controls and DEL (PostgreSQL text cannot even hold
// U+0000) and lone surrogates (half a character, with no UTF-8 form). Multi-line fields keep tab,
// line feed and carriage return.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** True when the text holds a control character or a lone surrogate. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}

export interface TextOptions {
  /** The message for a control character or lone surrogate (default: the type message). */
  invalid?: string;
  /** Keeps tab and line breaks (messages, comments). */
  multiline?: boolean;
  /** Leaves surrounding spaces alone (passwords). */
  raw?: boolean;
}

/**
 * A text field, the one place every text of every body and query goes through: numbers are
 * taken as their digits, repeated form fields as the first one; trimmed; control characters and
 * lone surrogates refused with the field's message.
 */
export function text(message = 'This field must be text.', { invalid = message, multiline = false, raw = false }: TextOptions = {}) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) value = value[0];
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' && !raw ? value.trim() : value;
    },
    z.string({ error: message }).refine((value) => !hasControlCharacters(value, { multiline }), invalid),
  );
}

/** Like text() but empty becomes undefined. */
export function optionalText(message?: string, options?: TextOptions) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), text(message, options).optional());
}

/** "<Label> must be text." and "<Label> must not contain control characters.", for text(). */
export function labelled(label: string, options: Omit<TextOptions, 'invalid'> = {}): [string, TextOptions] {
  return [`${label} must be text.`, { ...options, invalid: `${label} must not contain control characters.` }];
}
