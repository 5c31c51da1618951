import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { variantsOf } from '../../src/lib/catalogue/variants.ts';
import type { Locale } from '../../src/lib/locale.ts';
import { addToServerCart, addToServerWishlist, checkOut, signUp, useShopper } from './fixtures/shopper.ts';
import { layoutShift, watchLayoutShifts } from './fixtures/layout-shift.ts';

// Issue 28: a per-shopper page a shopper has seen before paints its content as this browser last
// drew it, before React has arrived, when what it was drawn from is unchanged; the island then
// takes its place without anything moving. A changed list draws nothing stale, and a sign-out
// forgets every copy.

const words = (locale: Locale) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const catalogue = loadCatalogue();
const product = (id: string) => catalogue.find((entry) => entry.id === id)!;
const firstVariant = (id: string) => variantsOf(product(id))[0]!.id;
const REACT = /\/_astro\/react\.[\w-]+\.js$/;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Holds React's file back until the returned function is called. */
async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT, async (route) => {
    await held;
    // A page left while React was held has no request left to answer.
    await route.continue().catch(() => undefined);
  });
  return release;
}

const frame = (page: Page, name: string) => page.locator(`[data-drawn-copy="${name}"]`);

for (const locale of ['en', 'ar'] as const) {
  const t = words(locale);
  test(`${locale}: the wishlist seen before paints its lines before React, then the island takes their place unmoved`, async ({ page, request }) => {
    const shopper = await signUp(request, `drawn-${locale}`);
    await addToServerWishlist(request, shopper, firstVariant('1'));
    await addToServerWishlist(request, shopper, firstVariant('2'));
    await useShopper(page, shopper);
    const names = ['1', '2'].map((id) => product(id).name[locale] ?? product(id).name.en);
    const list = page.getByRole('list', { name: t['wishlist.listLabel'] });

    await page.goto(`${prefix(locale)}/wishlist`);
    for (const name of names) await expect(list.getByRole('link', { name })).toBeVisible();

    await watchLayoutShifts(page);
    const release = await holdReact(page);
    await page.goto(`${prefix(locale)}/wishlist`);
    // React is held: what shows is the copy, inert, with no loading line beside it.
    for (const name of names) await expect(frame(page, 'wishlist').getByText(name, { exact: true })).toBeVisible();
    await expect(frame(page, 'wishlist')).toHaveAttribute('inert', '');
    await expect(page.getByText(t['common.loading']!, { exact: true })).toBeHidden();
    await expect(page.locator('astro-island').getByRole('list', { name: t['wishlist.listLabel'] })).toHaveCount(0);
    const painted = await layoutShift(page);

    release();
    for (const name of names) await expect(list.getByRole('link', { name })).toBeVisible();
    await expect(frame(page, 'wishlist')).toBeEmpty();
    expect((await layoutShift(page)) - painted).toBeLessThan(0.001);
  });
}

test('a changed currency or list paints no copy', async ({ page, request }) => {
  const shopper = await signUp(request, 'drawn-changed');
  await addToServerWishlist(request, shopper, firstVariant('1'));
  await useShopper(page, shopper);
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: product('1').name.en })).toBeVisible();

  for (const change of [
    () => localStorage.setItem('currency', JSON.stringify('USD')),
    () => localStorage.setItem('wishlist', JSON.stringify([])),
  ]) {
    // Changed from a page without the island, which could otherwise keep its copy again after it,
    // once that page's header has synced the shopper's lists (else the sync could put the server's
    // list back over the change).
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.evaluate(change);
    const release = await holdReact(page);
    await page.goto('/wishlist');
    await page.waitForLoadState('domcontentloaded');
    await expect(frame(page, 'wishlist')).toBeEmpty();
    await expect(page.getByText(product('1').name.en)).toHaveCount(0);
    release();
    await page.unroute(REACT);
  }
});

test('My Orders and an order seen before paint before React; a sign-out forgets them', async ({ page, request }) => {
  const shopper = await signUp(request, 'drawn-orders');
  await addToServerCart(request, shopper, firstVariant('1'));
  await checkOut(request, shopper);
  await useShopper(page, shopper);
  const name = product('1').name.en;

  await page.goto('/my-orders');
  await expect(page.locator('.orders').getByRole('link', { name }).first()).toBeVisible();
  const orderHref = await page.locator('.orders a[href*="/order-detail/"]').first().getAttribute('href');
  await page.goto(orderHref!);
  await expect(page.getByRole('article')).toContainText(name);

  let release = await holdReact(page);
  await page.goto('/my-orders');
  await expect(frame(page, 'orders').getByText(name).first()).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
  // A press on the copy is no press: it waits for the island's own card, which opens the order.
  const press = page.locator('.order-card').first().click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/my-orders$/);
  release();
  await press;
  await expect(page).toHaveURL(new RegExp(`${orderHref!}$`));

  await page.unroute(REACT);
  release = await holdReact(page);
  await page.goto(orderHref!);
  await expect(frame(page, 'order').getByText(name).first()).toBeVisible();
  release();
  await expect(page.getByRole('article')).toContainText(name);
  await expect(frame(page, 'order')).toBeEmpty();

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('drawn:')))).toEqual([]);
});
