import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';

// The cart and wishlist pages show what the shopper keeps in this browser: lines added on a
// product page, changed and removed on /cart and /wishlist, in the page's language.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const fr = JSON.parse(read('content/i18n/fr.json')) as Record<string, string>;
const productName = (id: string): string => (JSON.parse(read(`content/products/${id}.json`)) as { name: string }).name;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control's name from its template: the product name, then its colour and size in brackets. */
const fill = (template: string, name: string): RegExp => {
  const [before, after] = template.split('{{name}}') as [string, string];
  return new RegExp(`^${escape(before)}${escape(name)} \\([^)]*\\)${escape(after)}$`);
};

/** An island works once Astro has removed its `ssr` marker. */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

/** Chooses a colour and a size on a product page and presses one of its buttons. */
async function chooseOnProductPage(page: Page, id: string, color: string, size: string, button: string): Promise<void> {
  await page.goto(`/product/${id}`);
  await hydrated(page, 'ProductOptions');
  await page.getByRole('radio', { name: en[`color.${color}`], exact: true }).check();
  await page.getByRole('button', { name: en[`size.${size}`], exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a line added on the product page is shown, stepped up and removed on /cart', async ({ page }) => {
  const name = productName('1'); // AED 45, no discount
  await chooseOnProductPage(page, '1', 'black', 'xl', en['common.addToCart']!);
  await toast(page, en['toast.addedToCart']!);

  await page.goto('/cart');
  const table = page.getByRole('table', { name: en['cart.caption'] });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/product/1?color=black&size=xl');
  await expect(row).toContainText(en['color.black']!);
  await expect(row).toContainText('XL');
  await expect(row.locator('.cart-lines__price')).toHaveText('AED 45.00');
  await expect(row.locator('.cart-lines__total')).toHaveText('AED 45.00');
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeHidden();

  await page.getByRole('button', { name: fill(en['cart.increase']!, name) }).click();
  await expect(row.getByRole('status')).toHaveText('2');
  await expect(row.locator('.cart-lines__total')).toHaveText('AED 90.00');
  await expect(page.locator('.cart-lines__subtotal')).toContainText('AED 90.00');
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('2');
  await expect(page.getByRole('link', { name: en['cart.checkout'], exact: true })).toHaveAttribute('href', '/checkout');

  await page.getByRole('button', { name: fill(en['cart.remove']!, name) }).click();
  await toast(page, en['toast.removedFromCart']!);
  await expect(table).toHaveCount(0);
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeVisible();
  await expect(page.getByRole('link', { name: en['common.continueShopping'], exact: true })).toHaveAttribute('href', '/shop-grid-standard');
});

test('decreasing a single item removes it; unknown variants are left out; the cart clears', async ({ page }) => {
  await page.goto('/cart');
  const kept = variantIdOf('2', 'blue', 'm');
  const single = variantIdOf('1', 'white', 'x');
  await page.evaluate(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    [
      { variant_id: kept, quantity: 3 },
      { variant_id: single, quantity: 1 },
      { variant_id: 99_999_999, quantity: 1 },
    ],
  );
  await page.reload();
  const table = page.getByRole('table', { name: en['cart.caption'] });
  await expect(table.getByRole('row')).toHaveCount(3); // header and two lines
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeHidden();

  await page.getByRole('button', { name: fill(en['cart.decrease']!, productName('1')) }).click();
  await toast(page, en['toast.removedFromCart']!);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: en['cart.clear'], exact: true }).click();
  await toast(page, en['toast.removedAllFromCart']!);
  await expect(page.getByText(en['shell.cartEmpty']!)).toBeVisible();
});

test('a wishlist item added on the product page goes to the cart and is removed on /wishlist', async ({ page }) => {
  const name = productName('2');
  await chooseOnProductPage(page, '2', 'white', 'm', en['common.addToWishlist']!);
  await toast(page, en['toast.addedToWishlist']!);

  await page.goto('/wishlist');
  const list = page.getByRole('list', { name: en['wishlist.listLabel'] });
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(item).toContainText(en['color.white']!);
  await expect(item).toContainText(en['common.inStock']!);
  await expect(page.getByText(en['shell.wishlistEmpty']!)).toBeHidden();

  const cartCount = page.locator('[data-count="cart"]').first();
  await expect(cartCount).toBeHidden();
  await item.getByRole('button', { name: new RegExp(`^${en['common.addToCart']}`) }).click();
  await toast(page, en['toast.addedToCart']!);
  await expect(cartCount).toHaveText('1');

  await page.getByRole('button', { name: fill(en['wishlist.remove']!, name) }).click();
  await toast(page, en['toast.removedFromWishlist']!);
  await expect(page.getByText(en['shell.wishlistEmpty']!)).toBeVisible();
});

test('the French cart speaks French', async ({ page }) => {
  await page.goto('/fr/cart');
  await expect(page.getByRole('heading', { level: 1, name: fr['shell.cartHeading'] })).toBeVisible();
  await expect(page.getByText(fr['shell.cartEmpty']!)).toBeVisible();

  await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify([{ variant_id: id, quantity: 2 }])), variantIdOf('1', 'brown', 'xxl'));
  await page.reload();
  const table = page.getByRole('table', { name: fr['cart.caption'] });
  for (const key of ['cart.product', 'common.price', 'common.quantity', 'order.total']) {
    await expect(table.getByRole('columnheader', { name: fr[key], exact: true })).toBeVisible();
  }
  await expect(table).toContainText(fr['color.brown']!);
  await expect(page.getByRole('heading', { level: 2, name: fr['cart.summary'] })).toBeVisible();
  await expect(page.getByText(fr['cart.subtotal']!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fill(fr['cart.increase']!, productName('1')) })).toBeVisible();
  await expect(page.getByRole('link', { name: fr['cart.checkout'], exact: true })).toHaveAttribute('href', '/fr/checkout');
});

test('filled cart and wishlist pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/cart');
  await page.evaluate(
    ([cart, wishlist]) => {
      localStorage.setItem('cart', JSON.stringify(cart));
      localStorage.setItem('wishlist', JSON.stringify(wishlist));
    },
    [
      [
        { variant_id: variantIdOf('1', 'black', 'xl'), quantity: 2 },
        { variant_id: variantIdOf('4', 'black', 'm'), quantity: 1 },
      ],
      [{ id: variantIdOf('1', 'brown', 'm') }, { id: variantIdOf('3', 'black', 'm') }],
    ] as const,
  );
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
