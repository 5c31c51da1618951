import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import type { ApiReply, OrderItem, VariantStock } from '../../src/lib/api/types.ts';
import { addToServerCart, addToServerWishlist, authHeader, checkOut, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// How per-shopper pages load (issue 28): the page's first data request leaves from its <head>
// while the island's code is still on its way, and the next page a shopper is likely to open is
// fetched as soon as they point at or focus its link.

const en = JSON.parse(readFileSync(new URL('../../content/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const t = (key: string): string => {
  const text = en[key];
  if (text === undefined) throw new Error(`no ${key} in en.json`);
  return text;
};

/** A variant of `product` with ample live stock. */
async function variantInStock(request: APIRequestContext, product: number): Promise<number> {
  const reply = (await (await request.get(`/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
  const variant = (reply.data ?? []).find((entry) => entry.stock >= 10);
  expect(variant, `product ${product} has a variant in stock`).toBeDefined();
  return variant!.variant_id;
}

/** A shopper with an order (its one item's id answered), a cart line and a wishlist entry. */
async function busyShopper(request: APIRequestContext, label: string): Promise<{ shopper: Shopper; itemId: number }> {
  const shopper = await signUp(request, label);
  await addToServerCart(request, shopper, await variantInStock(request, 3));
  await checkOut(request, shopper);
  await addToServerCart(request, shopper, await variantInStock(request, 4));
  await addToServerWishlist(request, shopper, await variantInStock(request, 5));
  const items = (await (await request.get('/api/order-items', { headers: authHeader(shopper) })).json()) as ApiReply<OrderItem[]>;
  return { shopper, itemId: items.data![0]!.id };
}

/** Holds every bundled script of the site until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// `asked`: how many times the page asks for it in all. Checkout asks for the cart twice: the header's
// sync of the shopper's lists and the checkout island each read it; the second is not the first's.
const PAGES = [
  { path: '/cart', api: '/api/cart', asked: 1 },
  { path: '/wishlist', api: '/api/wishlist', asked: 1 },
  { path: '/checkout', api: '/api/cart', asked: 2 },
  { path: '/my-account', api: '/api/me', asked: 1 },
  { path: '/my-orders', api: '/api/order-items?page=1&per_page=25', asked: 1 },
  { path: '/my-orders?page=2', api: '/api/order-items?page=2&per_page=25', asked: 1 },
  { path: '/order-detail/{id}', api: '/api/order-item?id={id}', asked: 1 },
];

for (const { path, api, asked } of PAGES) {
  test(`${path}: its first data request leaves before the island's code has arrived, and its reply is used`, async ({ page, request, baseURL }) => {
    const { shopper, itemId } = await busyShopper(request, 'started');
    await useShopper(page, shopper);
    // Away from the page that took the session: its header, finding the token, may still be syncing
    // the shopper's lists, and a sync of the wishlist asked from there is not this page's request.
    await page.goto('about:blank');
    const wanted = `${baseURL}${api.replace('{id}', String(itemId))}`;
    const sent: Request[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.url() === wanted) sent.push(sentRequest);
    });
    const release = await holdScripts(page);

    await page.goto(path.replace('{id}', String(itemId)), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => sent.length, { message: `${wanted} requested while the scripts are held` }).toBe(1);
    expect(sent[0]!.headers()['authorization']).toBe(`Bearer ${shopper.token}`);

    // The island, once its code is here, takes that reply instead of asking again.
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(sent).toHaveLength(asked);
  });
}

// A line kept without its copy (added on another device) is drawn from its product's file: the
// page's head asks for that file while the island's code is still on its way, and the island,
// once here, takes it from there instead of asking again.
const HELD_FILES = [
  { path: '/wishlist', key: 'wishlist', product: 5, entry: (variant: number) => ({ id: variant }) },
  { path: '/compare', key: 'compare', product: 6, entry: () => ({ id: '6' }) },
];

for (const { path, key, product, entry } of HELD_FILES) {
  test(`${path}: a line without its copy has its product file asked for before the island's code has arrived, once`, async ({ page, request, baseURL }) => {
    const shopper = await signUp(request, 'held-file');
    const variant = await variantInStock(request, product);
    if (key === 'wishlist') await addToServerWishlist(request, shopper, variant);
    await useShopper(page, shopper);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify([value])), { key, value: entry(variant) });
    const file = `${baseURL}/catalogue/p/${product}.json`;
    const sent: string[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.url() === file) sent.push(sentRequest.url());
    });
    const release = await holdScripts(page);

    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => sent.length, { message: `${file} requested while the scripts are held` }).toBe(1);

    release();
    const name = ((await (await request.get(`/catalogue/p/${product}.json`)).json()) as { name: { en: string } }).name.en;
    await expect(page.locator('main').getByText(name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
  });
}

test('a line that keeps its copy is drawn from it: no product file is asked for before the island', async ({ page, request, baseURL }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('compare', JSON.stringify([{ id: '6' }])));
  await page.goto('/compare');
  // The island keeps the copy it has just read for the next first paint.
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('compare') ?? '[]') as { shown?: unknown }[])[0]?.shown !== undefined)).toBe(true);
  const file = `${baseURL}/catalogue/p/6.json`;
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url() === file) sent.push(sentRequest.url());
  });
  const release = await holdScripts(page);
  await page.goto('/compare', { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  release();
});

test('a guest\'s page starts no request: there is no session to send', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/') && !sent.url().includes('/api/settings') && !sent.url().includes('exchange-rates')) {
      apiRequests.push(sent.url());
    }
  });
  const release = await holdScripts(page);
  await page.goto('/my-orders', { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  expect(apiRequests).toEqual([]);
  release();
});

test('a started request made with a token since ended is asked again with the session the page holds now', async ({ page, request, baseURL }) => {
  const { shopper } = await busyShopper(request, 'stale-start');
  const other = await busyShopper(request, 'stale-start-other');
  await useShopper(page, shopper);
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url() === `${baseURL}/api/me`) sent.push(sentRequest.headers()['authorization'] ?? '');
  });
  const release = await holdScripts(page);
  await page.goto('/my-account', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => sent).toEqual([`Bearer ${shopper.token}`]);
  // Another sign-in on this browser before the island runs: its request must not use the first reply.
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, other.shopper);
  release();
  await expect(page.getByRole('region', { name: t('account.profileHeading') })).toContainText(other.shopper.email);
  expect(sent).toContain(`Bearer ${other.shopper.token}`);
});

/** Resolves with the first request for `path` (any locale prefix aside) that the browser makes, prefetch included. */
const requestFor = (page: Page, path: string) =>
  page.context().waitForEvent('request', { predicate: (sent) => new URL(sent.url()).pathname.replace(/\/$/, '') === path, timeout: 5000 });

/** The page with its own scripts run (they load after the first paint). */
async function openWithScripts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('on a product page, pointing at the cart link fetches the cart page before the press', async ({ page, request }) => {
  await useShopper(page, await signUp(request, 'hover'));
  await openWithScripts(page, '/product/1');
  const prefetched = requestFor(page, '/cart');
  await page.locator('header').getByRole('link', { name: t('nav.cart') }).hover();
  await prefetched;
});

test("pointing at the cart link also fetches the code the cart draws with, which the product page never loaded", async ({ page, request }) => {
  await useShopper(page, await signUp(request, 'modules'));
  const cart = await (await page.request.get('/cart')).text();
  const island = cart.match(/<astro-island\b[^>]*component-url="([^"]+)"[^>]*client="load"/)?.[1];
  const react = cart.match(/<script data-modules="[^"]*(\/_astro\/react\.[^" ]+)/)?.[1];
  expect(island && react, 'the cart page requests its island and React').toBeTruthy();
  const fetched: string[] = [];
  page.context().on('request', (sent) => void fetched.push(new URL(sent.url()).pathname));
  await openWithScripts(page, '/product/1');
  expect(fetched).not.toContain(react);
  await page.locator('header').getByRole('link', { name: t('nav.cart') }).hover();
  await expect.poll(() => fetched).toEqual(expect.arrayContaining([island, react]));
});

test('a guest pointing at the cart link, which asks them to sign in first, is not sent its code', async ({ page }) => {
  const cart = await (await page.request.get('/cart')).text();
  // React may come, for the sign-in form the press opens; the cart's own island must not.
  const island = cart.match(/<astro-island\b[^>]*component-url="(\/_astro\/CartLines\.[^"]+)"/)?.[1];
  expect(island).toBeTruthy();
  const fetched: string[] = [];
  page.context().on('request', (sent) => void fetched.push(new URL(sent.url()).pathname));
  await openWithScripts(page, '/product/1');
  await page.locator('header').getByRole('link', { name: t('nav.cart') }).hover();
  await page.waitForTimeout(1000);
  expect(fetched).not.toContain(island);
});

test('on a product page, focusing the cart link with the keyboard fetches the cart page', async ({ page, request }) => {
  await useShopper(page, await signUp(request, 'focus'));
  await openWithScripts(page, '/product/1');
  const prefetched = requestFor(page, '/cart');
  await page.locator('header').getByRole('link', { name: t('nav.cart') }).focus();
  await prefetched;
});

test('nothing is fetched before the shopper shows an intent', async ({ page }) => {
  const early: string[] = [];
  page.context().on('request', (sent) => {
    if (['/cart', '/checkout', '/my-orders'].includes(new URL(sent.url()).pathname.replace(/\/$/, ''))) early.push(sent.url());
  });
  await openWithScripts(page, '/product/1');
  await page.waitForTimeout(500);
  expect(early).toEqual([]);
});

test('the cart\'s checkout link, the account menu\'s My Orders and an order\'s link are fetched on intent', async ({ page, request }) => {
  const { shopper, itemId } = await busyShopper(request, 'intent');
  await useShopper(page, shopper);

  await openWithScripts(page, '/cart');
  let prefetched = requestFor(page, '/checkout');
  await page.getByRole('link', { name: t('cart.checkout') }).hover();
  await prefetched;

  prefetched = requestFor(page, '/my-orders');
  await page.locator('header').getByRole('button', { name: t('header.account') }).click();
  await page.getByRole('menuitem', { name: t('nav.myOrders') }).hover();
  await prefetched;

  await openWithScripts(page, '/my-orders');
  prefetched = requestFor(page, `/order-detail/${itemId}`);
  await page.locator(`a[href$="/order-detail/${itemId}"]`).first().hover();
  await prefetched;
});
