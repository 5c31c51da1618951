// After Add to cart on a product page: the mini-cart (a drawer on a wide screen, a sheet on a phone)
// with the line added, the cart's subtotal, how far it is from free delivery, View cart and
// Checkout; focus moves into it, stays there, and goes back to the button when Escape closes it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { addToServerCart, signUp, useShopper } from './fixtures/shopper.ts';
import { productName } from './fixtures/catalogue.ts';

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = read('en');
const ar = read('ar');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

/** On /product/1 (AED 45) in `prefix`'s language: black, M, then the main Add to cart button. */
async function addBlackM(page: Page, t: Record<string, string>, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/product/1`);
  await page.getByRole('radio', { name: t['color.black'], exact: true }).check();
  await page.getByRole('button', { name: t['size.m'], exact: true }).click();
  await page.getByRole('button', { name: t['common.addToCart'], exact: true }).first().click();
}

test('desktop: a drawer at the inline end with the line, the subtotal and the distance to free delivery; Escape closes it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shopper = await signUp(request, 'mini-cart-desktop');
  await addToServerCart(request, shopper, variantIdOf('1', 'white', 'x'), 1); // AED 45 already in the cart
  await useShopper(page, shopper);
  await addBlackM(page, en);
  const dialog = page.getByRole('dialog', { name: en['miniCart.heading'] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(productName('1', 'en'));
  await expect(dialog).toContainText(`${en['color.black']}, M`);
  await expect(dialog).toContainText(en['miniCart.quantity']!.replace('{{quantity}}', '1'));
  // Both lines: AED 90.00, AED 110.00 short of the AED 200 threshold.
  await expect(dialog.locator('.mini-cart__subtotal')).toContainText('AED 90.00');
  await expect(dialog).toContainText(en['miniCart.away']!.replace('{{missing}}', 'AED 110.00'));
  await expect(dialog.getByRole('link', { name: en['miniCart.viewCart'] })).toHaveAttribute('href', '/cart');
  await expect(dialog.getByRole('link', { name: en['miniCart.checkout'] })).toHaveAttribute('href', '/checkout');
  // Focus is inside, and Tab keeps it there.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  // A drawer: the full height, against the right edge.
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280);
  expect(Math.round(box.height)).toBe(800);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: en['common.addToCart'], exact: true }).first()).toBeFocused();
  // Checkout from the mini-cart.
  await page.getByRole('button', { name: en['common.addToCart'], exact: true }).first().click();
  await expect(dialog.locator('.mini-cart__subtotal')).toContainText('AED 135.00');
  await dialog.getByRole('link', { name: en['miniCart.checkout'] }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
});

test('phone: a sheet from the bottom; free delivery said once the cart reaches it; in Arabic the drawer is on the left', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shopper = await signUp(request, 'mini-cart-phone');
  await addToServerCart(request, shopper, variantIdOf('1', 'white', 'x'), 4); // AED 180
  await useShopper(page, shopper);
  await addBlackM(page, en);
  const dialog = page.getByRole('dialog', { name: en['miniCart.heading'] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en['cart.deliveryFree']!);
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(Math.round(box.width)).toBe(390);
  await dialog.getByRole('button', { name: en['miniCart.close'] }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await addBlackM(page, ar, '/ar');
  const arabic = page.getByRole('dialog', { name: ar['miniCart.heading'] });
  await expect(arabic).toBeVisible();
  expect(Math.round((await arabic.boundingBox())!.x)).toBe(0);
  await expect(arabic.getByRole('link', { name: ar['miniCart.viewCart'] })).toHaveAttribute('href', '/ar/cart');
});
