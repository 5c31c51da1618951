import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { codeSentTo, freshEmail } from './fixtures/outbox.ts';
import { addToServerCart, addToServerWishlist, checkOut, serverCart, signUp, useShopper } from './fixtures/shopper.ts';
import { productName } from './fixtures/catalogue.ts';

// Cart and wishlist on the server (spec sections 4, 6 and 7): a guest's add opens the login modal
// and completes once signed in; every change goes through the API; the pages show the account's
// lines on any device, in the page's language.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const fr = JSON.parse(read('content/i18n/fr.json')) as Record<string, string>;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control's name from its template: the product name, then its colour and size in brackets. */
const fill = (template: string, name: string): RegExp => {
  const [before, after] = template.split('{{name}}') as [string, string];
  return new RegExp(`^${escape(before)}${escape(name)} \\([^)]*\\)${escape(after)}$`);
};

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

/** Chooses a colour and a size on a product page and presses one of its buttons. */
async function chooseOnProductPage(page: Page, id: string, color: string, size: string, button: string): Promise<void> {
  await page.goto(`/product/${id}`);
  await page.getByRole('radio', { name: en[`color.${color}`], exact: true }).check();
  await page.getByRole('button', { name: en[`size.${size}`], exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a guest presses Add To Cart, registers in the modal, and finds the item added', async ({ page, request }) => {
  const name = productName('1'); // AED 45, no discount
  const email = freshEmail('guest-add');
  await chooseOnProductPage(page, '1', 'black', 'xl', en['common.addToCart']!);
  const dialog = page.getByRole('dialog', { name: en['auth.dialogLabel'] });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: en['auth.register'] }).click();
  await dialog.getByLabel(en['auth.identifierLabel']!).fill(email);
  await dialog.getByRole('button', { name: en['auth.continue'] }).click();
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(await codeSentTo(email));
  await dialog.getByRole('button', { name: en['auth.verifyOtp'] }).click();
  await expect(page.getByRole('dialog', { name: en['miniCart.heading'] })).toBeVisible();
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('1');

  await page.goto('/cart');
  const table = page.getByRole('table', { name: en['cart.caption'] });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/product/1?color=black&size=xl');
  await expect(row.locator('.cart-lines__total')).toHaveText('AED 45.00');

  await page.getByRole('button', { name: fill(en['cart.increase']!, name) }).click();
  await expect(row.getByRole('status')).toHaveText('2');
  await expect(row.locator('.cart-lines__total')).toHaveText('AED 90.00');
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('2');

  await page.getByRole('button', { name: fill(en['cart.remove']!, name) }).click();
  await toast(page, en['toast.removedFromCart']!);
  await expect(table).toHaveCount(0);
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeVisible();
});

test("the held add stays when the lists' reload, sent before it, answers after it", async ({ page }) => {
  // Signing in reloads the cart while the held add is on its way. Here the reload is read before
  // the add and answered after it, as happens on a busy network: the add must not be undone.
  const email = freshEmail('held-add-race');
  let reloadRead!: () => void;
  const reloadWasRead = new Promise<void>((resolve) => (reloadRead = resolve));
  let addAnswered!: () => void;
  const addWasAnswered = new Promise<void>((resolve) => (addAnswered = resolve));
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() === 'GET') {
      const response = await route.fetch();
      reloadRead();
      await addWasAnswered;
      await route.fulfill({ response });
    } else if (route.request().method() === 'POST') {
      await reloadWasRead;
      const response = await route.fetch();
      await route.fulfill({ response });
      addAnswered();
    } else await route.continue();
  });
  await chooseOnProductPage(page, '1', 'black', 'xl', en['common.addToCart']!);
  const dialog = page.getByRole('dialog', { name: en['auth.dialogLabel'] });
  await dialog.getByRole('tab', { name: en['auth.register'] }).click();
  await dialog.getByLabel(en['auth.identifierLabel']!).fill(email);
  await dialog.getByRole('button', { name: en['auth.continue'] }).click();
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(await codeSentTo(email));
  const reloads = page.waitForResponse((response) => response.url().endsWith('/api/cart') && response.request().method() === 'GET');
  await dialog.getByRole('button', { name: en['auth.verifyOtp'] }).click();
  await expect(page.getByRole('dialog', { name: en['miniCart.heading'] })).toBeVisible();
  await reloads;
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('1');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toContain('"quantity":1');
});

test('every change goes to the server: a second device sees the same cart; decrease at 1 removes; clear empties', async ({ page, browser, request }) => {
  const shopper = await signUp(request, 'two-devices');
  const kept = variantIdOf('2', 'blue', 'm');
  const single = variantIdOf('1', 'white', 'x');
  await addToServerCart(request, shopper, kept, 3);
  await addToServerCart(request, shopper, single, 1);
  await useShopper(page, shopper);
  await page.goto('/cart');
  const table = page.getByRole('table', { name: en['cart.caption'] });
  await expect(table.getByRole('row')).toHaveCount(3); // header and two lines
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('4');

  await page.getByRole('button', { name: fill(en['cart.decrease']!, productName('1')) }).click();
  await toast(page, en['toast.removedFromCart']!);
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await serverCart(request, shopper)).toEqual([expect.objectContaining({ variant_id: kept, quantity: 3 })]);

  // Another device, signed in to the same account, shows the same.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await useShopper(otherPage, shopper);
  await otherPage.goto('/');
  await expect(otherPage.locator('[data-count="cart"]').first()).toHaveText('3');
  await other.close();

  await page.getByRole('button', { name: en['cart.clear'], exact: true }).click();
  await toast(page, en['toast.removedAllFromCart']!);
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeVisible();
  expect(await serverCart(request, shopper)).toEqual([]);
});

test('a wishlist item added on the product page goes to the cart and is removed on /wishlist', async ({ page, request }) => {
  const shopper = await signUp(request, 'wish');
  await useShopper(page, shopper);
  const name = productName('2');
  await chooseOnProductPage(page, '2', 'white', 'm', en['common.addToWishlist']!);
  await toast(page, en['toast.addedToWishlist']!);
  await page.getByRole('button', { name: en['common.addToWishlist'], exact: true }).click();
  await toast(page, en['toast.alreadyInWishlist']!);

  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: en['wishlist.listLabel'] });
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(item).toContainText(en['color.white']!);

  const cartCount = page.locator('[data-count="cart"]').first();
  await expect(cartCount).toBeHidden();
  await item.getByRole('button', { name: new RegExp(`^${en['common.addToCart']}`) }).click();
  await toast(page, en['toast.addedToCart']!);
  await expect(cartCount).toHaveText('1');

  await page.getByRole('button', { name: fill(en['wishlist.remove']!, name) }).click();
  await toast(page, en['toast.removedFromWishlist']!);
  await expect(page.getByText(en['shell.wishlistEmpty']!)).toBeVisible();
});

test('a size sold out by another shopper since the build is refused with the spec toast and shows sold out', async ({ page, request }) => {
  const last = variantIdOf('7', 'white', 'm'); // stock 1 in the catalogue
  const rival = await signUp(request, 'rival');
  await addToServerCart(request, rival, last, 1);
  await checkOut(request, rival);

  const shopper = await signUp(request, 'too-late');
  await useShopper(page, shopper);
  // Live stock unreachable: the page offers the built stock, and the server refuses.
  await page.route('**/api/stock**', (route) => route.abort());
  await chooseOnProductPage(page, '7', 'white', 'm', en['common.addToCart']!);
  await toast(page, en['toast.addToCartFailed']!);
  await expect(page.getByText(en['cart.reason.outOfStock']!)).toBeVisible();
  await expect(page.getByRole('button', { name: `${en['size.m']}, ${en['common.soldOut']}`, exact: true })).toBeDisabled();
  expect(await serverCart(request, shopper)).toEqual([]);

  // With live stock, the sold-out size cannot even be chosen.
  await page.unroute('**/api/stock**');
  await page.goto('/product/7');
  await page.getByRole('radio', { name: en['color.white'], exact: true }).check();
  await expect(page.getByRole('button', { name: `${en['size.m']}, ${en['common.soldOut']}`, exact: true })).toBeDisabled();
});

test('lines a browser kept from before sign-in join the account at the first sign-in', async ({ page, request }) => {
  const shopper = await signUp(request, 'merge');
  await page.goto('/about');
  await page.evaluate(
    ([line, wish]) => {
      localStorage.setItem('cart', JSON.stringify([line]));
      localStorage.setItem('wishlist', JSON.stringify([wish]));
    },
    [{ variant_id: variantIdOf('4', 'black', 'm'), quantity: 2 }, { id: variantIdOf('3', 'black', 'm') }] as const,
  );
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, shopper);
  await page.reload();
  await expect.poll(() => serverCart(request, shopper)).toEqual([expect.objectContaining({ variant_id: variantIdOf('4', 'black', 'm'), quantity: 2 })]);
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('2');
  await expect(page.locator('[data-count="wishlist"]').first()).toHaveText('1');
});

test('a guest on /cart is asked to sign in; Logout empties the header counts', async ({ page, request }) => {
  await page.goto('/cart');
  await expect(page.getByText(en['cart.guestLead']!)).toBeVisible();
  await expect(page.getByRole('heading', { name: en['auth.title'] })).toBeVisible();

  const shopper = await signUp(request, 'logout-lists');
  await addToServerCart(request, shopper, variantIdOf('2', 'blue', 'm'), 2);
  await useShopper(page, shopper);
  await page.goto('/');
  const cartCount = page.locator('[data-count="cart"]').first();
  await expect(cartCount).toHaveText('2');
  await page.getByRole('button', { name: en['header.account'], exact: true }).click();
  await page.getByRole('menuitem', { name: en['nav.logout'] }).click();
  await expect(cartCount).toBeHidden();
});

test('the French cart speaks French', async ({ page, request }) => {
  const shopper = await signUp(request, 'french');
  await addToServerCart(request, shopper, variantIdOf('1', 'brown', 'xxl'), 2);
  await useShopper(page, shopper);
  await page.goto('/fr/cart');
  await expect(page.getByRole('heading', { level: 1, name: fr['shell.cartHeading'] })).toBeVisible();
  const table = page.getByRole('table', { name: fr['cart.caption'] });
  for (const key of ['cart.product', 'common.price', 'common.quantity', 'order.total']) {
    await expect(table.getByRole('columnheader', { name: fr[key], exact: true })).toBeVisible();
  }
  await expect(table).toContainText(fr['color.brown']!);
  await expect(page.getByRole('heading', { level: 2, name: fr['cart.summary'] })).toBeVisible();
  await expect(page.getByRole('button', { name: fill(fr['cart.increase']!, productName('1', 'fr')) })).toBeVisible();
  await expect(page.getByRole('link', { name: fr['cart.checkout'], exact: true })).toHaveAttribute('href', '/fr/checkout');
});

test('filled cart and wishlist pages have no serious accessibility violation', async ({ page, request }) => {
  const shopper = await signUp(request, 'axe');
  await addToServerCart(request, shopper, variantIdOf('1', 'black', 'xl'), 2);
  await addToServerCart(request, shopper, variantIdOf('4', 'black', 'm'), 1);
  await addToServerWishlist(request, shopper, variantIdOf('1', 'brown', 'm'));
  await addToServerWishlist(request, shopper, variantIdOf('3', 'black', 'm'));
  await useShopper(page, shopper);
  for (const [path, ready] of [
    ['/cart', '.cart-lines__table'],
    ['/de/wishlist', '.wishlist-items__list'],
  ] as const) {
    await page.goto(path);
    await page.locator(ready).waitFor();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(serious, path).toEqual([]);
  }
});
