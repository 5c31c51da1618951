// Shoppers for the bench, made through the API as a browser makes them: sign-up by e-mail code
// (read from DATA_DIR/outbox.jsonl). Sign-ups are limited per client address, so each shopper
// comes from an address of its own (X-Forwarded-For; the bench's server trusts it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';

export interface Shopper {
  email: string;
  token: string;
  user: { id: number };
  /** The client address this shopper's requests present. */
  address: string;
}

export const ADDRESS = {
  name: 'Bench Shopper',
  street_address: 'Villa 12, Street 7, Al Barsha 2',
  city: 'Dubai',
  state: 'Dubai',
  postal_code: '00000',
  country: 'AE',
  phone_number: '+971501234567',
};

let made = 0;

async function codeSentTo(dataDir: string, to: string): Promise<string> {
  const file = join(dataDir, 'outbox.jsonl');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (existsSync(file)) {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as { to: string; code?: string })
        .findLast((message) => message.to === to && message.code);
      if (line) return line.code!;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code reached ${to} in the outbox.`);
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<any> {
  const reply = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const parsed = await reply.json().catch(() => ({}));
  if (!reply.ok) throw new Error(`POST ${path} answered ${reply.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

export async function signUp(base: string, dataDir: string): Promise<Shopper> {
  made += 1;
  const address = `10.77.${Math.floor(made / 250) % 250}.${(made % 250) + 1}`;
  const email = `bench-${process.pid}-${made}@example.com`;
  const from = { 'X-Forwarded-For': address };
  const { signup_id } = await post(base, '/api/signup/otp', { type: 'email', email }, from);
  const { token, data } = await post(base, '/api/signup/otp/verify', { signup_id, otp_code: await codeSentTo(dataDir, email) }, from);
  return { email, token, user: data, address };
}

export const authHeaders = (shopper: Shopper): Record<string, string> => ({
  Authorization: `Bearer ${shopper.token}`,
  'X-Forwarded-For': shopper.address,
});

export const addToCart = (base: string, shopper: Shopper, variantId: number) =>
  post(base, '/api/cart', { variant_id: variantId, quantity: 1 }, authHeaders(shopper));

export const addToWishlist = (base: string, shopper: Shopper, variantId: number) =>
  post(base, '/api/wishlist', { variant_id: variantId }, authHeaders(shopper));

export async function clearCart(base: string, shopper: Shopper): Promise<void> {
  const reply = await fetch(`${base}/api/cart/clear`, { method: 'DELETE', headers: authHeaders(shopper) });
  if (!reply.ok) throw new Error(`DELETE /api/cart/clear answered ${reply.status}`);
}

/** Buys what is in the cart (cash on delivery); answers the order's id. */
export async function checkOut(base: string, shopper: Shopper): Promise<number> {
  const key = { 'Idempotency-Key': `bench-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const placed = await post(base, '/api/checkout', { address: ADDRESS, payment_method: 'cod' }, { ...authHeaders(shopper), ...key });
  return placed.data.id;
}

/**
 * A browser holding this shopper's session as the shop stores it (token, user, whose lists these
 * are) and a compare list of these product ids: what a returning shopper's browser has.
 */
export function signedInStorage(base: string, shopper: Shopper, compare: string[]): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: 'token', value: shopper.token },
          { name: 'user', value: JSON.stringify(shopper.user) },
          { name: 'listsOwner', value: String(shopper.user.id) },
          { name: 'compare', value: JSON.stringify(compare.map((id) => ({ id }))) },
        ],
      },
    ],
  };
}
