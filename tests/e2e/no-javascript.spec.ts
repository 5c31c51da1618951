import { readFileSync } from 'node:fs';
import { productName } from './fixtures/catalogue.ts';
import { expect, test } from './fixtures/test.ts';

// Without JavaScript the content pages are complete: the shop lists real products with prices and
// links, its pages and sort lead to the listing again, and a product shows everything a shopper
// reads before buying. (On a static host the listing cannot filter without JavaScript: a query
// shows the first page, which the island replaces once it runs.)

test.use({ javaScriptEnabled: false });

interface ProductFile {
  price: number;
  shortDescription: { en: string };
}
const productFile = (id: string): ProductFile =>
  JSON.parse(readFileSync(new URL(`../../content/products/${id}.json`, import.meta.url), 'utf8')) as ProductFile;

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('a shop listing shows its first page of products with names, prices and links that open them', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await expect(cards(page)).toHaveCount(12);
  const first = cards(page).first();
  const link = first.getByRole('heading').getByRole('link');
  const name = (await link.innerText()).trim();
  expect(name.length).toBeGreaterThan(0);
  await expect(first.locator('.product-card__price')).toContainText(/AED\s?\d/);
  await expect(link).toHaveAttribute('href', /^\/product\/\d+$/);

  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the listing’s page links and sort form lead back to the listing with their query', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\/?\?page=2$/);
  await expect(cards(page)).toHaveCount(12);

  await page.getByLabel('Sort by').selectOption({ label: 'Price - Low to High' });
  await page.locator('form', { has: page.getByLabel('Sort by') }).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\/?\?sort=price-asc$/);
  await expect(cards(page)).toHaveCount(12);
});

test('a product page shows its name, price, description, colours, sizes and stock', async ({ page }) => {
  const product = productFile('1');
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: productName('1') })).toBeVisible();
  await expect(page.locator('.summary__price [data-price-aed]').first()).toHaveText(/^AED\s?45\.00$/);
  await expect(page.getByText(product.shortDescription.en)).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Description' })).not.toBeEmpty();
  for (const colour of ['Brown', 'Black', 'White', 'Blue']) await expect(page.getByRole('radio', { name: colour, exact: true })).toBeVisible();
  for (const size of ['Size X', 'Size M', 'Size XL', 'Size XXL']) await expect(page.getByRole('button', { name: size, exact: true })).toBeVisible();
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
});
