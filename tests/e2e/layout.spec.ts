// The shared layout as a shopper meets it: currency, language, banner, mobile menu, sticky header.
import { expect, test, type Page } from './fixtures/test.ts';
import { FALLBACK_RATES } from '../../src/lib/currency.ts';

test('the currency choice converts the free-delivery banner without a reload and is remembered', async ({ page }) => {
  await page.goto('/shipping-policy');
  const banner = page.locator('.topbar__banner');
  await expect(banner).toContainText('AED 200.00');
  await page.getByLabel('Currency').first().selectOption('USD');
  const usd = (200 * FALLBACK_RATES.USD).toFixed(2);
  await expect(banner).toContainText(`$${usd}`);
  await page.reload();
  await expect(banner).toContainText(`$${usd}`);
  await expect(page.getByLabel('Currency').first()).toHaveValue('USD');
});

test('the language selector opens the same page in another locale', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await page.getByLabel('Language').first().click();
  await page.getByRole('link', { name: 'Français' }).first().click();
  await expect(page).toHaveURL(/\/fr\/shop-grid-standard\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("the spec's legacy 'fn' prefix lands on the French page", async ({ page }) => {
  await page.goto('/fn/about');
  await expect(page).toHaveURL(/\/fr\/about\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the off-canvas menu has search, navigation, language and every currency', async ({ page }) => {
    await page.goto('/');
    // The header's own search box gives way to the menu's on narrow screens.
    await expect(page.locator('#header-search')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('searchbox')).toBeVisible();
    for (const name of ['Home', 'Cart', 'Wishlist', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.locator('select[data-currency-select] option')).toHaveText(['AED', 'USD $', 'EUR €', 'GBP £']);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  test('the narrow-screen logo is used below 1000 px', async ({ page }) => {
    await page.goto('/');
    const logo = page.locator('.logo img').first();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('logo-mobile');
  });
});

/** Where an element sits on the page, not on the screen. */
const pageY = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test('the header sticks without moving the page: the top bar scrolls away, the rest stays on screen', async ({ page }) => {
  await page.goto('/blog-standard');
  const before = await pageY(page, 'main h1');

  await page.evaluate(() => window.scrollTo(0, 600));
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveClass(/is-sticky/);
  // A press that lands while the header sticks must not find the page 40 px away.
  expect(await pageY(page, 'main h1')).toBe(before);
  expect(await header.locator('.header-main').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-sticky/);
  expect(await header.locator('.topbar').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('on a phone in German the top bar wraps, and none of it stays when the header sticks', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/blog-standard');
  const topbar = page.locator('[data-site-header] .topbar');
  expect(await topbar.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(40);

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator('[data-site-header]')).toHaveClass(/is-sticky/);
  await expect.poll(() => topbar.evaluate((el) => el.getBoundingClientRect().bottom)).toBe(0);
  expect(await page.locator('.header-main').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('the header sticks after scrolling and scroll-to-top appears past 100 px', async ({ page }) => {
  await page.goto('/blog-standard');
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('[data-site-header]')).toHaveClass(/is-sticky/);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});
