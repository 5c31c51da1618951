import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from '../../src/lib/api/client-core.ts';
import { apiUrl, call } from '../../src/lib/api/client.ts';

// The browser's API client against a real HTTP server on this machine: what it sends (JSON or
// multipart, the query, its headers), the one result every call answers (the reply as `data`, or
// the failure with its status and code: the reply's, or the browser's own when the server was not
// reached or its reply names none), and its one retry of a read. The session's 401 rule is
// session-store.test.ts's.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (response: ServerResponse) => void;

const json = (status: number, body: unknown): Answer => (response) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const OK = json(200, { success: true, message: 'ok' });
const REFUSED = json(422, { success: false, message: 'The given data was invalid.', code: 'validation_failed', errors: { name: ['x'] }, error_codes: { name: ['required'] } });
const UNAVAILABLE = json(503, { success: false, message: 'Down.', code: 'database_unavailable' });
/** The connection closes without a reply: as far as the browser knows, the server was not reached. */
const DROPPED: Answer = (response) => response.socket?.destroy();

let server: Server;
let base = '';
let seen: Seen[] = [];
/** What the server answers in turn (then OK). */
let answers: Answer[] = [];

beforeAll(async () => {
  server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (part) => (body += part));
    incoming.on('end', () => {
      seen.push({ method: incoming.method!, url: incoming.url!, headers: incoming.headers, body });
      (answers.shift() ?? OK)(response);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = [];
  answers = [];
});

describe('call', () => {
  it("sends a JSON body with its type, the query without undefined values, the page's language and the caller's headers", async () => {
    const result = await call(`${base}/cart`, { method: 'POST', body: { variant_id: 5, quantity: 2 }, query: { a: 1, b: undefined }, headers: { 'Idempotency-Key': 'k1' } });
    expect(result).toEqual({ ok: true, data: { success: true, message: 'ok' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/cart?a=1', body: '{"variant_id":5,"quantity":2}' });
    expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': 'k1', 'accept-language': 'en' });
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('username', 'amira@example.com');
    await call(`${base}/login`, { method: 'POST', body: form });
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('amira@example.com');
  });

  it("answers a refusal with its status, the reply's code and the reply (its field codes and data)", async () => {
    answers = [REFUSED];
    const result = await call(`${base}/me`, { method: 'PATCH', body: {} });
    expect(result).toEqual({
      ok: false,
      error: {
        status: 422,
        code: 'validation_failed',
        reply: { success: false, message: 'The given data was invalid.', code: 'validation_failed', errors: { name: ['x'] }, error_codes: { name: ['required'] } },
      },
    });
    expect(seen).toHaveLength(1);
  });

  it("names a failure the reply does not: no answer, a reply that is not JSON, one that is no success", async () => {
    await expect(call('http://127.0.0.1:9/cart', { retry: 0 })).resolves.toEqual({ ok: false, error: { code: 'network' } });
    answers = [DROPPED];
    await expect(call(`${base}/cart`, { retry: 0 })).resolves.toEqual({ ok: false, error: { code: 'network' } });
    answers = [(response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')];
    await expect(call(`${base}/cart`, { retry: 0 })).resolves.toEqual({ ok: false, error: { status: 502, code: 'unreadable_reply' } });
    answers = [json(200, { success: false })];
    await expect(call(`${base}/cart`)).resolves.toEqual({ ok: false, error: { status: 200, code: 'unexpected_reply', reply: { success: false } } });
    answers = [json(200, null)];
    await expect(call(`${base}/cart`)).resolves.toMatchObject({ ok: false, error: { status: 200, code: 'unexpected_reply' } });
  });

  it('answers an empty reply as a success without data', async () => {
    answers = [(response) => response.writeHead(204).end()];
    await expect(call(`${base}/cart/clear`, { method: 'DELETE' })).resolves.toEqual({ ok: true, data: undefined });
  });

  it('tries a read once more after a passing failure (a 5xx or no answer), never a write, and not when told not to', async () => {
    answers = [UNAVAILABLE];
    await expect(call(`${base}/order-items`)).resolves.toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);

    seen = [];
    answers = [DROPPED];
    await expect(call(`${base}/order-items`)).resolves.toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);

    seen = [];
    answers = [UNAVAILABLE, UNAVAILABLE];
    await expect(call(`${base}/order-items`)).resolves.toMatchObject({ ok: false, error: { status: 503, code: 'database_unavailable' } });
    expect(seen).toHaveLength(2);

    seen = [];
    answers = [UNAVAILABLE, UNAVAILABLE];
    await expect(call(`${base}/cart`, { method: 'POST', body: {} })).resolves.toMatchObject({ ok: false, error: { status: 503 } });
    await expect(call(`${base}/cart`, { retry: 0 })).resolves.toMatchObject({ ok: false, error: { status: 503 } });
    expect(seen).toHaveLength(2);

    seen = [];
    answers = [json(404, { success: false, message: 'Order not found', code: 'order_not_found' })];
    await expect(call(`${base}/order-item`)).resolves.toMatchObject({ ok: false, error: { status: 404, code: 'order_not_found' } });
    expect(seen).toHaveLength(1);
  });

  it('gives up a call that takes longer than its timeout, as not reached', async () => {
    answers = [(response) => setTimeout(() => OK(response), 500)];
    await expect(call(`${base}/stock`, { timeout: 50, retry: 0 })).resolves.toEqual({ ok: false, error: { code: 'network' } });
  });
});

describe('request (the core, which the settings refresh uses alone)', () => {
  it('sends the request as given, with neither the page language nor a token, and answers the same result', async () => {
    await expect(request(`${base}/settings`)).resolves.toEqual({ ok: true, data: { success: true, message: 'ok' } });
    // (Node's fetch sends its own `Accept-Language: *`, as a browser sends its own languages.)
    expect(seen[0]!.headers['accept-language']).not.toBe('en');
    expect(seen[0]!.headers.accept).not.toBe('application/json');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    answers = [UNAVAILABLE];
    await expect(request(`${base}/settings`)).resolves.toMatchObject({ ok: false, error: { status: 503, code: 'database_unavailable' } });
  });
});

describe('apiUrl', () => {
  it('puts the API base before a path, not before a whole URL, and the query after', () => {
    expect(apiUrl('/order-items', { page: 2, per_page: 25 })).toBe('/api/order-items?page=2&per_page=25');
    expect(apiUrl('/cart')).toBe('/api/cart');
    expect(apiUrl('https://api.example/cart')).toBe('https://api.example/cart');
  });
});
