import { expect, test, type Page } from './fixtures/test.ts';

// The shop listing and the product options hydrate on the shopper's first reach for them
// (client:interaction, src/build/interaction-directive.client.ts). Nothing of React loads before
// that, and the press that wakes an island still does what it says. The island's JavaScript is
// held back for a moment once the page has loaded, so each press lands before React is there.

const DESKTOP = { width: 1350, height: 940 };
test.use({ viewport: DESKTOP });

/** Loads a page and returns the island's component and renderer files, and every script requested. */
async function open(page: Page, path: string, component: string) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const island = page.locator(`astro-island[component-url*="${component}"]`);
  const files = [await island.getAttribute('component-url'), await island.getAttribute('renderer-url')];
  // From now on the island's code arrives late, as on a slow network.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  return { island, files: files as string[], scripts };
}

test('a product page loads no React until the shopper reaches for the options; the first presses count', async ({ page }) => {
  const { island, files, scripts } = await open(page, '/product/1', 'ProductOptions');
  await page.waitForTimeout(1000);
  expect(scripts.filter((path) => files.includes(path))).toEqual([]);
  await expect(island).toHaveAttribute('ssr', '');

  await page.getByRole('radio', { name: 'Black', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Black', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/color=black/);
  await expect(page.getByRole('button', { name: 'Enlarge image 5 of 5' })).toBeInViewport({ ratio: 0.5 });
  expect(scripts).toEqual(expect.arrayContaining(files));

  await page.getByRole('button', { name: 'Size M', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Size M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/color=black&size=m$/);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in or register' })).toBeVisible();
});

test('a size pressed before React has loaded is chosen', async ({ page }) => {
  const { island } = await open(page, '/product/1', 'ProductOptions');
  await page.getByRole('button', { name: 'Size XXL', exact: true }).click();
  await expect(island).toHaveAttribute('ssr', '');
  await expect(page.getByRole('button', { name: 'Size XXL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/size=xxl$/);
});

test('Add To Cart as the very first press asks a guest to sign in', async ({ page }) => {
  // Product 91 has no colours or sizes, so Add To Cart is ready from the start.
  const { island } = await open(page, '/product/91', 'ProductOptions');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(island).toHaveAttribute('ssr', '');
  await expect(page.getByRole('dialog', { name: 'Sign in or register' })).toBeVisible();
});

test('keyboard: a focused colour takes Space and a focused size takes Enter', async ({ page }) => {
  await open(page, '/product/1', 'ProductOptions');
  const white = page.getByRole('radio', { name: 'White', exact: true });
  await white.focus();
  await page.keyboard.press('Space');
  await expect(white).toBeChecked();
  await expect(page).toHaveURL(/color=white/);
  const size = page.getByRole('button', { name: 'Size XL', exact: true });
  await size.focus();
  await page.keyboard.press('Enter');
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/color=white&size=xl$/);
});

test('a product URL naming a colour and size hydrates at once and shows them', async ({ page }) => {
  await page.goto('/product/1?color=blue&size=xxl');
  await expect(page.locator('astro-island[component-url*="ProductOptions"]')).not.toHaveAttribute('ssr', /.*/);
  await expect(page.getByRole('radio', { name: 'Blue', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Size XXL', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

const resultCount = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ results?$/);

test('the shop listing loads no React before interaction; the first filter click filters', async ({ page }) => {
  const { island, files, scripts } = await open(page, '/shop-grid-standard', 'ShopBrowser');
  await page.waitForTimeout(1000);
  expect(scripts.filter((path) => files.includes(path))).toEqual([]);
  await expect(island).toHaveAttribute('ssr', '');

  const men = page.getByRole('link', { name: /^Men, \d+ results$/ });
  const count = Number(/\((\d+)\)/.exec(await men.innerText())![1]);
  await men.click();
  await expect(page).toHaveURL(/\/shop-grid-standard\/?\?category=men$/);
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${count} results?$`));
  expect(scripts).toEqual(expect.arrayContaining(files));
});

test("the listing's props wait for the shopper too: fetched once, when the island is reached", async ({ page }) => {
  const props: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_astro/props/')) props.push(request.url());
  });
  const { island } = await open(page, '/shop-grid-standard', 'ShopBrowser');
  // The page carries where they are, not the listing's products, filters and words.
  await expect(island).not.toHaveAttribute('props', /.*/);
  await expect(island).toHaveAttribute('props-src', /^\/_astro\/props\/[0-9a-f]+\.json$/);
  await page.waitForTimeout(500);
  expect(props).toEqual([]);

  const men = page.getByRole('link', { name: /^Men, \d+ results$/ });
  const count = Number(/\((\d+)\)/.exec(await men.innerText())![1]);
  await men.click();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${count} results?$`));
  expect(props).toHaveLength(1);
});

test("when the listing's props cannot be read, the first press does what it does without JavaScript", async ({ page }) => {
  const { island } = await open(page, '/shop-grid-standard', 'ShopBrowser');
  await page.route('**/_astro/props/**', (route) => route.abort());
  await page.getByRole('link', { name: /^Men, \d+ results$/ }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\/?\?category=men$/);
  await expect(island).toHaveAttribute('ssr', '');
});

test('the first sort choice sorts the listing', async ({ page }) => {
  await open(page, '/shop-grid-standard', 'ShopBrowser');
  await page.getByLabel('Sort by').selectOption({ label: 'Price - Low to High' });
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(async () => {
    const prices = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Number(card.querySelector('[data-price-aed]:not(del)')?.getAttribute('data-price-aed'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
});

test('keyboard: Enter on a focused page link shows page 2 in place', async ({ page }) => {
  await open(page, '/shop-grid-standard', 'ShopBrowser');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Go to page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(resultCount(page)).toHaveText(/^Showing 13–24 of/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a listing URL with a query hydrates at once and shows that view', async ({ page }) => {
  await page.goto('/shop-grid-standard?page=2');
  await expect(page.locator('astro-island[component-url*="ShopBrowser"]')).not.toHaveAttribute('ssr', /.*/);
  await expect(resultCount(page)).toHaveText(/^Showing 13–24 of/);
});

test('on a phone, the first press of Filters opens the sheet', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await open(page, '/shop-grid-standard', 'ShopBrowser');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('link', { name: /^Men, \d+ results$/ })).toBeVisible();
});
