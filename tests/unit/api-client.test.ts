import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, api, apiFailure, apiUrl } from '../../src/lib/api/client.ts';

// The browser's API client against a real HTTP server on this machine: what it sends (JSON or
// multipart, the query, its headers), what it answers (the parsed reply, or an ApiError with the
// status and the reply), and its one retry of a read.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let seen: Seen[] = [];
/** Statuses the server answers in turn (then 200). */
let statuses: number[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (part) => (body += part));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      if (request.url === '/empty') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: status === 200, message: status === 200 ? 'ok' : 'The given data was invalid.' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = [];
  statuses = [];
});

describe('api', () => {
  it('sends a JSON body with its type, the query without undefined values, and the caller\'s headers', async () => {
    const reply = await api(`${base}/cart`, { method: 'POST', body: { variant_id: 5, quantity: 2 }, query: { a: 1, b: undefined }, headers: { 'Idempotency-Key': 'k1' } });
    expect(reply).toEqual({ success: true, message: 'ok' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/cart?a=1', body: '{"variant_id":5,"quantity":2}' });
    expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': 'k1', 'accept-language': 'en' });
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('username', 'amira@example.com');
    await api(`${base}/login`, { method: 'POST', body: form });
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('amira@example.com');
  });

  it('rejects with the status and the reply, which apiFailure hands the screens', async () => {
    statuses = [422];
    const error = await api(`${base}/me`, { method: 'PATCH', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiFailure(error)).toEqual({ status: 422, reply: { success: false, message: 'The given data was invalid.' } });
    expect(seen).toHaveLength(1);
  });

  it('tries a read once more after a passing failure, never a write, and not when told not to', async () => {
    statuses = [503];
    await expect(api(`${base}/order-items`)).resolves.toMatchObject({ success: true });
    expect(seen).toHaveLength(2);

    seen = [];
    statuses = [503, 503];
    await expect(api(`${base}/order-items`)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);

    seen = [];
    statuses = [503];
    await expect(api(`${base}/cart`, { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    statuses = [503];
    await expect(api(`${base}/cart`, { retry: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);

    seen = [];
    statuses = [404];
    await expect(api(`${base}/order-item`)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it('answers nothing for an empty reply, and a server not reached is a failure without a status', async () => {
    await expect(api(`${base}/empty`, { method: 'DELETE' })).resolves.toBeUndefined();
    const error = await api('http://127.0.0.1:9/cart', { retry: 0 }).catch((caught: unknown) => caught);
    expect(apiFailure(error)).toEqual({ status: undefined, reply: undefined });
  });
});

describe('apiUrl', () => {
  it('puts the API base before a path, not before a whole URL, and the query after', () => {
    expect(apiUrl('/order-items', { page: 2, per_page: 25 })).toBe('/api/order-items?page=2&per_page=25');
    expect(apiUrl('/cart')).toBe('/api/cart');
    expect(apiUrl('https://api.example/cart')).toBe('https://api.example/cart');
  });
});
