// The one error handler: HttpError → its status and shape; anything else → logged (without query
// parameters) and a generic 500. And the 422 shape readBody gives for wrong values.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, handleError, tooManyRequests, unprocessable } from '../../src/server/http/errors.ts';
import { readBody, readQuery } from '../../src/server/http/validate.ts';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/', () => {
    throw error;
  });
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('error handler', () => {
  it('shapes HttpErrors with their status, code, errors, data and headers', async () => {
    const gone = { variant_id: [{ code: 'out_of_stock' as const, message: 'gone' }] };
    const res = await appThrowing(new HttpError(409, 'out_of_stock', 'Out of stock: Chiffon Hijab', { fields: gone })).request('/');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Out of stock: Chiffon Hijab',
      code: 'out_of_stock',
      errors: { variant_id: ['gone'] },
      error_codes: { variant_id: ['out_of_stock'] },
    });
    const limited = await appThrowing(tooManyRequests('rate_limited', 'Slow down.', 41.2, { resend_in: 42 })).request('/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({ success: false, message: 'Slow down.', code: 'rate_limited', data: { resend_in: 42 } });
    const invalid = await appThrowing(unprocessable('invalid_email', { email: [{ code: 'invalid_email', message: 'Bad e-mail.' }] })).request('/');
    expect(await invalid.json()).toEqual({
      success: false,
      message: 'Bad e-mail.',
      code: 'invalid_email',
      errors: { email: ['Bad e-mail.'] },
      error_codes: { email: ['invalid_email'] },
    });
  });

  it("gives Hono's own refusals a code by their status", async () => {
    const res = await appThrowing(new HTTPException(413, { message: 'Too big' })).request('/');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'Too big', code: 'payload_too_large' });
  });

  it('answers a generic 500 for anything else and logs no query parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = Object.assign(new Error('Failed query: select 1 where token_hash = $1\nparams: deadbeefsecret'), {
      cause: new Error('connection terminated'),
    });
    const res = await appThrowing(failed).request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.', code: 'internal_error' });
    const logged = log.mock.calls.flat().join('\n');
    expect(logged).toContain('connection terminated');
    expect(logged).not.toContain('deadbeefsecret');
  });
});

describe('readBody and readQuery', () => {
  const schema = z.object({ quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1.'), note: z.string().optional() });
  const app = new Hono();
  app.onError(handleError);
  app.post('/', async (c) => c.json(await readBody(c, schema)));
  app.get('/', (c) => c.json(readQuery(c, schema)));

  it('reads JSON, multipart and urlencoded alike', async () => {
    const json = await app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":2}' });
    expect(await json.json()).toEqual({ quantity: 2 });
    const form = new FormData();
    form.append('quantity', '3');
    expect(await (await app.request('/', { method: 'POST', body: form })).json()).toEqual({ quantity: 3 });
    const url = await app.request('/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'quantity=4' });
    expect(await url.json()).toEqual({ quantity: 4 });
    expect(await (await app.request('/?quantity=5')).json()).toEqual({ quantity: 5 });
  });

  it('answers 422 with errors per field for wrong values', async () => {
    const res = await app.request('/?quantity=0');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Quantity must be at least 1.',
      code: 'validation_failed',
      errors: { quantity: ['Quantity must be at least 1.'] },
      error_codes: { quantity: ['too_small'] },
    });
    const body = await app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":1,"note":5}' });
    expect(body.status).toBe(422);
    expect((await body.json()).error_codes.note).toEqual(['invalid_type']);
  });
});

describe('database unavailable (issue 29)', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
  /** As Drizzle throws them: the driver's error in `cause`, its message listing the parameters. */
  const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1 where token_hash = $1\nparams: deadbeefsecret'), { cause });

  it.each([
    ['a session ended by a restart (57P01)', failedQuery(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a server crashing (57P02)', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['a server starting up (57P03)', failedQuery(pgError('57P03', 'the database system is starting up'))],
    ['a refused connection on every address', new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })], '')],
    ['a reset connection', failedQuery(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    ['a connection that ended', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a checkout from a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 with Retry-After and code database_unavailable for %s, logging no parameters', async (_, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(error).request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const body = await res.json();
    expect(body).toEqual({ success: false, message: expect.any(String), code: 'database_unavailable' });
    expect(body.message.length).toBeGreaterThan(0);
    expect(log.mock.calls.flat().join('\n')).not.toContain('deadbeefsecret');
  });

  it.each([
    ['a unique violation (23505)', failedQuery(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error (42601)', failedQuery(pgError('42601', 'syntax error at or near "selec"'))],
    ['an error of the code itself', new TypeError('Cannot read properties of undefined')],
  ])('still answers 500 for %s, which waiting would not mend', async (_, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(error).request('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.', code: 'internal_error' });
  });
});
