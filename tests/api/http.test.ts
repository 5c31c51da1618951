// HTTP rules of the API: CORS exactly CORS_ORIGINS, security headers, body formats and limits,
// unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { call } from './helpers.ts';
import { loadConfig } from '../../src/server/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: ['http://localhost:4321', 'https://shop.example'] } });
});
afterAll(() => t?.close());

describe('CORS', () => {
  it('allows exactly the configured origins, with credentials and Vary: Origin', async () => {
    for (const origin of ['http://localhost:4321', 'https://shop.example']) {
      const res = await t.request('/api/settings', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
    for (const origin of ['https://evil.example', 'http://localhost:4321.evil.example', 'null', '*']) {
      const res = await t.request('/api/settings', { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('answers preflights listing Authorization, only for allowed origins', async () => {
    const ok = await t.request('/api/cart', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(ok.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    const evil = await t.request('/api/cart', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('never allows * even when configured', async () => {
    expect(loadConfig({ CORS_ORIGINS: '*, https://a.example/' }).corsOrigins).toEqual(['https://a.example']);
    expect(loadConfig({ PORT: '4321' }).corsOrigins).toEqual(['http://localhost:4321']);
    const star = await startTestApp({ shareDatabaseWith: t, config: { corsOrigins: ['*', 'null'] } });
    try {
      for (const origin of ['https://anything.example', '*', 'null']) {
        const res = await star.request('/api/settings', { headers: { origin } });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
    } finally {
      await star.close();
    }
  });
});

describe('headers', () => {
  it('sends nosniff and a restrictive CSP on every API reply, errors included', async () => {
    for (const path of ['/api/settings', '/api/me', '/api/unknown']) {
      const res = await t.request(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });
});

describe('bodies', () => {
  it('answers 400 for malformed JSON and multipart', async () => {
    const json = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ success: false, message: 'Invalid request. Please check your input.', code: 'invalid_request' });
    const array = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(array.status).toBe(400);
    const multipart = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nbroken',
    });
    expect(multipart.status).toBe(400);
  });

  it('answers 415 for other content types', async () => {
    const res = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(res.status).toBe(415);
    expect((await res.json()).success).toBe(false);
  });

  it('answers 415 to JSON sent as text/plain, with no type, as a +json type or in UTF-16', async () => {
    const json = JSON.stringify({ username: 'plain@example.com', type: 'otp', platform: 'web' });
    const cases: [Record<string, string>, BodyInit][] = [
      [{ 'content-type': 'text/plain' }, json],
      [{ 'content-type': 'text/plain;charset=UTF-8' }, json],
      [{}, new TextEncoder().encode(json)],
      [{ 'content-type': 'application/merge-patch+json' }, json],
      [{ 'content-type': 'application/vnd.api+json' }, json],
      [{ 'content-type': 'application/json; charset=utf-16' }, json],
      [{ 'content-type': 'application/x-www-form-urlencoded; charset=utf-16le' }, 'username=plain%40example.com&type=otp'],
    ];
    for (const [headers, body] of cases) {
      const res = await t.request('/api/login', { method: 'POST', headers, body });
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'Unsupported content type. Send JSON, multipart/form-data or urlencoded data in UTF-8.', code: 'unsupported_media_type' });
    }
    // The types the clients send still work, JSON with its charset spelled out too.
    for (const [i, type] of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"'].entries()) {
      const body = JSON.stringify({ username: `json${i}@example.com`, type: 'otp', platform: 'web' });
      const res = await t.request('/api/login', { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(200);
    }
    // No body at all needs no type.
    const empty = await t.request('/api/login', { method: 'POST' });
    expect(empty.status).toBe(422);
  });

  it('accepts urlencoded bodies', async () => {
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=urlencoded%40example.com&type=otp&platform=web',
    });
    expect(res.status).toBe(200);
  });

  it('answers 413 for bodies over 64 KiB, declared or streamed', async () => {
    // In-process requests carry no framing headers: these are the ones HTTP/1.1 would carry.
    const big = JSON.stringify({ username: 'a@example.com', pad: 'x'.repeat(70 * 1024) });
    const declared = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big });
    expect(declared.status).toBe(413);
    expect((await declared.json()).success).toBe(false);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('takes a field sent as a file or repeated as a wrong value (422), not as a crash', async () => {
    const form = new FormData();
    form.append('username', new Blob(['x']), 'file.txt');
    const res = await t.request('/api/login', { method: 'POST', body: form });
    expect(res.status).toBe(422);
  });
});

describe('unknown paths', () => {
  it('answers JSON 404 for unknown /api paths', async () => {
    for (const [method, path] of [['GET', '/nothing'], ['POST', '/nothing/else'], ['DELETE', '/me/nothing'], ['GET', '/login/x']] as const) {
      const res = await call(t, method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Not found.', code: 'not_found' });
    }
  });

  it('takes malformed percent-encoding in paths and queries as a 4xx', async () => {
    for (const path of ['/api/blog-comments?post=%E0%A4%A', '/api/blog-comments?post=%', '/api/%E0%A4%A', '/api/blog-comments?%=x&post=ok', '/api/me?%zz']) {
      const res = await t.request(path);
      expect(res.status, path).toBeLessThan(500);
      expect((await res.json()).success, path).toBeTypeOf('boolean');
    }
  });

  it('answers HEAD /api/settings without a body, and GET revalidated by ETag (a changed setting shows on the next page)', async () => {
    const head = await t.request('/api/settings', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const get = await t.request('/api/settings');
    expect(get.headers.get('cache-control')).toBe('no-cache');
    const etag = get.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('/api/settings', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('a wrong method on a route that exists', () => {
  it('answers 405 with Allow, HEAD on a POST-only route included, and 404 where no route is', async () => {
    const cases: [method: string, path: string, allow: string][] = [
      ['HEAD', '/api/login', 'POST'],
      ['GET', '/api/login', 'POST'],
      ['PUT', '/api/logout-all', 'POST'],
      ['POST', '/api/me', 'GET, HEAD, PATCH'],
      ['POST', '/api/settings', 'GET, HEAD'],
      ['DELETE', '/api/order-item', 'GET, HEAD'],
      ['GET', '/api/sessions/12', 'DELETE'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      if (method !== 'HEAD') expect(await res.json()).toEqual({ success: false, message: 'Method not allowed.', code: 'method_not_allowed' });
    }
    for (const path of ['/api/nothing-here', '/api/login/extra', '/api/sessions']) {
      const res = await t.request(path, { method: 'PUT' });
      expect(res.status, path).toBe(path === '/api/sessions' ? 405 : 404);
    }
    // Behind a route group's sign-in check, a signed-in shopper meets the 405.
    const token = await t.signIn('wrong-method@example.com');
    const cart = await t.request('/api/cart', { method: 'PATCH', headers: { authorization: `Bearer ${token}` } });
    expect(cart.status).toBe(405);
    expect(cart.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
    // The right method still reaches the route.
    expect((await t.request('/api/me', { method: 'GET' })).status).toBe(401);
  });
});
