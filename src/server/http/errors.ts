// One error type for every 4xx the API decides, and the one handler that shapes all errors: each
// reply carries a stable `code` beside the spec's English `message`.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, FieldCodes } from '../../lib/api/error-codes.ts';
import { isDatabaseUnavailable } from '../db/faults.ts';

export type FieldErrors = Record<string, string[]>;

/** One thing wrong with one field: its stable code and the spec's English words for it. */
export interface FieldProblem {
  code: ErrorCode;
  message: string;
}
export type FieldProblems = Record<string, FieldProblem[]>;

export interface HttpErrorExtras {
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * Every error the API answers has a `code` (src/lib/api/error-codes.ts): the constructor takes one,
 * so a reply without a code cannot be written. A 422's fields carry theirs in `error_codes`, beside
 * the English `errors`.
 */
export class HttpError extends Error {
  status: ContentfulStatusCode;
  code: ErrorCode;
  errors?: FieldErrors;
  errorCodes?: FieldCodes;
  data?: unknown;
  headers?: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, extras: HttpErrorExtras & { fields?: FieldProblems } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    const fields = Object.entries(extras.fields ?? {});
    if (fields.length > 0) {
      this.errors = Object.fromEntries(fields.map(([field, problems]) => [field, problems.map((problem) => problem.message)]));
      this.errorCodes = Object.fromEntries(fields.map(([field, problems]) => [field, problems.map((problem) => problem.code)]));
    }
    this.data = extras.data;
    this.headers = extras.headers;
  }
}

/** `{ field: [{ code, message }] }` for one field with one problem. */
export const problem = (field: string, code: ErrorCode, message: string): FieldProblems => ({ [field]: [{ code, message }] });

// The routes and services throw these, never `new HttpError` themselves.
export const badRequest = (code: ErrorCode, message = 'Invalid request. Please check your input.') => new HttpError(400, code, message);
export const unauthenticated = (code: ErrorCode = 'unauthenticated', message = 'Unauthenticated.') => new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message: string, extras?: HttpErrorExtras) => new HttpError(403, code, message, extras);
export const notFound = (code: ErrorCode = 'not_found', message = 'Not found.', extras?: HttpErrorExtras & { fields?: FieldProblems }) =>
  new HttpError(404, code, message, extras);
/** A route that exists, asked with a method it does not answer. */
export const methodNotAllowed = (methods: readonly string[]) =>
  new HttpError(405, 'method_not_allowed', 'Method not allowed.', { headers: { Allow: methods.join(', ') } });
export const conflict = (code: ErrorCode, message: string, extras?: HttpErrorExtras & { fields?: FieldProblems }) => new HttpError(409, code, message, extras);
export const payloadTooLarge = (message = 'The request is too large.', code: ErrorCode = 'payload_too_large') => new HttpError(413, code, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, 'unsupported_media_type', message);
/** A 422: the reply's message is the given one, else the first field's. */
export const unprocessable = (code: ErrorCode, fields: FieldProblems, message?: string, extras: HttpErrorExtras = {}) =>
  new HttpError(422, code, message ?? Object.values(fields)[0]?.[0]?.message ?? 'Invalid data format. Please check your input.', { ...extras, fields });
/** A 422 about one field, whose code and message are also the reply's. */
export const fieldError = (field: string, code: ErrorCode, message: string) => unprocessable(code, problem(field, code, message), message);
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds: number, data?: unknown) =>
  new HttpError(429, code, message, { data, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const serviceUnavailable = (code: ErrorCode, message: string) => new HttpError(503, code, message);
/**
 * The database is restarting or failing over: a second or two, so the client may try again soon
 * (a checkout with the same Idempotency-Key places its order once whatever happened before).
 */
const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The shop is briefly unavailable. Please try again in a moment.', { headers: { 'Retry-After': '2' } });

/** Hono's own refusals (a body limit, a malformed request it found first) by their status. */
const HONO_CODES: Partial<Record<number, ErrorCode>> = { 400: 'invalid_request', 401: 'unauthenticated', 404: 'not_found', 405: 'method_not_allowed', 413: 'payload_too_large', 415: 'unsupported_media_type', 422: 'validation_failed', 429: 'rate_limited' };

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The app's onError: HttpError → its status and shape; anything else is logged and answers 500. */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
    console.error(`[api] ${c.req.method} ${c.req.path}: database unavailable (${databaseReason(error)})`);
    error = databaseUnavailable();
  }
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { success: false, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.errorCodes) body.error_codes = error.errorCodes;
    if (error.data !== undefined) body.data = error.data;
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = HONO_CODES[error.status] ?? 'invalid_request';
    return c.json({ success: false, message: error.message || 'Invalid request. Please check your input.', code }, error.status as ContentfulStatusCode);
  }
  // Log the kind and place only: never bodies, headers, codes or tokens.
  const reason = databaseReason(error);
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${error?.name ?? 'Error'}: ${reason}`);
  const frames = error?.stack?.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 5);
  if (frames?.length) console.error(frames.join('\n'));
  return c.json({ success: false, message: GENERIC_ERROR_MESSAGE, code: 'internal_error' }, 500);
}

/** A failed query's own message lists its parameters (hashes, addresses): the driver's reason instead. */
function databaseReason(error: Error): string {
  const cause = (error as { cause?: unknown })?.cause;
  return /^Failed query/.test(error?.message ?? '') && cause instanceof Error ? `database: ${cause.message}` : (error?.message ?? String(error));
}
