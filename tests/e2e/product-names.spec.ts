import { expect, test, type Locator } from './fixtures/test.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { productName } from './fixtures/catalogue.ts';
import { addToServerCart, signUp, useShopper } from './fixtures/shopper.ts';

// Product names in the shopper's language (issue 26), shown on the Arabic site: cards, the product
// page and its tab title, the cart; and the discount badge reading "-20%" on an Arabic page.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the badge's minus sign and percent sign are drawn: the minus must come first, on the left. */
async function signPositions(badge: Locator): Promise<{ minus: number; percent: number }> {
  return badge.evaluate((element) => {
    const text = element.firstChild as Text;
    const left = (character: string) => {
      const range = document.createRange();
      const at = text.data.indexOf(character);
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().left;
    };
    return { minus: left('-'), percent: left('%') };
  });
}

test('the Arabic shop names its cards in Arabic, and their sale badges read "-N%"', async ({ page }) => {
  await page.goto('/ar/shop-grid-standard');
  const names = page.locator('.product-card__link');
  await expect(names.first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const id = (await names.nth(i).getAttribute('href'))!.match(/\/product\/(\d+)/)![1]!;
    await expect(names.nth(i)).toHaveText(productName(id, 'ar'));
    expect(productName(id, 'ar')).not.toBe(productName(id, 'en'));
  }
  const badge = page.locator('.product-card .badge--sale').first();
  await expect(badge).toHaveText(/^\u200e?-\d+\u200e?%\u200e?$/);
  const { minus, percent } = await signPositions(badge);
  expect(minus).toBeLessThan(percent);
});

test('the Arabic product page names the product in Arabic in its heading and tab title, its badge reading "-20%"', async ({ page }) => {
  const name = productName('6', 'ar');
  expect(name).toBe('شيلة شيفون بألوان متدرّجة');
  await page.goto('/ar/product/6');
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escape(name)));
  await expect(page.getByRole('img', { name: new RegExp(escape(name)) }).first()).toBeAttached();

  const badge = page.locator('.summary .badge--sale');
  await expect(badge).toHaveText(/^\u200e?-20\u200e?%\u200e?$/);
  const { minus, percent } = await signPositions(badge);
  expect(minus).toBeLessThan(percent);

  // The same page in English and French keeps their own names.
  await page.goto('/product/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Ombré Chiffon Shayla', exact: true })).toBeVisible();
  await page.goto('/fr/product/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Shayla ombré en mousseline', exact: true })).toBeVisible();
});

test("the Arabic cart names its line in Arabic", async ({ page, request }) => {
  const shopper = await signUp(request, 'arabic-names');
  await addToServerCart(request, shopper, variantIdOf('1', 'black', 'm'));
  await useShopper(page, shopper);
  await page.goto('/ar/cart');
  await expect(page.getByRole('main').getByRole('link', { name: productName('1', 'ar'), exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(productName('1', 'en'));
});
