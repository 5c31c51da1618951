import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { codeSentTo, freshEmail } from './fixtures/outbox.ts';
import { serverCart, setPassword } from './fixtures/shopper.ts';
import { productName } from './fixtures/catalogue.ts';

// One shopper's whole purchase, as issue 7 tells it: a guest's Add To Cart opens the modal, the
// shopper registers and finds the item added, adds a second product in another size, changes a
// quantity, checks out with cash on delivery, and follows both order items; a second device
// signed in to the same account sees the same; Logout empties the counts and the orders page.

const en = JSON.parse(readFileSync(new URL('../../content/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) =>
  en[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const field = (page: Page, key: string) => page.getByLabel(t(key), { exact: true });

async function choose(page: Page, id: string, color: string, size: string): Promise<void> {
  await page.goto(`/product/${id}`);
  await page.getByRole('radio', { name: t(`color.${color}`), exact: true }).check();
  await page.getByRole('button', { name: t(`size.${size}`), exact: true }).click();
  await page.getByRole('button', { name: t('common.addToCart'), exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a guest buys two products with cash on delivery and follows them on two devices', async ({ page, browser, request }) => {
  const email = freshEmail('journey');

  // A guest's Add To Cart opens the modal; registering completes the add.
  await choose(page, '1', 'black', 'xl');
  const dialog = page.getByRole('dialog', { name: t('auth.dialogLabel') });
  await dialog.getByRole('tab', { name: t('auth.register') }).click();
  await dialog.getByLabel(t('auth.identifierLabel')).fill(email);
  await dialog.getByRole('button', { name: t('auth.continue') }).click();
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(await codeSentTo(email));
  await dialog.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('dialog', { name: t('miniCart.heading') })).toBeVisible();

  // A second product in another size, then one more of the first on the cart page.
  await choose(page, '4', 'black', 'm');
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('2');
  await page.goto('/cart');
  await page.getByRole('button', { name: t('cart.increase', { name: `${productName('1')} (${t('color.black')}, XL)` }) }).click();
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('3');
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const shopper = { email, token, user: { id: 0, email } };
  await expect.poll(() => serverCart(request, shopper)).toEqual([
    expect.objectContaining({ variant_id: variantIdOf('1', 'black', 'xl'), quantity: 2 }),
    expect.objectContaining({ variant_id: variantIdOf('4', 'black', 'm'), quantity: 1 }),
  ]);

  // Checkout with cash on delivery.
  await page.getByRole('link', { name: t('cart.checkout'), exact: true }).click();
  await field(page, 'checkout.name').fill('Mariam Al Suwaidi');
  await field(page, 'checkout.street').fill('Villa 12, Street 7, Al Barsha 2');
  await field(page, 'checkout.city').fill('Dubai');
  await field(page, 'checkout.state').fill('Dubai');
  await field(page, 'checkout.country').selectOption('AE');
  await field(page, 'checkout.phone').fill('050 123 4567');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=ORD[^&]+&id=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(t('payment.orderNumber', { number: orderNumber }))).toBeVisible();
  await expect(page.locator('[data-count="cart"]').first()).toBeHidden();

  // Both order items in My Orders; one's detail with its timeline, summary and the city entered.
  await page.getByRole('main').getByRole('link', { name: t('nav.myOrders') }).click();
  await expect(page.getByRole('heading', { name: t('orders.title'), level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link', { name: /^Order #/ });
  await expect(cards).toHaveCount(2);
  await cards.first().click();
  await expect(page.getByRole('region', { name: t('order.statusTimeline') }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: t('order.summary') })).toContainText(orderNumber);
  await expect(page.getByRole('main')).toContainText('Dubai');

  // Another device signs in with the same e-mail (by password, set in the meantime) and sees the same orders.
  const password = 'journey-password-1';
  await setPassword(request, { email, token }, password);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.route('**/api/exchange-rates**', (route) => route.abort());
  await otherPage.goto('/my-orders');
  const main = otherPage.getByRole('main');
  await main.getByLabel(t('auth.identifierLabel')).fill(email);
  await main.getByRole('button', { name: t('auth.usePassword') }).click();
  await main.getByLabel(t('auth.enterPassword')).fill(password);
  await main.getByRole('button', { name: t('auth.loginButton'), exact: true }).click();
  await expect(main.getByRole('link', { name: /^Order #/ })).toHaveCount(2);
  await other.close();

  // Logout empties the header counts and the orders page.
  await page.getByRole('button', { name: t('header.account'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  await expect(page.getByRole('main').getByRole('link', { name: /^Order #/ })).toHaveCount(0);
  await expect(page.locator('[data-count="cart"]').first()).toBeHidden();
});
