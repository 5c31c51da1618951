// /api/wishlist and /api/stock through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startShop, type Harness } from './fixtures/shop.ts';
import { V } from './fixtures/products.ts';

let h: Harness;
let call: ReturnType<typeof caller>;
let alice: string;
let bob: string;

beforeAll(async () => {
  h = await startShop();
  call = caller(h);
  alice = await h.signIn('alice.wish@example.com');
  bob = await h.signIn('bob.wish@example.com');
});
afterAll(() => h?.close());

describe('wishlist', () => {
  it('needs a signed-in shopper', async () => {
    expect((await call('GET', '/wishlist')).status).toBe(401);
    expect((await call('POST', '/wishlist', undefined, { variant_id: V.pins })).status).toBe(401);
    expect((await call('DELETE', `/wishlist?variant_id=${V.pins}`)).status).toBe(401);
    expect((await call('DELETE', '/wishlist/clear')).status).toBe(401);
  });

  it('adds an entry once, however often it is added', async () => {
    const first = await call('POST', '/wishlist', alice, { variant_id: V.whiteXL });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { id: expect.any(Number), variant_id: V.whiteXL } });
    const again = await call('POST', '/wishlist', alice, { variant_id: V.whiteXL });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    await call('POST', '/wishlist', alice, { variant_id: V.blackXL }); // sold out can still be wished for
    const list = await call('GET', '/wishlist', alice);
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((e: { variant_id: number }) => e.variant_id)).toEqual([V.whiteXL, V.blackXL]);
  });

  it('rejects unknown variants and bad ids', async () => {
    expect((await call('POST', '/wishlist', alice, { variant_id: 999_999 })).status).toBe(404);
    expect((await call('POST', '/wishlist', alice, { variant_id: 'x' })).status).toBe(422);
    expect((await call('DELETE', '/wishlist?variant_id=-3', alice)).status).toBe(422);
  });

  it("removes an entry, and answers 'Item does not exist' when absent", async () => {
    const res = await call('DELETE', `/wishlist?variant_id=${V.blackXL}`, alice);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const gone = await call('DELETE', `/wishlist?variant_id=${V.blackXL}`, alice);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Item does not exist', code: 'item_not_found' });
  });

  it("keeps shoppers' wishlists apart and clears only one's own", async () => {
    await call('POST', '/wishlist', bob, { variant_id: V.pins });
    expect((await call('DELETE', `/wishlist?variant_id=${V.pins}`, alice)).status).toBe(404);
    const cleared = await call('DELETE', '/wishlist/clear', alice);
    expect(cleared.status).toBe(200);
    expect((await call('GET', '/wishlist', alice)).body.data).toEqual([]);
    expect((await call('GET', '/wishlist', bob)).body.data).toEqual([expect.objectContaining({ variant_id: V.pins })]);
  });
});

describe('stock', () => {
  it('answers live stock per variant without sign-in', async () => {
    const res = await call('GET', '/stock?product_id=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        { variant_id: V.whiteM, stock: 5 },
        { variant_id: V.whiteXL, stock: 3 },
        { variant_id: V.blackXL, stock: 0 },
      ],
    });
    expect((await call('GET', '/stock?product_id=2')).body.data).toEqual([{ variant_id: V.pins, stock: 200 }]);
  });

  it('validates the product id and answers 404 for an unknown product', async () => {
    const unknown = await call('GET', '/stock?product_id=77');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    for (const q of ['', '?product_id=', '?product_id=abc', '?product_id=0', '?product_id=1.5', '?product_id=99999999999']) {
      expect((await call('GET', `/stock${q}`)).status, q).toBe(422);
    }
  });
});
