// Control characters and lone surrogates in every field of every body and query: 422 naming the
// field, never a 5xx. The table is read from the schemas themselves (every field of every object
// schema the inputs modules export), so a new field or a new schema is covered without a new test;
// a new schema with no endpoint below fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as authInputs from '../../src/server/auth/inputs.ts';
import * as contentInputs from '../../src/server/content/inputs.ts';
import * as shopInputs from '../../src/lib/api/shop-inputs.ts';
import { ADDRESS_FIELDS } from '../../src/lib/checkout/address.ts';
import { ADDRESS, startShop } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';
import type { TestApp } from './harness.ts';
import { setFirstPassword } from './helpers.ts';
import { call, callMultipart } from './helpers.ts';

type Shape = Record<string, z.ZodType>;
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  schema: z.ZodObject<Shape>;
  in: 'body' | 'query';
  /** Valid values for the other fields, so the error met is the one under test. */
  base: Record<string, unknown>;
  signedIn?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/login', schema: authInputs.loginBody, in: 'body', base: { username: 'nul@example.com', type: 'otp' } },
  { method: 'POST', path: '/login', schema: authInputs.passwordField, in: 'body', base: { username: 'nul@example.com', type: 'password', password: 'long enough' } },
  { method: 'POST', path: '/login/otp/verify', schema: authInputs.loginVerifyBody, in: 'body', base: { username: 'nul@example.com', otp_code: '123456' } },
  { method: 'POST', path: '/signup/otp', schema: authInputs.signupBody, in: 'body', base: { type: 'email', email: 'nul@example.com' } },
  { method: 'POST', path: '/signup/otp/verify', schema: authInputs.signupVerifyBody, in: 'body', base: { signup_id: 'abc', otp_code: '123456' } },
  { method: 'PATCH', path: '/me', schema: authInputs.profileBody, in: 'body', base: { name: 'Mariam' }, signedIn: true },
  { method: 'POST', path: '/me/otp', schema: authInputs.changeCodeBody, in: 'body', base: { type: 'email', email: 'new@example.com' }, signedIn: true },
  { method: 'POST', path: '/me/proof/code', schema: authInputs.proofCodeBody, in: 'body', base: { via: 'email' }, signedIn: true },
  { method: 'POST', path: '/me/proof', schema: authInputs.proofBody, in: 'body', base: { via: 'email' }, signedIn: true },
  { method: 'POST', path: '/contact', schema: contentInputs.contactBody, in: 'body', base: { name: 'Mariam', email: 'm@example.com', message: 'Hello there' } },
  { method: 'POST', path: '/blog-comments', schema: contentInputs.commentBody, in: 'body', base: { post: 'a-post', name: 'Mariam', email: 'm@example.com', message: 'Lovely' } },
  { method: 'GET', path: '/blog-comments', schema: contentInputs.commentsQuery, in: 'query', base: { post: 'a-post' } },
  { method: 'POST', path: '/cart', schema: shopInputs.cartAddBody, in: 'body', base: { variant_id: V.pins, quantity: 1 }, signedIn: true },
  { method: 'DELETE', path: '/cart', schema: shopInputs.cartRemoveQuery, in: 'query', base: { variant_id: V.pins }, signedIn: true },
  { method: 'POST', path: '/wishlist', schema: shopInputs.wishlistBody, in: 'body', base: { variant_id: V.pins }, signedIn: true },
  { method: 'DELETE', path: '/wishlist', schema: shopInputs.wishlistBody, in: 'query', base: { variant_id: V.pins }, signedIn: true },
  { method: 'GET', path: '/stock', schema: shopInputs.stockQuery, in: 'query', base: { product_id: 2 } },
  { method: 'GET', path: '/order-items', schema: shopInputs.orderItemsQuery, in: 'query', base: {}, signedIn: true },
  { method: 'GET', path: '/order-item', schema: shopInputs.orderItemQuery, in: 'query', base: { id: 1 }, signedIn: true },
  { method: 'POST', path: '/checkout', schema: shopInputs.checkoutBody, in: 'body', base: { address: ADDRESS, payment_method: 'cod' }, signedIn: true },
  { method: 'POST', path: '/payments/cash', schema: shopInputs.paymentOrderBody, in: 'body', base: { order: 'ORD-000001' }, signedIn: true },
  { method: 'GET', path: '/payments/status', schema: shopInputs.paymentStatusQuery, in: 'query', base: { order: 'ORD-000001' }, signedIn: true },
  { method: 'GET', path: '/payments/options', schema: shopInputs.paymentOptionsQuery, in: 'query', base: { amount: '120' }, signedIn: true },
  { method: 'GET', path: '/payments/instalments', schema: shopInputs.instalmentsQuery, in: 'query', base: { amount: '120' } },
];
/** An address whose country has postcodes, so its postal code is read (the UAE's is dropped unread). */
const WITH_POSTCODE = { ...ADDRESS, country: 'SA', postal_code: '12214' };
/**
 * Schemas of headers: fetch itself refuses a control character in a header, so they are not in the
 * table; checkout.test.ts holds the Idempotency-Key's rule on both sides of its limits.
 */
const HEADERS: Record<string, string> = { checkoutHeaders: 'POST /checkout' };

/** One case per field, the checkout address's own fields included. */
function cases(): { endpoint: Endpoint; field: string; with(bad: string): Record<string, unknown> }[] {
  return ENDPOINTS.flatMap((endpoint) =>
    Object.keys(endpoint.schema.shape).flatMap((field) => {
      if (endpoint.path === '/checkout' && field === 'address') {
        return ADDRESS_FIELDS.map((inner) => ({
          endpoint,
          field,
          with: (bad: string) => ({ ...endpoint.base, address: { ...WITH_POSTCODE, [inner]: `ab${bad}cd` } }),
          inner,
        }));
      }
      return [{ endpoint, field, with: (bad: string) => ({ ...endpoint.base, [field]: `ab${bad}cd` }) }];
    }),
  );
}

const BAD = { NUL: '\u0000', 'lone surrogate': '\ud800', 'line feed': '\n', DEL: '\u007f', 'C1 control': '\u0085', escape: '\u001b' } as const;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startShop();
  token = await t.signIn('control-characters@example.com');
});
afterAll(() => t?.close());

function send(endpoint: Endpoint, values: Record<string, unknown>) {
  const options = endpoint.signedIn ? { token } : {};
  if (endpoint.in === 'query') {
    const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
    return call(t, endpoint.method, `${endpoint.path}?${query}`, undefined, options);
  }
  return call(t, endpoint.method, endpoint.path, values, options);
}

describe('control characters and lone surrogates', () => {
  it('every object schema the inputs modules export is read by an endpoint of the table', () => {
    const exported = Object.entries({ ...authInputs, ...contentInputs, ...shopInputs }).filter(([, value]) => value instanceof z.ZodObject);
    const covered = new Set<unknown>(ENDPOINTS.map((endpoint) => endpoint.schema));
    const missing = exported.filter(([name, schema]) => !covered.has(schema) && !HEADERS[name]).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('the base bodies pass validation, so each case meets only its own field', async () => {
    for (const endpoint of ENDPOINTS) {
      const res = await send(endpoint, endpoint.base);
      const where = `${endpoint.method} ${endpoint.path}: ${JSON.stringify(res.body)}`;
      expect(res.status, where).toBeLessThan(500);
      expect(Object.keys(res.body.errors ?? {}).filter((field) => field in endpoint.schema.shape), where).toEqual([]);
    }
  });

  for (const [name, bad] of Object.entries(BAD)) {
    it(`answers 422 with the field's message for a ${name} in any field (JSON and query)`, async () => {
      for (const { endpoint, field, with: withBad } of cases()) {
        // A line feed is part of a multi-line message or comment; a lone surrogate has no form in a URL.
        const multiline = field === 'message' && (endpoint.path === '/contact' || endpoint.path === '/blog-comments');
        if ((bad === '\n' && multiline) || (bad === '\ud800' && endpoint.in === 'query')) continue;
        const res = await send(endpoint, withBad(bad));
        const where = `${endpoint.method} ${endpoint.path} ${field} ${JSON.stringify(bad)}`;
        expect(res.status, where).toBe(422);
        expect(res.body.success, where).toBe(false);
        expect(res.body.errors?.[field] ?? [], `${where}: ${JSON.stringify(res.body)}`).not.toEqual([]);
      }
    });
  }

  it('names the control characters in text fields, in multipart forms too', async () => {
    const login = await callMultipart(t, '/login', { username: 'a\u0000@example.com', type: 'otp', platform: 'web' });
    expect(login.status).toBe(422);
    expect(login.body.errors.username).toEqual(['Phone number or email must not contain control characters.']);
    const signup = await callMultipart(t, '/signup/otp', { type: 'email', email: 'a@exam\u0000ple.com' });
    expect(signup.body.errors.email).toEqual(['Email must not contain control characters.']);
    const contact = await call(t, 'POST', '/contact', { name: 'Mariam\u0000', email: 'm@example.com', message: 'Hello' });
    expect(contact.body.errors.name).toEqual(['Name must not contain control characters.']);
    const me = await call(t, 'PATCH', '/me', { name: 'Mariam\ud800' }, { token });
    expect(me.body.errors.name).toEqual(['Name must not contain control characters.']);
  });

  it('keeps line breaks and tabs in multi-line messages', async () => {
    const res = await call(t, 'POST', '/contact', { name: 'Mariam', email: 'm@example.com', message: 'Hello,\r\n\tthe veil\nis lovely' });
    expect(res.status).toBe(201);
  });
});

// Format characters (Unicode Cf) reorder or hide text without being seen: a right-to-left override
// turns "exe.txt" into "txt.exe" on screen. Every shown field refuses them; passwords, never shown,
// take them; the zero-width joiner and non-joiner, which scripts need, pass everywhere.
const FORMAT = {
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'zero width space': '\u200B',
  'byte order mark': '\uFEFF',
  'arabic letter mark': '\u061C',
  'soft hyphen': '\u00AD',
  'language tag': '\u{E0001}',
} as const;
const PASSWORDS = new Set(['password', 'current_password']);

describe('format characters', () => {
  for (const [name, bad] of Object.entries(FORMAT)) {
    it(`answers 422 with the field's message for a ${name} in any shown field`, async () => {
      for (const { endpoint, field, with: withBad } of cases()) {
        if (PASSWORDS.has(field)) continue;
        const res = await send(endpoint, withBad(bad));
        const where = `${endpoint.method} ${endpoint.path} ${field} ${JSON.stringify(bad)}`;
        expect(res.status, where).toBe(422);
        expect(res.body.errors?.[field] ?? [], `${where}: ${JSON.stringify(res.body)}`).not.toEqual([]);
      }
    });
  }

  it('names them in names, subjects, messages and addresses', async () => {
    const contact = await call(t, 'POST', '/contact', { name: 'Mari\u202Eam', email: 'm@example.com', subject: 'Re\u2066fund', message: 'Hello\u200B there' });
    expect(contact.status).toBe(422);
    expect(contact.body.errors).toEqual({
      name: ['Name must not contain invisible formatting characters.'],
      subject: ['Subject must not contain invisible formatting characters.'],
      message: ['Message must not contain invisible formatting characters.'],
    });
    const comment = await call(t, 'POST', '/blog-comments', { post: 'a-post', name: 'Noor', email: 'n@example.com', message: 'Great\u202Earticle' });
    expect(comment.body.errors.message).toEqual(['Message must not contain invisible formatting characters.']);
    const me = await call(t, 'PATCH', '/me', { name: '\u202Dadmin' }, { token });
    expect(me.body.errors.name).toEqual(['Name must not contain invisible formatting characters.']);
    const checkout = await call(t, 'POST', '/checkout', { address: { ...ADDRESS, street_address: 'Villa 12\u202E' }, payment_method: 'cod' }, { token });
    expect(checkout.status).toBe(422);
    expect(JSON.stringify(checkout.body.errors)).toContain('must not contain invisible formatting characters');
  });

  it('takes the joiners that scripts need, and a password with any of them', async () => {
    // "می‌خواهم" (Persian, with a zero-width non-joiner) and a family emoji joined by ZWJ.
    const res = await call(t, 'POST', '/contact', { name: 'Zahra', email: 'z@example.com', subject: 'می\u200Cخواهم', message: 'For my family \u{1F469}\u200D\u{1F467} please' });
    expect(res.status).toBe(201);
    expect((await call(t, 'PATCH', '/me', { name: 'Zahra\u200C' }, { token })).status).toBe(200);
    // A session of its own: the endpoint table above has just asked for this one's proof code.
    const joiner = await t.signIn('joiners@example.com');
    expect((await setFirstPassword(t, joiner, 'joiners@example.com', 'pass\u202Eword 1')).status).toBe(200);
  });
});

describe('multi-line messages', () => {
  it('keep line breaks and tabs', async () => {
    const res = await call(t, 'POST', '/contact', { name: 'Mariam', email: 'm@example.com', message: 'Hello,\r\n\tthe veil\nis lovely' });
    expect(res.status).toBe(201);
  });
});
