// One error type for every 4xx the API decides, and the one handler that shapes all errors.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/faults.ts';

export type FieldErrors = Record<string, string[]>;

export interface HttpErrorExtras {
  /** A machine-readable reason beside the message, for clients that act on it (`database_unavailable`). */
  code?: string;
  errors?: FieldErrors;
  data?: unknown;
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  status: ContentfulStatusCode;
  code?: string;
  errors?: FieldErrors;
  data?: unknown;
  headers?: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, extras: HttpErrorExtras = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = extras.code;
    this.errors = extras.errors;
    this.data = extras.data;
    this.headers = extras.headers;
  }
}

// The routes and services throw these, never `new HttpError` themselves.
export const badRequest = (message = 'Invalid request. Please check your input.') => new HttpError(400, message);
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden.') => new HttpError(403, message);
export const notFound = (message = 'Not found.', extras?: HttpErrorExtras) => new HttpError(404, message, extras);
/** A route that exists, asked with a method it does not answer. */
export const methodNotAllowed = (methods: readonly string[]) =>
  new HttpError(405, 'Method not allowed.', { headers: { Allow: methods.join(', ') } });
export const conflict = (message: string, extras?: HttpErrorExtras) => new HttpError(409, message, extras);
export const payloadTooLarge = (message = 'The request is too large.') => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (errors: FieldErrors, message?: string, extras: Omit<HttpErrorExtras, 'errors'> = {}) =>
  new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? 'Invalid data format. Please check your input.', { ...extras, errors: Object.keys(errors).length > 0 ? errors : undefined });
/** A 422 about one field, whose message is also the reply's message. */
export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] }, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, data?: unknown) =>
  new HttpError(429, message, { data, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
/**
 * The database is restarting or failing over: a second or two, so the client may try again soon
 * (a checkout with the same Idempotency-Key places its order once whatever happened before).
 */
const databaseUnavailable = () =>
  new HttpError(503, 'The shop is briefly unavailable. Please try again in a moment.', { code: 'database_unavailable', headers: { 'Retry-After': '2' } });

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The app's onError: HttpError → its status and shape; anything else is logged and answers 500. */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
    console.error(`[api] ${c.req.method} ${c.req.path}: database unavailable (${databaseReason(error)})`);
    error = databaseUnavailable();
  }
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { success: false, message: error.message };
    if (error.code) body.code = error.code;
    if (error.errors) body.errors = error.errors;
    if (error.data !== undefined) body.data = error.data;
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ success: false, message: error.message || 'Invalid request. Please check your input.' }, error.status as ContentfulStatusCode);
  }
  // Log the kind and place only: never bodies, headers, codes or tokens.
  const reason = databaseReason(error);
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${error?.name ?? 'Error'}: ${reason}`);
  const frames = error?.stack?.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 5);
  if (frames?.length) console.error(frames.join('\n'));
  return c.json({ success: false, message: GENERIC_ERROR_MESSAGE }, 500);
}

/** A failed query's own message lists its parameters (hashes, addresses): the driver's reason instead. */
function databaseReason(error: Error): string {
  const cause = (error as { cause?: unknown })?.cause;
  return /^Failed query/.test(error?.message ?? '') && cause instanceof Error ? `database: ${cause.message}` : (error?.message ?? String(error));
}
