import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { SHOP_LAYOUTS } from '../../src/lib/shop/layouts.ts';
import { productName } from './fixtures/catalogue.ts';

// The shop's filters, sorting and pagination, driven like a shopper: by role and visible text.

interface ProductFile {
  id: string;
  category: string[];
  variation?: { color: string; size: { stock: number }[] }[];
}

const products: ProductFile[] = readdirSync('content/products')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`content/products/${name}`, 'utf8')) as ProductFile);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
/** AED amounts of the prices shown (after discount), read from the price elements of each card. */
const shownPrices = async (page: Page) =>
  cards(page).evaluateAll((articles) => articles.map((a) => Number(a.querySelector('[data-price-aed]:not(del)')?.getAttribute('data-price-aed'))));
const resultCount = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ results?$/);

test('filtering by a category and a colour changes the products and survives a reload', async ({ page }) => {
  const men = products.filter((p) => p.category.includes('men'));
  // A colour lists the products with a variant in that colour in stock.
  const menInWhite = men.filter((p) => p.variation?.some((v) => v.color === 'white' && v.size.some((s) => s.stock > 0)));
  expect(menInWhite.length).toBeGreaterThan(0);

  await page.goto('/shop-grid-standard');
  await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${products.length} results`);
  const before = await cardNames(page);

  await page.getByRole('link', { name: `Men, ${men.length} results` }).click();
  await expect(page).toHaveURL(/\?category=men$/);
  await expect(resultCount(page)).toHaveText(`Showing 1–${Math.min(12, men.length)} of ${men.length} results`);

  await page.getByRole('link', { name: /^White, \d+ results?$/ }).click();
  await expect(page).toHaveURL(/\?category=men&color=white$/);
  const expected = `Showing 1–${Math.min(12, menInWhite.length)} of ${menInWhite.length} result${menInWhite.length === 1 ? '' : 's'}`;
  await expect(resultCount(page)).toHaveText(expected);
  const filtered = await cardNames(page);
  expect(filtered).not.toEqual(before);
  expect(new Set(filtered)).toEqual(new Set(menInWhite.slice(0, 12).map((p) => productName(p.id))));
  await expect(page.getByRole('link', { name: 'Remove filter Men' })).toBeVisible();

  await page.reload();
  await expect(resultCount(page)).toHaveText(expected);
  expect(await cardNames(page)).toEqual(filtered);

  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/shop-grid-standard\/?$/);
  await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${products.length} results`);
});

test('each sort orders the products it shows', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  // No wait for the island: a sort chosen before it hydrates is kept and applied once it has.
  const sort = page.getByLabel('Sort by');

  await sort.selectOption({ label: 'Price - Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await sort.selectOption({ label: 'Price - High to Low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBeGreaterThan(prices[prices.length - 1]!);
  }).toPass();

  await sort.selectOption({ label: 'Rating' });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(cards(page).first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

  await sort.selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards(page).first().getByText('New', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('pagination moves to page 2 and back', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const first = await cardNames(page);
  await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(resultCount(page)).toHaveText(`Showing 13–24 of ${products.length} results`);
  const second = await cardNames(page);
  expect(second).toHaveLength(12);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${products.length} results`);
});

test('a filter with no match says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/shop-grid-standard?q=no-such-product-anywhere');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${products.length} results`);
});

test('the French grid without sidebar lists products in French with a list view toggle', async ({ page }) => {
  const fr = JSON.parse(readFileSync('content/i18n/fr.json', 'utf8')) as Record<string, string>;
  await page.goto('/fr/shop-grid-no-sidebar');
  // Every layout lists the same shop, and the tab says so rather than naming the layout.
  await expect(page).toHaveTitle(`${brand('fr')} | ${fr['nav.shop']}`);
  await expect(page.getByText(/^Affichage de 1 à 12 sur \d+ résultats$/)).toBeVisible();
  await page.getByRole('link', { name: 'Vue en liste' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(cards(page).first().locator('.product-card__description')).toBeVisible();
});

test('no product picture on a phone’s first screen waits for lazy loading, in any shop layout', async ({ page }) => {
  // Lighthouse's phone, and a tall one on which a second row of the grid is whole.
  for (const screen of [{ width: 412, height: 823 }, { width: 430, height: 932 }]) {
    await page.setViewportSize(screen);
    for (const layout of Object.values(SHOP_LAYOUTS)) {
      await page.goto(layout.path);
      const pictures = await cards(page).locator('img').evaluateAll((images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect();
          return { whole: box.top >= 0 && box.bottom <= window.innerHeight, lazy: img.getAttribute('loading') === 'lazy' };
        }),
      );
      const firstScreen = pictures.filter((picture) => picture.whole);
      expect(firstScreen.length, `${layout.path} at ${screen.height} px`).toBeGreaterThan(0);
      expect(firstScreen.filter((picture) => picture.lazy), `${layout.path} at ${screen.height} px`).toEqual([]);
      // Below the first screen, pictures still load as the shopper scrolls.
      expect(pictures.at(-1)!.lazy).toBe(true);
    }
  }
});
