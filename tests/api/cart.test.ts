// POST/GET/DELETE /api/cart and DELETE /api/cart/clear through HTTP against the real database.
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
  alice = await h.signIn('alice.cart@example.com');
  bob = await h.signIn('bob.cart@example.com');
});
afterAll(() => h?.close());

describe('cart', () => {
  it('needs a signed-in shopper for every call', async () => {
    expect((await call('GET', '/cart')).status).toBe(401);
    expect((await call('POST', '/cart', undefined, { variant_id: V.pins })).status).toBe(401);
    expect((await call('DELETE', `/cart?variant_id=${V.pins}`)).status).toBe(401);
    expect((await call('DELETE', '/cart/clear')).status).toBe(401);
    expect((await call('GET', '/cart', 'not-a-token')).status).toBe(401);
  });

  it('creates a line with quantity 1 by default and adds to it after', async () => {
    const first = await call('POST', '/cart', alice, { variant_id: V.whiteM });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Added To Cart', data: { variant_id: V.whiteM, quantity: 1 } });
    expect(first.body.data).toEqual({ id: expect.any(Number), cart_id: expect.any(Number), variant_id: V.whiteM, quantity: 1 });
    const second = await call('POST', '/cart', alice, { variant_id: V.whiteM, quantity: 2 });
    expect(second.body.data).toEqual({ ...first.body.data, quantity: 3 });
  });

  it('accepts multipart bodies as the storefront sends them', async () => {
    const form = new FormData();
    form.set('variant_id', String(V.pins));
    form.set('quantity', '4');
    const res = await h.request('/api/cart', { method: 'POST', body: form, headers: { authorization: `Bearer ${alice}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ variant_id: V.pins, quantity: 4 });
  });

  it('lists the lines with live stock', async () => {
    const list = await call('GET', '/cart', alice);
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data).toEqual([
      expect.objectContaining({ variant_id: V.whiteM, quantity: 3, stock: 5 }),
      expect.objectContaining({ variant_id: V.pins, quantity: 4, stock: 200 }),
    ]);
  });

  it('never goes beyond live stock, naming the product and what is left', async () => {
    const over = await call('POST', '/cart', alice, { variant_id: V.whiteXL, quantity: 4 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      success: false,
      message: 'Only 3 left in stock for Lisbon Chiffon Shayla (White, XL).',
      code: 'insufficient_stock',
      error_codes: { quantity: ['insufficient_stock'] },
      data: { stock: 3, in_cart: 0, max: 99 },
    });
    expect((await call('POST', '/cart', alice, { variant_id: V.whiteXL, quantity: 3 })).status).toBe(200);
    const more = await call('POST', '/cart', alice, { variant_id: V.whiteXL, quantity: 1 });
    expect(more.status).toBe(422);
    expect(more.body.message).toContain('Only 3 left in stock for Lisbon Chiffon Shayla (White, XL)');
    expect(more.body.data).toEqual({ stock: 3, in_cart: 3, max: 99 });
    const sold = await call('POST', '/cart', alice, { variant_id: V.blackXL });
    expect(sold.status).toBe(422);
    expect(sold.body.message).toBe('Lisbon Chiffon Shayla (Black, XL) is out of stock.');
    expect(sold.body.code).toBe('out_of_stock');
    expect(sold.body.data).toMatchObject({ stock: 0 });
  });

  it('rejects unknown variants and wrong quantities with a clear message', async () => {
    const unknown = await call('POST', '/cart', alice, { variant_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Product variant 999999 does not exist.', code: 'variant_not_found' });
    for (const quantity of [0, 100, 1.5, -1, 'two']) {
      const bad = await call('POST', '/cart', alice, { variant_id: V.pins, quantity });
      expect(bad.status, `quantity ${quantity}`).toBe(422);
      expect(bad.body.success).toBe(false);
      expect(bad.body.message).toMatch(/quantity/);
      expect(bad.body.code).toBe('validation_failed');
    }
    expect((await call('POST', '/cart', alice, {})).status).toBe(422);
    const malformed = await h.request('/api/cart', {
      method: 'POST',
      body: '{"variant_id":',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('limits a line to 99', async () => {
    expect((await call('POST', '/cart', bob, { variant_id: V.pins, quantity: 99 })).status).toBe(200);
    const more = await call('POST', '/cart', bob, { variant_id: V.pins, quantity: 1 });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe('You can have at most 99 of Pearl Hijab Pins in your cart.');
    expect(more.body.code).toBe('line_limit');
  });

  it('decreases by one by default, returning the updated line', async () => {
    const res = await call('DELETE', `/cart?variant_id=${V.whiteM}`, alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { variant_id: V.whiteM, quantity: 2 } });
    const two = await call('DELETE', `/cart?variant_id=${V.whiteM}&quantity=1`, alice);
    expect(two.body.data.quantity).toBe(1);
  });

  it('removes the line at zero and then answers without data', async () => {
    const res = await call('DELETE', `/cart?variant_id=${V.whiteM}&quantity=1`, alice);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body).not.toHaveProperty('data');
    const list = await call('GET', '/cart', alice);
    expect(list.body.data.map((l: { variant_id: number }) => l.variant_id)).not.toContain(V.whiteM);
  });

  it("answers 'Item does not exist' for a line that is not there", async () => {
    const res = await call('DELETE', `/cart?variant_id=${V.whiteM}`, alice);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Item does not exist', code: 'item_not_found' });
    const unknown = await call('DELETE', `/cart?variant_id=999999`, alice);
    expect(unknown.body.message).toBe('Item does not exist');
    expect(unknown.body.code).toBe('item_not_found');
  });

  it('removes a whole line when asked for more than it holds', async () => {
    const res = await call('DELETE', `/cart?variant_id=${V.pins}&quantity=50`, alice);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('data');
  });

  it('validates the delete query', async () => {
    expect((await call('DELETE', '/cart', alice)).status).toBe(422);
    expect((await call('DELETE', '/cart?variant_id=abc', alice)).status).toBe(422);
    expect((await call('DELETE', `/cart?variant_id=${V.pins}&quantity=0`, alice)).status).toBe(422);
  });

  it("never touches another shopper's cart", async () => {
    const bobs = await call('GET', '/cart', bob);
    expect(bobs.body.data).toEqual([expect.objectContaining({ variant_id: V.pins, quantity: 99 })]);
    const aliceTries = await call('DELETE', `/cart?variant_id=${V.pins}`, alice);
    expect(aliceTries.status).toBe(404);
    expect((await call('GET', '/cart', bob)).body.data[0].quantity).toBe(99);
  });

  it('clears the cart', async () => {
    const res = await call('DELETE', '/cart/clear', alice);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await call('GET', '/cart', alice)).body.data).toEqual([]);
    expect((await call('GET', '/cart', bob)).body.data).toHaveLength(1);
  });
});
