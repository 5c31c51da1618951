// The shared layout as a shopper meets it: currency, language, banner, mobile menu, sticky header.
import { expect, test, type Page } from './fixtures/test.ts';
import { FALLBACK_RATES } from '../../src/lib/currency.ts';

test('the banner and the shipping policy agree in every currency, the threshold as a shopper reads it ("over $55")', async ({ page }) => {
  await page.goto('/shipping-policy');
  const banner = page.locator('.topbar__banner > span:visible');
  const policy = page.locator('.prose [data-delivery]:visible');
  await expect(banner).toHaveText('Free delivery on orders over AED 200');
  await expect(policy).toHaveText('Delivery costs AED 25.00 on orders under AED 200, and is free on orders of AED 200 or more.');
  // AED 200 is $54.46 at the built-in rate: shown rounded up, so an order of the amount shown is free.
  const whole = (code: 'USD' | 'EUR' | 'GBP') => Math.ceil(200 * FALLBACK_RATES[code]);
  const charge = (code: 'USD' | 'EUR' | 'GBP') => (25 * FALLBACK_RATES[code]).toFixed(2);
  for (const [code, threshold, fee] of [
    ['USD', `$${whole('USD')}`, `$${charge('USD')}`],
    ['EUR', `€${whole('EUR')}`, `€${charge('EUR')}`],
    ['GBP', `£${whole('GBP')}`, `£${charge('GBP')}`],
  ] as const) {
    await page.getByLabel('Currency').first().selectOption(code);
    await expect(banner).toHaveText(`Free delivery on orders over ${threshold}`);
    await expect(policy).toHaveText(`Delivery costs ${fee} on orders under ${threshold}, and is free on orders of ${threshold} or more.`);
  }
  expect(whole('USD')).toBe(55);
  await page.reload();
  await expect(banner).toHaveText('Free delivery on orders over £41');
  await expect(page.getByLabel('Currency').first()).toHaveValue('GBP');
  // In French the euro follows the number, still whole.
  await page.goto('/fr/shipping-policy');
  await page.getByLabel('Devise').first().selectOption('EUR');
  await expect(banner).toContainText(`${whole('EUR')}\u00a0€`);
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
    await expect(menu.getByRole('combobox', { name: 'Search products…' })).toBeVisible();
    for (const name of ['Home', 'Cart', 'Wishlist', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.locator('select[data-currency-select] option')).toHaveText(['AED', 'USD $', 'EUR €', 'GBP £']);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  test("the logo is the mark and the shop's name, written in the page's language", async ({ page }) => {
    for (const [path, name] of [['/', 'Lamsa Veils'], ['/ar/', 'لمسة للحجاب'], ['/de/', 'Lamsa Schleier']] as const) {
      await page.goto(path);
      const logo = page.getByRole('banner').getByRole('link', { name, exact: true });
      await expect(logo).toBeVisible();
      await expect(logo.locator('img')).toHaveAttribute('src', '/assets/img/logo/mark.png');
      await expect(page.getByRole('contentinfo')).toContainText(`${name}.`);
    }
  });
});

/** Where an element sits on the page, not on the screen. */
const pageY = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

// On a phone in German the top bar wraps to two lines, so its height is not the one-line 40 px.
for (const { path, screen } of [
  { path: '/blog-standard', screen: { width: 1280, height: 720 } },
  { path: '/de/blog-standard', screen: { width: 360, height: 740 } },
]) {
  test(`the header sticks at the top without moving the page (${path}, ${screen.width} px)`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto(path);
    const header = page.locator('[data-site-header]');
    const topbar = header.locator('.topbar');
    if (screen.width < 400) expect(await topbar.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(40);
    const before = await pageY(page, 'main h1');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveClass(/is-sticky/);
    await expect(header).toHaveCSS('position', 'sticky');
    // A press that lands as the header sticks must not find the page moved.
    expect(await pageY(page, 'main h1')).toBe(before);
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await expect(topbar).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-sticky/);
    await expect(topbar).toBeVisible();
    expect(await pageY(page, 'main h1')).toBe(before);
  });
}

// The stuck header is about 124 px tall with the desktop nav row and 65 px on a phone: an anchor the
// page jumps to lands below it, not under it.
for (const screen of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
  test(`a jump to an anchor lands below the stuck header (${screen.width} px)`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto('/blog-details-standard/a-short-history-of-the-ghutra');
    await page.locator('.article__meta a[href="#comments"]').click();
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveClass(/is-sticky/);
    const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await page.locator('#comments-title').evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    // …and close below it, not half a screen down.
    expect(headingTop - headerBottom).toBeLessThan(40);
  });
}

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

test('on a phone the scroll-to-top button covers no "View all" link or "Add to Compare" button, and shows at the footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/shop-grid-standard']) {
    await page.goto(path);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 400; y < height; y += 350) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // What a shopper taps near the screen's lower corner, against the button's box when it shows.
      const covered = await page.evaluate(() => {
        const top = document.querySelector('[data-scroll-top]')!;
        if (getComputedStyle(top).visibility !== 'visible') return [];
        const box = top.getBoundingClientRect();
        return [...document.querySelectorAll('a, button')]
          .filter((target) => target !== top && /View all|Add to Compare/.test(target.textContent ?? ''))
          .filter((target) => {
            const r = target.getBoundingClientRect();
            return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          })
          .map((target) => target.textContent!.trim());
      });
      expect(covered, `${path} at ${y}px`).toEqual([]);
    }
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});
