import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The session store and the client's 401 rule, against a real HTTP server on this machine. The
// stores and the client share the browser's localStorage: a small one stands in for it here,
// in place before they load.
class MemoryStorage {
  [key: string]: unknown;
  getItem(key: string) {
    return typeof this[key] === 'string' ? (this[key] as string) : null;
  }
}
(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();

const { call } = await import('../../src/lib/api/client.ts');
const { $authModal, closeAuthModal } = await import('../../src/stores/auth-modal.ts');
const { $cart } = await import('../../src/stores/cart.ts');
const { $compare } = await import('../../src/stores/compare.ts');
const { $signedIn, $token, $user, logout, startSession } = await import('../../src/stores/session.ts');
const { $wishlist } = await import('../../src/stores/wishlist.ts');
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = request.url === '/unauthorised' ? 401 : 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: status === 200, message: status === 200 ? 'ok' : 'Unauthenticated.' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const user = { id: 7, code: 'CS-000007', name: 'Amira', email: 'amira@example.com', phone: null, has_password: false, created_at: '2026-11-23T00:00:00Z' };

beforeEach(() => {
  closeAuthModal();
  startSession('token-of-amira', user);
  $cart.set([{ variant_id: 101, quantity: 2 }]);
  $wishlist.set([{ id: 101 }]);
  $compare.set([{ id: '1' }]);
});

describe('the session store', () => {
  it('holds the token and the user after sign-in', () => {
    expect($signedIn.get()).toBe(true);
    expect($token.get()).toBe('token-of-amira');
    expect($user.get()?.email).toBe('amira@example.com');
  });

  it('a 401 from any call ends the session (token, user, cart, wishlist) and opens the login modal', async () => {
    expect(await call(`${base}/unauthorised`)).toMatchObject({ ok: false, error: { status: 401 } });
    expect($token.get()).toBeUndefined();
    expect($signedIn.get()).toBe(false);
    expect($user.get()).toBeNull();
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toEqual([]);
    expect($authModal.get()).toMatchObject({ open: true, tab: 'login' });
  });

  it('a 401 to a call sent without a token (a wrong password) is the form’s answer: no modal opens', async () => {
    $token.set(undefined);
    expect(await call(`${base}/unauthorised`)).toMatchObject({ ok: false, error: { status: 401 } });
    expect($authModal.get().open).toBe(false);
  });

  it('a successful call leaves the session alone', async () => {
    expect(await call(`${base}/fine`)).toMatchObject({ ok: true });
    expect($token.get()).toBe('token-of-amira');
    expect($authModal.get().open).toBe(false);
  });

  it('a 401 while the modal is open (a wrong code) leaves the modal on its tab and its callback', async () => {
    const onSuccess = () => undefined;
    $authModal.set({ open: true, tab: 'register', onSuccess });
    expect(await call(`${base}/unauthorised`)).toMatchObject({ ok: false, error: { status: 401 } });
    expect($authModal.get()).toEqual({ open: true, tab: 'register', onSuccess });
  });

  it('logout clears the token, the user, the cart and the wishlist, even when the server cannot be told; compare stays', async () => {
    await logout();
    expect($token.get()).toBeUndefined();
    expect($user.get()).toBeNull();
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toEqual([]);
    expect($compare.get()).toEqual([{ id: '1' }]);
  });
});
