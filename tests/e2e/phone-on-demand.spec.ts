import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import type { ApiReply, OrderItem, VariantStock } from '../../src/lib/api/types.ts';
import { freshUaeMobile } from './fixtures/outbox.ts';
import { addToServerCart, addToServerWishlist, checkOut, signUp, useShopper } from './fixtures/shopper.ts';

// The phone rules (libphonenumber-js and the numbering plans, src/lib/phone.ts) and the sign-in
// form load only when needed: a signed-in shopper with no number in sight downloads neither, a
// number typed is still checked exactly as before (even when sent before the rules arrive), and a
// stored number shows formatted without them (src/lib/phone-format.ts).

const en = JSON.parse(readFileSync(new URL('../../content/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const t = (key: string): string => en[key] ?? '';

/** A script of the phone rules: the numbering plans' metadata is in it and nowhere else. */
const isPhoneRules = (body: string) => body.includes('country_calling_codes');
/** A script of the sign-in form. */
const isAuthForm = (body: string) => body.includes('auth-form__tabs');

/**
 * Watches the scripts the page loads; the phone rules are held back until `release()` when
 * `hold` is set, as on a slow connection.
 */
async function watchScripts(page: Page, { hold = false } = {}) {
  const loaded: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    // Playwright's fetch, unlike a browser, does not send a request again when the kept-alive
    // connection it picked was just closed by the server (idle for its keep-alive time): once more.
    const response = await route.fetch().catch(() => route.fetch());
    const body = await response.text();
    if (isPhoneRules(body)) {
      loaded.push('phone rules');
      if (hold) await released;
    }
    if (isAuthForm(body)) loaded.push('sign-in form');
    await route.fulfill({ response, body });
  });
  return { loaded, release };
}

async function variantInStock(page: Page, product: number): Promise<number> {
  const reply = (await (await page.request.get(`/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
  const variant = (reply.data ?? []).find((v) => v.stock >= 10);
  expect(variant).toBeDefined();
  return variant!.variant_id;
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a signed-in shopper with no phone loads neither the phone rules nor the sign-in form until the phone field is reached', async ({ page, request }) => {
  const shopper = await signUp(request, 'no-phone');
  await addToServerCart(request, shopper, await variantInStock(page, 136));
  await addToServerWishlist(request, shopper, await variantInStock(page, 137));
  await useShopper(page, shopper);
  const scripts = await watchScripts(page);

  // Each page as the shopper sees it, every island hydrated and the network quiet.
  const ready: Record<string, () => Promise<void>> = {
    '/cart': () => expect(page.getByRole('link', { name: t('cart.checkout') })).toBeVisible(),
    '/wishlist': () => expect(page.getByRole('button', { name: t('common.addToCart') }).first()).toBeVisible(),
    '/my-account': () => expect(page.getByText(t('account.notAdded')).first()).toBeVisible(),
    '/checkout': () => expect(page.getByRole('button', { name: t('checkout.placeOrder') })).toBeVisible(),
  };
  for (const [path, shown] of Object.entries(ready)) {
    await page.goto(path);
    await shown();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.loaded, path).toEqual([]);
  }

  // Reaching the phone field loads them; its checks are as before.
  const phone = page.getByLabel(t('checkout.phone'), { exact: true });
  await phone.fill('050 123');
  await phone.blur();
  // Any UAE number (a courier may call a landline) of these digits is still too few to be one.
  await expect(page.getByText(t('phone.problem.invalid'))).toBeVisible();
  expect(scripts.loaded).toEqual(['phone rules']);
});

test('a number typed and sent before the phone rules arrive waits for them: refused when too short, sent in E.164 when right', async ({ page }) => {
  const scripts = await watchScripts(page, { hold: true });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/signup/otp') sent.push(request.postData() ?? '');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('auth.dialogLabel') });
  await dialog.getByRole('tab', { name: t('auth.register') }).click();
  const field = dialog.getByLabel(t('auth.identifierLabel'));
  await field.fill('050 123');
  await field.press('Enter');
  await expect.poll(() => scripts.loaded).toContain('phone rules');
  // Held back: nothing is sent and nothing is said yet.
  await expect(dialog.getByRole('alert')).toBeHidden();
  scripts.release();
  await expect(dialog.getByRole('alert')).toHaveText(t('phone.problem.too_short'));
  expect(sent).toEqual([]);

  const mobile = freshUaeMobile();
  await field.fill(mobile);
  await field.press('Enter');
  await expect(dialog.getByText(`+971 ${mobile.slice(1, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`)).toBeVisible();
  expect(sent).toHaveLength(1);
  // Sent as a form, as the spec's call sends it: the number in E.164.
  expect(sent[0]).toMatch(new RegExp(`name="phone"\\r\\n\\r\\n\\+971${mobile.slice(1)}\\r\\n`));
});

test("an order's phone shows formatted at once, without the phone rules", async ({ page, request }) => {
  const shopper = await signUp(request, 'order-phone');
  await addToServerCart(request, shopper, await variantInStock(page, 138));
  await checkOut(request, shopper);
  const items = (await (await request.get('/api/order-items?page=1&per_page=5', { headers: { Authorization: `Bearer ${shopper.token}` } })).json()) as ApiReply<OrderItem[]>;
  await useShopper(page, shopper);
  const scripts = await watchScripts(page);

  await page.goto(`/order-detail/${items.data![0]!.id}`, { waitUntil: 'networkidle' });
  const shipping = page.getByRole('region', { name: t('order.shippingInformation') });
  await expect(shipping).toContainText('+971 50 123 4567');
  expect(scripts.loaded).toEqual([]);
});
