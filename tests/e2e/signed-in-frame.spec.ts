import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { signUp, useShopper } from './fixtures/shopper.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { productName } from './fixtures/catalogue.ts';

// What a per-shopper page paints before its island has run. A browser that holds a session sees
// the signed-in frame (My Account's cards, the orders pages' spinner), never the guest's
// "Sign in to…" text; a guest never sees the frame; once the island shows its own state the frame
// is gone. The islands' bundles are held back (aborted) to look at the page as it first paints.

const en = JSON.parse(readFileSync(new URL('../../content/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const t = (key: string): string => {
  const text = en[key];
  if (text === undefined) throw new Error(`no ${key} in en.json`);
  return text;
};

const holdBackScripts = (page: Page) => page.route('**/_astro/**/*.js', (route) => route.abort());
const frame = (page: Page) => page.locator('[data-signed-in-frame]');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('My Account first paints the profile frame for a held session, with the note for its password', async ({ page, request }) => {
  const shopper = await signUp(request, 'frame');
  await useShopper(page, shopper);
  await holdBackScripts(page);

  await page.goto('/my-account');
  await expect(frame(page)).toHaveAttribute('inert', '');
  await expect(frame(page).getByRole('heading', { name: t('account.profileHeading') }).first()).toBeVisible();
  await expect(frame(page).getByText(t('account.passwordIntroNone'))).toBeVisible();
  await expect(frame(page).getByText(t('account.passwordIntroSet'))).toBeHidden();
  await expect(frame(page).getByText(t('account.ordersText')).first()).toBeVisible();
  await expect(page.getByText(t('shell.accountText'))).toBeHidden();
  // The island's loading line is for screen readers only: the cards sit right below the heading.
  const heading = await page.getByRole('heading', { name: t('meta.myAccount'), level: 1 }).boundingBox();
  const cards = await frame(page).boundingBox();
  expect(cards!.y - (heading!.y + heading!.height)).toBeLessThan(40);

  // An account with a password: the frame of its password card has the current password too.
  await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ ...JSON.parse(localStorage.getItem('user')!), has_password: true })));
  await page.reload();
  await expect(frame(page).getByText(t('account.passwordIntroSet'))).toBeVisible();
  await expect(frame(page).getByText(t('account.passwordIntroNone'))).toBeHidden();
  await expect(frame(page).getByText(t('account.currentPassword'), { exact: true })).toBeVisible();
});

test('with its scripts the profile replaces the frame: one details card, the shopper\'s own', async ({ page, request }) => {
  const shopper = await signUp(request, 'frame-gone');
  await useShopper(page, shopper);
  await page.goto('/my-account');
  const details = page.getByRole('region', { name: t('account.profileHeading') });
  await expect(details).toContainText(shopper.email);
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('account.profileHeading') })).toHaveCount(1);
});

test('a guest first sees the page\'s own text, never the signed-in frame', async ({ page }) => {
  await holdBackScripts(page);
  await page.goto('/my-account');
  await expect(frame(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: t('account.profileHeading') })).toBeHidden();
  await page.goto('/my-orders');
  await expect(frame(page)).toBeHidden();
  await expect(page.getByText(t('shell.ordersText'))).toBeVisible();
  await expect(page.getByText(t('shell.ordersSignedIn'))).toBeHidden();
});

test('My Orders and Order Detail first paint what they hold and their spinner for a held session, not "Sign in to…"', async ({ page, request }) => {
  const shopper = await signUp(request, 'frame-orders');
  await useShopper(page, shopper);
  await holdBackScripts(page);

  // The page's own line for a signed-in shopper, under the heading, before any script: the largest
  // paint of a first visit, where the orders themselves wait for React.
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: t('orders.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('shell.ordersSignedIn'))).toBeVisible();
  await expect(frame(page).locator('.orders-loading__spinner')).toBeVisible();
  await expect(page.getByText(t('shell.ordersText'))).toBeHidden();

  await page.goto('/order-detail/1');
  await expect(page.getByText(t('shell.orderSignedIn'))).toBeVisible();
  await expect(frame(page).getByText(t('order.loading'))).toBeVisible();
  await expect(page.getByText(t('shell.orderText'))).toBeHidden();

  // With the scripts, the island's own state takes the frame's place; the line stays above it.
  await page.unroute('**/_astro/**/*.js');
  await page.goto('/my-orders');
  await expect(page.getByText(t('orders.empty'))).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  const line = await page.getByText(t('shell.ordersSignedIn')).boundingBox();
  expect(line!.y).toBeLessThan((await page.getByText(t('orders.empty')).boundingBox())!.y);

  // Signed out in another tab: the line goes with the session.
  const other = await page.context().newPage();
  await other.goto('/about');
  await other.evaluate(() => localStorage.removeItem('token'));
  await expect(page.getByText(t('shell.ordersSignedIn'))).toBeHidden();
});

test('the cart and wishlist first paint the loading line for a browser that holds lines, never "… is empty"', async ({ page }) => {
  const variant = variantIdOf('1', 'brown', 'xxl');
  const held = [
    { path: '/cart', key: 'cart', lines: [{ variant_id: variant, quantity: 1 }], empty: t('shell.cartEmpty') },
    { path: '/wishlist', key: 'wishlist', lines: [{ id: variant }], empty: t('shell.wishlistEmpty') },
  ];
  await holdBackScripts(page);
  for (const list of held) {
    const loading = page.locator('main').getByText(t('common.loading'), { exact: true });
    await page.goto('/about');
    await page.evaluate(({ key, lines }) => localStorage.setItem(key, JSON.stringify(lines)), list);
    await page.goto(list.path);
    await expect(loading).toBeVisible();
    await expect(page.getByText(list.empty)).toBeHidden();

    // The same list emptied: its empty state from the first paint, and no loading line.
    await page.evaluate((key) => localStorage.setItem(key, '[]'), list.key);
    await page.reload();
    await expect(page.getByText(list.empty)).toBeVisible();
    await expect(loading).toBeHidden();
  }

  // With its scripts the cart's island takes over: its line, and neither the frame nor the empty state.
  await page.unroute('**/_astro/**/*.js');
  await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), held[0]!.lines);
  await page.goto('/cart');
  const name = productName('1');
  await expect(page.locator('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-held-frame]')).toHaveCount(0);
  await expect(page.getByText(t('shell.cartEmpty'))).toBeHidden();
});
