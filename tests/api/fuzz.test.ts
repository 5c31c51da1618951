// Property-based fuzzing of the auth half's endpoints: random methods, paths, bodies (JSON,
// multipart, urlencoded, garbage), queries and headers, with control characters, lone surrogates
// and NULs in the text. Never a 5xx; every reply is JSON.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileText } from './fixtures/hostile-text.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('fuzz@example.com');
});
afterAll(() => t?.close());

const PATHS = ['/settings', '/exchange-rates', '/login', '/login/otp/verify', '/signup/otp', '/signup/otp/verify', '/me', '/me/otp', '/logout', '/contact', '/blog-comments'];
const FIELDS = ['username', 'type', 'platform', 'otp_code', 'signup_id', 'country_code', 'phone', 'email', 'password', 'current_password', 'name', 'subject', 'message', 'post', 'token', '__proto__', 'constructor'];

const scalar = fc.oneof(
  fc.string(),
  hostileText,
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'otp', 'password', 'email', 'phone', '+971', '0501234567', 'a@b.co', '123456', '000000', 'web', '\u0000', '𝔘𝔫𝔦', 'x'.repeat(400)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }));
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), value, { maxKeys: 8 });

const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', body: JSON.stringify(f) as BodyInit })),
  fields.map((f) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(f)) form.append(k, asText(v));
    return { type: undefined, body: form as BodyInit };
  }),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, asText(v)])).toString() as BodyInit,
  })),
  fc.tuple(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'application/merge-patch+json',
      'multipart/form-data',
      'multipart/form-data; boundary=zz',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/octet-stream',
      '',
      'image/png; charset=x',
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ).map(([type, raw]) => ({ type, body: raw as BodyInit })),
  fc.constant({ type: undefined, body: undefined }),
);

const headerValue = fc.oneof(fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)), fc.constantFrom('Bearer ', 'Bearer x', 'bearer  ', 'Basic Og==', 'null', '*', 'http://localhost:4321'));

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'HEAD'),
  path: fc.constantFrom(...PATHS),
  suffix: fc.oneof(fc.constant(''), fc.constant('/'), fc.string({ maxLength: 10 }).map((s) => `/${encodeURIComponent(s)}`)),
  query: fc.dictionary(fc.constantFrom('post', 'page', 'id', 'x', 'post[]'), fc.oneof(fc.string({ maxLength: 30 }), hostileText), { maxKeys: 3 }),
  body,
  auth: fc.oneof(fc.constant('valid'), fc.constant('none'), headerValue),
  origin: fc.option(headerValue),
  forwarded: fc.option(headerValue),
});

describe('fuzz', () => {
  it('never answers 5xx, always JSON', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = {};
        if (r.body.type !== undefined) headers['content-type'] = r.body.type;
        if (r.auth === 'valid') headers.authorization = `Bearer ${token}`;
        else if (r.auth !== 'none') headers.authorization = r.auth;
        if (r.origin !== null) headers.origin = r.origin;
        if (r.forwarded !== null) headers['x-forwarded-for'] = r.forwarded;
        const query = new URLSearchParams(r.query).toString();
        const withBody = !['GET', 'HEAD'].includes(r.method) && r.body.body !== undefined;
        const path = `/api${r.path}${r.suffix}${query ? `?${query}` : ''}`;
        const res = await t.request(path, { method: r.method, headers, body: withBody ? r.body.body : undefined });
        expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
        if (r.method !== 'HEAD' && r.method !== 'OPTIONS') {
          const text = await res.text();
          expect(() => JSON.parse(text), `${r.method} ${path}: ${text.slice(0, 100)}`).not.toThrow();
        }
        // Logging out with the shared token would end the run's signed-in half: sign in again.
        if (r.auth === 'valid' && r.method === 'POST' && r.path === '/logout' && r.suffix === '' && res.status === 200) {
          token = await t.signIn(`fuzz-${Date.now()}-${Math.random()}@example.com`);
        }
      }),
      { numRuns: 400 },
    );
  });

  // Random bodies rarely get every other field right; these do, so the hostile text reaches the
  // database queries behind the validation.
  const WELL_FORMED: [string, string, Record<string, string>][] = [
    ['POST', '/login', { username: 'mariam@example.com', type: 'otp', platform: 'web' }],
    ['POST', '/login', { username: 'mariam@example.com', type: 'password', password: 'a long password' }],
    ['POST', '/login/otp/verify', { username: '0501234567', otp_code: '123456', platform: 'web' }],
    ['POST', '/signup/otp', { type: 'email', email: 'mariam@example.com', phone: '0501234567', country_code: '+971' }],
    ['POST', '/signup/otp/verify', { signup_id: 'abcdef', otp_code: '123456' }],
    ['PATCH', '/me', { name: 'Mariam', email: 'mariam@example.com', phone: '0501234567', otp_code: '123456', password: 'a long password' }],
    ['POST', '/me/otp', { type: 'phone', phone: '0501234567', email: 'mariam@example.com' }],
    ['POST', '/contact', { name: 'Mariam', email: 'mariam@example.com', subject: 'Hello', message: 'A question' }],
    ['POST', '/blog-comments', { post: 'a-post', name: 'Mariam', email: 'mariam@example.com', message: 'Lovely' }],
  ];
  const wellFormed = fc.record({
    target: fc.constantFrom(...WELL_FORMED),
    field: fc.nat(),
    text: hostileText,
    kind: fc.constantFrom('json', 'multipart', 'urlencoded'),
  });

  it('never answers 5xx to hostile text in an otherwise well-formed body', async () => {
    await fc.assert(
      fc.asyncProperty(wellFormed, async ({ target: [method, path, base], field, text, kind }) => {
        const keys = Object.keys(base);
        const fields = { ...base, [keys[field % keys.length]!]: text };
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        let payload: BodyInit;
        if (kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(fields);
        } else if (kind === 'urlencoded') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(fields).toString();
        } else {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          payload = form;
        }
        const res = await t.request(`/api${path}`, { method, headers, body: payload });
        expect(res.status, `${method} ${path} ${kind} ${JSON.stringify(fields)}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
