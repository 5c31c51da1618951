// Reviews from real buyers, through HTTP and the operator's command against a real database: only a
// shopper whose item of the product was delivered reviews it, once; reviews wait for approval; the
// product's reviews, summary and stars are read live from approved ones only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/server/cli/commands.ts';
import { V } from './fixtures/products.ts';
import { moveItem, OWNER, placeOrder, startAfterShop, type AfterShop } from './fixtures/after-purchase.ts';

let s: AfterShop;
beforeAll(async () => {
  s = await startAfterShop();
});
afterAll(async () => {
  await s?.close();
});

const review = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) => s.call('POST', '/reviews', token, body, headers);
const reviewsOf = async (productId: number, page = 1) => (await s.call('GET', `/reviews?product_id=${productId}&page=${page}`)).body;
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand({ db: s.h.db, out: (l) => out.push(l), err: (l) => err.push(l) }, argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A shopper named `name` with an order of the product's variant, moved as far as `to`. */
async function buyer(label: string, name: string, variant: number, to: 'PLACED' | 'SHIPPED' | 'DELIVERED') {
  const token = await s.h.signIn(`${label}@example.com`);
  await s.h.db.execute(sql`UPDATE users SET name = ${name} WHERE email = ${`${label}@example.com`}`);
  const order = await placeOrder(s, token, [{ variant, quantity: 1 }]);
  if (to !== 'PLACED') await moveItem(s, order.items[0]!.code, 'SHIPPED');
  if (to === 'DELIVERED') await moveItem(s, order.items[0]!.code, 'DELIVERED');
  return { token, ...order };
}

const GOOD = { product_id: 3, rating: 4, title: 'Lovely drape', text: 'Falls well and the fabric breathes.\nRuns a little long.', fit: 'large' };

describe('who may review', () => {
  it('refuses a shopper who never bought the product, one whose order is not delivered, and a guest', async () => {
    const stranger = await s.h.signIn('review.stranger@example.com');
    const never = await review(stranger, GOOD);
    expect(never.status).toBe(403);
    expect(never.body.code).toBe('review_not_allowed');
    const { token } = await buyer('review.shipped', 'Huda Saleh', V.abaya, 'SHIPPED');
    const early = await review(token, GOOD);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not_delivered');
    expect((await review(undefined, GOOD)).status).toBe(401);
    expect((await review(token, { ...GOOD, product_id: 999 })).status).toBe(404);
    expect((await reviewsOf(3)).data.count).toBe(0);
  });

  it('takes one review per buyer and product, in their language; a second is refused', async () => {
    const { token, items } = await buyer('review.once', 'Aisha Rahman', V.abaya, 'DELIVERED');
    const offers = async () => (await s.call('GET', `/order-item/after-purchase?id=${items[0]!.id}`, token)).body.data.review;
    expect(await offers()).toEqual({ status: 'can', product_id: 3 });
    const sent = s.h.outbox.length;
    const first = await review(token, GOOD, { 'accept-language': 'ar' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.status).toBe('pending');
    expect(await offers()).toEqual({ status: 'pending', product_id: 3 });
    const again = await review(token, { ...GOOD, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_reviewed');
    const stored = (await s.h.db.execute(sql`SELECT rating, locale, status FROM reviews WHERE id = ${first.body.data.id}`)) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([{ rating: 4, locale: 'ar', status: 'pending' }]);
    expect(s.h.outbox.slice(sent).find((m) => m.to.email === OWNER)?.text).toContain(`approve-review ${first.body.data.id}`);
  });

  it('checks what a review says: stars 1 to 5 on both sides, a title and text within their lengths, a known fit', async () => {
    const { token } = await buyer('review.limits', 'Mona Adel', V.pins, 'DELIVERED');
    const bad = [
      { ...GOOD, product_id: 2, rating: 0 },
      { ...GOOD, product_id: 2, rating: 6 },
      { ...GOOD, product_id: 2, rating: 4.5 },
      { ...GOOD, product_id: 2, title: '' },
      { ...GOOD, product_id: 2, title: 'x'.repeat(121) },
      { ...GOOD, product_id: 2, text: 'x'.repeat(2001) },
      { ...GOOD, product_id: 2, text: 'hidden\u202Etext' },
      { ...GOOD, product_id: 2, fit: 'huge' },
    ];
    for (const body of bad) expect((await review(token, body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    const edge = await review(token, { product_id: 2, rating: 5, title: 'x'.repeat(120), text: 'y'.repeat(2000) });
    expect(edge.status).toBe(201);
  });
});

describe('what the product page reads', () => {
  it('shows only approved reviews, newest first, with the first name and verified purchase; stars and fit from them', async () => {
    const a = await buyer('review.read.a', 'Layla Hassan', V.whiteM, 'DELIVERED');
    const b = await buyer('review.read.b', 'Noura Al Ali', V.whiteXL, 'DELIVERED');
    const c = await buyer('review.read.c', 'Sara', V.whiteM, 'DELIVERED');
    const ra = (await review(a.token, { product_id: 1, rating: 5, title: 'Perfect', text: 'Just right.', fit: 'true' })).body.data.id;
    const rb = (await review(b.token, { product_id: 1, rating: 2, title: 'Too short', text: 'Shorter than I hoped.', fit: 'small' })).body.data.id;
    const rc = (await review(c.token, { product_id: 1, rating: 4, title: 'Nice', text: 'Good colour.' })).body.data.id;
    expect((await reviewsOf(1)).data).toMatchObject({ count: 0, average: null, reviews: [] });

    const pending = await admin('reviews');
    expect(pending.out).toContain(`#${ra} `);
    expect(pending.out).toContain('Too short');
    expect((await admin('approve-review', String(ra))).code).toBe(0);
    expect((await admin('approve-review', String(rb))).code).toBe(0);
    expect((await admin('reject-review', String(rc))).code).toBe(0);
    expect((await admin('approve-review', String(rc))).code).toBe(1);
    expect((await admin('approve-review', 'abc')).code).toBe(2);

    const read = (await reviewsOf(1)).data;
    expect(read).toMatchObject({ count: 2, average: 3.5, fit: { small: 1, true: 1, large: 0 }, pages: 1 });
    expect(read.reviews.map((r: { id: number }) => r.id)).toEqual([rb, ra]);
    expect(read.reviews[0]).toMatchObject({ name: 'Noura', rating: 2, title: 'Too short', verified: true, fit: 'small' });
    expect(JSON.stringify(read)).not.toMatch(/example\.com|Al Ali/);
  });

  it('pages ten at a time, and refuses a malformed product or page', async () => {
    expect((await s.call('GET', '/reviews?product_id=abc')).status).toBe(422);
    expect((await s.call('GET', '/reviews?product_id=1&page=0')).status).toBe(422);
    expect((await s.call('GET', '/reviews')).status).toBe(422);
    expect((await reviewsOf(1, 2)).data.reviews).toEqual([]);
  });
});
