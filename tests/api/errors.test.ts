// The one error handler: HttpError → its status and shape; anything else → logged (without query
// parameters) and a generic 500. And the 422 shape readBody gives for wrong values.
import { Hono } from 'hono';
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
  it('shapes HttpErrors with their status, errors, data and headers', async () => {
    const res = await appThrowing(new HttpError(409, 'Out of stock: Chiffon Hijab', { errors: { variant_id: ['gone'] } })).request('/');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'Out of stock: Chiffon Hijab', errors: { variant_id: ['gone'] } });
    const limited = await appThrowing(tooManyRequests('Slow down.', 41.2, { resend_in: 42 })).request('/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({ success: false, message: 'Slow down.', data: { resend_in: 42 } });
    const invalid = await appThrowing(unprocessable({ email: ['Bad e-mail.'] })).request('/');
    expect(await invalid.json()).toEqual({ success: false, message: 'Bad e-mail.', errors: { email: ['Bad e-mail.'] } });
  });

  it('answers a generic 500 for anything else and logs no query parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = Object.assign(new Error('Failed query: select 1 where token_hash = $1\nparams: deadbeefsecret'), {
      cause: new Error('connection terminated'),
    });
    const res = await appThrowing(failed).request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
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
    expect(await res.json()).toEqual({ success: false, message: 'Quantity must be at least 1.', errors: { quantity: ['Quantity must be at least 1.'] } });
    const body = await app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":1,"note":5}' });
    expect(body.status).toBe(422);
    expect((await body.json()).errors.note).toHaveLength(1);
  });
});
